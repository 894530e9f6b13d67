import { randomUUID } from 'node:crypto';
import { apiMessages } from '@beauty/domain/messages';
import { type Answer, type Client, closeAgent } from '../support/http';
import { createFixtures, type Fixtures, insertBooking, insertUpload } from './support/fixtures';
import { daysAhead, startWorld, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, object-level access: the route table lets a role in; these check that a viewer
 * only reaches their own objects. Someone else's booking, timeline or client answers exactly
 * like one that does not exist (404, same body), and nothing is written.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;
let bianca: { id: string; browser: Client };
let sienna: { id: string; browser: Client };
let cora: { id: string };
let biancaBooking: string;

const notFound = { status: 404, message: apiMessages.notFound };
const shape = (res: Answer) => ({ status: res.status, message: res.json?.message });

beforeAll(async () => {
  world = await startWorld('objects');
  viewers = await world.viewers();
  fx = await createFixtures(world, viewers);
  const b = await world.createUser('customer', 'Bianca');
  const s = await world.createUser('stylist', 'Sienna');
  bianca = { id: b.id, browser: await world.sessionFor(b.id) };
  sienna = { id: s.id, browser: await world.sessionFor(s.id) };
  cora = await world.createUser('customer', 'Cora');
  biancaBooking = await insertBooking(world.db, { customerId: b.id, stylistId: s.id, days: 45 });
  // Cora is a client of both stylists.
  await insertBooking(world.db, {
    customerId: cora.id,
    stylistId: world.ids.stylist,
    status: 'confirmed',
    days: 50,
  });
  await insertBooking(world.db, { customerId: cora.id, stylistId: s.id, status: 'confirmed', days: 51 });
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

/** Every request in `attempts` answers like a missing object and writes nothing. */
async function expectHidden(browser: Client, attempts: Array<Parameters<Client['send']>[0]>) {
  for (const attempt of attempts) {
    const mark = await world.writeMark();
    const res = await browser.send(attempt);
    expect([attempt.method ?? 'GET', attempt.path, shape(res)]).toEqual([
      attempt.method ?? 'GET',
      attempt.path,
      notFound,
    ]);
    expect(await world.writesSince(mark)).toEqual([]);
  }
}

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

describe('staff powers (issue 13.7)', () => {
  it('nobody completes a booking or records it paid in full before it starts; nothing changes', async () => {
    const before = await world.fingerprint();
    for (const [browser, path] of [
      [sienna.browser, `/api/stylist/bookings/${biancaBooking}`],
      [viewers.admin, `/api/admin/bookings/${biancaBooking}`],
    ] as const) {
      for (const json of [
        { status: 'completed' },
        { status: 'completed', paymentStatus: 'completed' },
        { paymentStatus: 'completed' },
      ]) {
        const res = await browser.send({ method: 'PATCH', path, json });
        expect([path, json, res.status]).toEqual([path, json, 422]);
      }
    }
    expect(await world.fingerprint()).toEqual(before);
  });

  it('New Appointment for an email that has an account shows nothing of that account', async () => {
    const [account] = await world
      .db('users')
      .insert({
        email: `held.${randomUUID().slice(0, 8)}@security.test`,
        firstName: 'Hidden',
        lastName: 'Holder',
        phone: '360-555-0111',
        role: 'customer',
      })
      .returning(['id', 'email']);
    const res = await sienna.browser.send({
      method: 'POST',
      path: '/api/stylist/appointments',
      json: {
        clientName: 'Typed Name',
        clientEmail: account.email,
        makeupService: 'good',
        eventDate: daysAhead(88),
        eventTime: '15:00',
        serviceArea: 'puyallup',
      },
    });
    expect(res.status).toBe(201);
    for (const secret of ['Hidden', 'Holder', '360-555-0111', account.id])
      expect(res.text).not.toContain(secret);
    const list = await sienna.browser.get('/api/stylist/bookings');
    const clients = await sienna.browser.get('/api/stylist/clients');
    for (const secret of ['Hidden', 'Holder', '360-555-0111']) {
      expect(list.text).not.toContain(secret);
      expect(clients.text).not.toContain(secret);
    }
  });
});

describe('timelines of anonymous submissions need their tracking token', () => {
  it('contact messages and consultation requests: only the token holder and admins', async () => {
    const visitor = world.browser();
    const contact = await visitor.post('/api/contact', {
      name: 'Tess Visitor',
      email: 'tess@example.com',
      subject: 'Hello',
      message: 'A question about a wedding in June.',
    });
    const consultation = await visitor.post('/api/consultation-requests', {
      name: 'Tess Visitor',
      email: 'tess@example.com',
    });
    expect([contact.status, consultation.status]).toEqual([201, 201]);
    const submissions = [
      { type: 'contact-message', id: contact.json.id, token: contact.json.trackingToken },
      { type: 'consultation-request', id: consultation.json.id, token: consultation.json.trackingToken },
    ];
    for (const [i, s] of submissions.entries()) {
      const other = submissions[1 - i]!;
      const path = `/api/timelines/${s.type}/${s.id}`;
      for (const browser of [visitor, viewers.customer, viewers.stylist, bianca.browser]) {
        await expectHidden(browser, [
          { path },
          { path: `${path}?token=` },
          { path: `${path}?token=${randomUUID()}` },
          { path: `${path}?token=${other.token}` },
          { path: `${path}?token=${s.token.slice(0, -1)}` },
          { path: `${path}?token=${s.token}x` },
          { path: `/api/timelines/${other.type}/${s.id}?token=${s.token}` },
        ]);
      }
      expect((await visitor.get(`${path}?token=${s.token}&token=${s.token}`)).status).toBe(400);
      expect((await visitor.get(`${path}?token=${s.token}`)).status).toBe(200);
      expect((await viewers.admin.get(path)).status).toBe(200);
    }
  });

  it('reviews, applications and gallery images: admins only, whoever asks', async () => {
    const review = await world.browser().post('/api/testimonials', {
      customerName: 'Rita Reviewer',
      customerEmail: 'rita@example.com',
      serviceType: 'makeup',
      rating: 5,
      content: 'Wonderful work on my wedding day, thank you!',
    });
    expect(review.status).toBe(201);
    const resume = await insertUpload(world.db, 'resume', 'uploaded');
    const [application] = await world
      .db('stylist_applications')
      .insert({
        firstName: 'Ana',
        lastName: 'Applicant',
        email: 'ana@example.com',
        phone: '253-555-0100',
        specialties: 'makeup',
        experience: 'Ten years of bridal makeup.',
        resumeUploadId: resume.id,
      })
      .returning('id');
    for (const [type, id] of [
      ['testimonial', review.json.id],
      ['stylist-application', application.id],
      ['gallery-image', fx.galleryId],
    ] as const) {
      for (const browser of [world.browser(), viewers.customer, viewers.stylist]) {
        await expectHidden(browser, [{ path: `/api/timelines/${type}/${id}` }]);
      }
      expect((await viewers.admin.get(`/api/timelines/${type}/${id}`)).status).toBe(200);
    }
  });
});

describe('private files', () => {
  it('inspiration photos, resumes and private gallery images are not served to customers or stylists', async () => {
    const photo = await insertUpload(world.db, 'consultation-inspiration', 'processed');
    const resume = await insertUpload(world.db, 'resume', 'uploaded');
    const privateImage = await insertUpload(world.db, 'gallery', 'processed');
    await world.db('gallery_images').insert({
      title: 'Not yet public',
      imageUrl: privateImage.url,
      uploadId: privateImage.id,
      isPublic: false,
    });
    for (const file of [photo, resume, privateImage]) {
      expect(shape(await world.browser().get(file.url))).toEqual({
        status: 401,
        message: apiMessages.signInRequired,
      });
      await expectHidden(viewers.customer, [{ path: file.url }, { path: `${file.url}?w=480` }]);
      await expectHidden(viewers.stylist, [{ path: file.url }]);
    }
  });
});
