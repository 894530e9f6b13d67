import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { startApi, type TestApi } from '../support/api';
import { futureDate, makeupAndHair, newCustomer } from './booking-support';

describe('reading bookings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("lists only the signed-in customer's bookings, newest first, and hides others' (404)", async () => {
    const ava = await newCustomer(api, 'Ava');
    const ben = await newCustomer(api, 'Ben');
    const first = await ava.client.post('/api/bookings', makeupAndHair(futureDate(70)));
    const second = await ava.client.post(
      '/api/bookings',
      makeupAndHair(futureDate(71), { eventType: 'wedding' }),
    );
    await ben.client.post('/api/bookings', makeupAndHair(futureDate(72)));

    const list = await ava.client.get('/api/bookings');
    expect(list.status).toBe(200);
    expect(list.json.map((b: { id: string }) => b.id)).toEqual([
      second.json.booking.id,
      first.json.booking.id,
    ]);
    expect(list.json[0]).toMatchObject({ eventType: 'wedding', clientName: 'Ava Client' });

    expect((await ben.client.get(`/api/bookings/${first.json.booking.id}`)).status).toBe(404);
    expect((await ben.client.get(`/api/timelines/booking/${first.json.booking.id}`)).status).toBe(404);
    expect((await ben.client.get('/api/bookings/not-a-uuid')).status).toBe(404);
    expect((await ben.client.get('/api/consultations')).json).toEqual([]);

    const mine = await ava.client.get(`/api/bookings/${first.json.booking.id}`);
    expect(mine.status).toBe(200);
    const startsAt = appointmentStartsAt(mine.json.eventDate, mine.json.eventTime);
    expect(mine.json.startsAt).toBe(startsAt.toISOString());
    expect(new Date(mine.json.changeableUntil).getTime()).toBe(startsAt.getTime() - 48 * 3_600_000);
    expect(mine.json).toMatchObject({ canCancel: true, canReschedule: true });
  });
});
