import { randomUUID } from 'node:crypto';
import { type Client, closeAgent } from '../support/http';
import { expectHiddenIn, type ObjectWorld, startObjectWorld } from './support/objects';
import { daysAhead, type World } from './support/world';

/**
 * Issue 6.4, object-level access: the route table lets a role in; these check that a viewer
 * only reaches their own objects. Someone else's booking, timeline or client answers exactly
 * like one that does not exist (404, same body), and nothing is written.
 */
let world: World;
let viewers: ObjectWorld['viewers'];
let fx: ObjectWorld['fx'];
let bianca: ObjectWorld['bianca'];
let sienna: ObjectWorld['sienna'];
let cora: ObjectWorld['cora'];
let biancaBooking: string;

beforeAll(async () => {
  ({ world, viewers, fx, bianca, sienna, cora, biancaBooking } = await startObjectWorld('objects'));
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

const expectHidden = (browser: Client, attempts: Array<Parameters<Client['send']>[0]>) =>
  expectHiddenIn(world, browser, attempts);

describe('customers see only their own bookings and timelines', () => {
  const reschedule = { eventDate: daysAhead(90), eventTime: '10:00' };

  it("another customer's booking: read, cancel, reschedule and timeline all answer 404, like a missing one", async () => {
    const before = await world.fingerprint();
    for (const id of [fx.customerPending, fx.stylistAssigned, randomUUID()]) {
      await expectHidden(bianca.browser, [
        { path: `/api/bookings/${id}` },
        { method: 'POST', path: `/api/bookings/${id}/cancel` },
        { method: 'POST', path: `/api/bookings/${id}/reschedule`, json: reschedule },
        { path: `/api/timelines/booking/${id}` },
      ]);
    }
    // And the other way round.
    await expectHidden(viewers.customer, [
      { path: `/api/bookings/${biancaBooking}` },
      { method: 'POST', path: `/api/bookings/${biancaBooking}/cancel` },
      { method: 'POST', path: `/api/bookings/${biancaBooking}/reschedule`, json: reschedule },
      { path: `/api/timelines/booking/${biancaBooking}` },
    ]);
    expect(await world.fingerprint()).toEqual(before);

    const list = await bianca.browser.get('/api/bookings');
    expect(list.json.map((b: { id: string }) => b.id)).toEqual([biancaBooking]);
    expect((await bianca.browser.get('/api/consultations')).json).toEqual([]);
    // Her own are hers.
    expect((await bianca.browser.get(`/api/bookings/${biancaBooking}`)).status).toBe(200);
    expect((await bianca.browser.get(`/api/timelines/booking/${biancaBooking}`)).status).toBe(200);
  });

  it('an Idempotency-Key is per user: the same key from another customer never replays the first answer', async () => {
    const body = {
      makeupService: 'good',
      eventDate: daysAhead(70),
      eventTime: '12:00',
      serviceArea: 'puyallup',
      paymentMethod: 'venmo',
      paymentHandle: '@someone',
    };
    const key = `shared-key-${randomUUID()}`;
    const first = await viewers.customer.post('/api/bookings', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const second = await bianca.browser.post('/api/bookings', body, { 'idempotency-key': key });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.json.booking.id).not.toBe(first.json.booking.id);
    expect(second.json.booking.customerId).toBe(bianca.id);
  });

  it('a customer cannot give themselves a role, a price or an owner through extra fields', async () => {
    const mark = await world.writeMark();
    const profile = await bianca.browser.send({
      method: 'PUT',
      path: '/api/account/profile',
      json: { email: 'bianca.new@security.test', role: 'admin' },
    });
    expect(profile.status).toBe(400);
    expect(profile.json.errors).toEqual([{ field: 'role', message: 'Unknown field: role' }]);
    const booking = await bianca.browser.post('/api/bookings', {
      makeupService: 'good',
      eventDate: daysAhead(71),
      eventTime: '12:00',
      paymentMethod: 'venmo',
      paymentHandle: '@someone',
      totalPriceCents: 1,
      customerId: world.ids.customer,
    });
    expect(booking.status).toBe(400);
    expect(await world.writesSince(mark)).toEqual([]);
    expect((await world.db('users').where({ id: bianca.id }).first('role')).role).toBe('customer');
  });
});

describe('stylists reach only their own bookings and clients', () => {
  it("another stylist's booking: changes and its timeline answer 404; a claim is refused (409); nothing changes", async () => {
    const before = await world.fingerprint();
    await expectHidden(sienna.browser, [
      { method: 'PATCH', path: `/api/stylist/bookings/${fx.stylistAssigned}`, json: { status: 'completed' } },
      {
        method: 'PATCH',
        path: `/api/stylist/bookings/${fx.stylistAssigned}`,
        json: { paymentStatus: 'refunded' },
      },
      { path: `/api/timelines/booking/${fx.stylistAssigned}` },
    ]);
    await expectHidden(viewers.stylist, [
      { method: 'PATCH', path: `/api/stylist/bookings/${biancaBooking}`, json: { status: 'confirmed' } },
      { path: `/api/timelines/booking/${biancaBooking}` },
    ]);
    // Claiming answers 409 "already claimed" (the route's documented race answer), and takes nothing.
    const claim = await sienna.browser.post(`/api/stylist/bookings/${fx.stylistAssigned}/claim`);
    expect(claim.status).toBe(409);
    expect(await world.fingerprint()).toEqual(before);

    const list = (await sienna.browser.get('/api/stylist/bookings')).json.map((b: { id: string }) => b.id);
    expect(list).toContain(biancaBooking);
    expect(list).toContain(fx.unassigned); // nobody holds its time and it is active: claimable
    expect(list).not.toContain(fx.stylistAssigned);
    // A claimable booking's timeline is visible to any stylist; an admin sees every one.
    expect((await sienna.browser.get(`/api/timelines/booking/${fx.unassigned}`)).status).toBe(200);
    expect((await viewers.admin.get(`/api/timelines/booking/${fx.stylistAssigned}`)).status).toBe(200);
    expect((await viewers.admin.get(`/api/timelines/booking/${biancaBooking}`)).status).toBe(200);
  });

  it("client notes are the stylist's own: another stylist's client is 404, a shared client shows only my notes", async () => {
    await expectHidden(sienna.browser, [
      { path: `/api/stylist/clients/${world.ids.customer}/notes` },
      {
        method: 'PUT',
        path: `/api/stylist/clients/${world.ids.customer}/notes`,
        json: { generalNotes: 'x' },
      },
      { path: `/api/stylist/clients/${randomUUID()}/notes` },
    ]);
    const clients = (await sienna.browser.get('/api/stylist/clients')).json.map((c: { id: string }) => c.id);
    expect(clients.sort()).toEqual([bianca.id, cora.id].sort());

    const secret = 'Sofia’s private note: allergic to latex';
    const saved = await viewers.stylist.send({
      method: 'PUT',
      path: `/api/stylist/clients/${cora.id}/notes`,
      json: { allergies: secret },
    });
    expect(saved.status).toBe(200);
    const theirs = await sienna.browser.get(`/api/stylist/clients/${cora.id}/notes`);
    expect(theirs.status).toBe(200);
    expect(theirs.json).toMatchObject({ allergies: null, generalNotes: null });
    expect(theirs.text).not.toContain('latex');
  });

  it("a stylist's calendar feed holds only their own appointments", async () => {
    const feed = await sienna.browser.get('/api/stylist/calendar-feed');
    const ics = await world.browser().get(new URL(feed.json.url).pathname);
    expect(ics.status).toBe(200);
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.text).toContain(`booking-${biancaBooking}@`);
    expect(ics.text).not.toContain(`booking-${fx.stylistAssigned}@`);
    // After a reset, the old address is gone.
    await sienna.browser.post('/api/stylist/calendar-feed/rotate');
    expect((await world.browser().get(new URL(feed.json.url).pathname)).status).toBe(404);
  });
});
