import { bookingMessages } from '@beauty/domain/messages';
import { waitlistMessages } from '@beauty/domain/schemas/waitlist';
import { Client } from '../../support/http';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { type StaffingWorld, startStaffingWorld } from './staffing-world';

const times = (answer: { json: { days: Array<{ times: Array<{ time: string }> }> } }) =>
  answer.json.days[0]!.times.map((t) => t.time);

/**
 * GET /api/availability is answered from the API's cache (as in production) and must still
 * never offer a time that was just taken: every booking, hours or time-off change drops it.
 */
describe('availability, cached', () => {
  let w: StaffingWorld;
  let sofia: string;
  beforeAll(async () => {
    w = await startStaffingWorld('availability', { publicCache: true });
    sofia = await w.addStylist({ firstName: 'Sofia' });
  });
  afterAll(() => w.close());

  it('follows every booking, cancellation, hours and time-off change at once', async () => {
    const date = futureDate(30);
    const visitor = new Client(w.api.url);
    const ask = () => visitor.get(`/api/availability?date=${date}&serviceArea=puyallup&makeupService=good`);
    const all = times(await ask());
    expect(all).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(times(await ask())).toEqual(all);

    const { client } = await w.customer();
    const booked = await client.post(
      '/api/bookings',
      makeupAndHair(date, { makeupService: 'good', hairService: undefined, eventTime: '12:00' }),
    );
    expect(booked.status).toBe(201);
    // 11:45-13:30 is held: 11:00 (ends 11:45 + travel + buffer) and 12:00-13:00 are gone.
    expect(times(await ask())).toEqual(['09:00', '10:00', '14:00', '15:00', '16:00']);

    expect((await client.post(`/api/bookings/${booked.json.booking.id}/cancel`)).status).toBe(200);
    expect(times(await ask())).toEqual(all);

    const admin = await w.staff('admin');
    const off = await admin.client.post('/api/stylist/time-off', {
      stylistId: sofia,
      from: date,
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(off.status).toBe(201);
    expect(times(await ask())).toEqual(['13:00', '14:00', '15:00', '16:00']);
    expect((await admin.client.request('DELETE', `/api/stylist/time-off/${off.json.id}`)).status).toBe(200);

    const closed = Array.from({ length: 7 }, () => null);
    expect(
      (
        await admin.client.request('PUT', '/api/stylist/working-time/hours', {
          json: { stylistId: sofia, days: closed },
        })
      ).status,
    ).toBe(200);
    expect(times(await ask())).toEqual([]);
  });

  it.each([
    [{ serviceArea: 'Graham!' }, 'serviceArea', bookingMessages.serviceAreaRequired],
    [{ partySize: 7 }, 'partySize', bookingMessages.partySizeRange],
    [
      { bridalPackage: 'bride-plus-party', bridesmaidCount: 6 },
      'bridesmaidCount',
      'The Full Bridal Party is for 3-5 bridesmaids',
    ],
    [{ addOns: ['lashes', 'lashes'] }, 'addOns', 'Invalid add-ons'],
  ])(
    "refuses a waitlist selection %j with the booking form's words, and keeps nothing",
    async (change, field, message) => {
      const { client } = await w.customer('Unsure');
      const res = await client.post('/api/waitlist', {
        eventDate: futureDate(46),
        serviceArea: 'puyallup',
        makeupService: 'good',
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.json.errors).toContainEqual({ field, message });
      expect((await client.get('/api/waitlist')).json).toEqual([]);
    },
  );

  it('lets a customer wait for a full date, once, and leave; not while it still has times', async () => {
    const date = futureDate(45);
    const { client } = await w.customer('Waiting');
    const selection = { serviceArea: 'puyallup', makeupService: 'good' };
    const open = await client.post('/api/waitlist', { eventDate: date, ...selection });
    // Sofia works no day now (the test above closed her week): the date is full.
    expect(open.status).toBe(201);
    expect(open.json).toMatchObject({ eventDate: date, status: 'waiting', serviceAreaName: 'Puyallup' });
    expect(open.json.bookUrl).toMatch(/^\/book\?data=/);
    const draft = JSON.parse(decodeURIComponent(open.json.bookUrl.split('data=')[1]));
    expect(draft).toMatchObject({
      eventDate: date,
      serviceArea: 'puyallup',
      makeupService: 'good',
      timeMode: 'start',
    });

    const again = await client.post('/api/waitlist', { eventDate: date, ...selection });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(waitlistMessages.alreadyWaiting);
    expect((await client.get('/api/waitlist')).json.map((e: { id: string }) => e.id)).toEqual([open.json.id]);

    const stranger = await w.customer('Stranger');
    expect((await stranger.client.request('DELETE', `/api/waitlist/${open.json.id}`)).status).toBe(404);
    // The route's params refuse the urn:uuid: spelling (ajv-formats' uuid format alone lets it through).
    for (const spelling of [`urn:uuid:${open.json.id}`, `URN:UUID:${open.json.id.toUpperCase()}`]) {
      expect((await client.request('DELETE', `/api/waitlist/${spelling}`)).status).toBe(404);
    }
    expect((await client.request('DELETE', `/api/waitlist/${open.json.id}`)).status).toBe(200);
    expect((await client.get('/api/waitlist')).json).toEqual([]);

    // With her week open again, the date has times: book one instead of waiting.
    const admin = await w.staff('admin');
    const week = Array.from({ length: 7 }, () => ({ firstStart: '09:00', lastStart: '16:00' }));
    await admin.client.request('PUT', '/api/stylist/working-time/hours', {
      json: { stylistId: sofia, days: week },
    });
    const stillOpen = await client.post('/api/waitlist', { eventDate: date, ...selection });
    expect(stillOpen.status).toBe(409);
    expect(stillOpen.json.message).toBe(waitlistMessages.stillOpen);
    expect(
      (await new Client(w.api.url).post('/api/waitlist', { eventDate: date, ...selection })).status,
    ).toBe(401);
  });
});
