import { TIMELINE_LABELS } from '@beauty/domain/events';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { signedInAs } from '../backoffice/staff-support';
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
  it("shows the customer her booking's timeline without the studio's own planning steps", async () => {
    const ava = await newCustomer(api, 'Ava');
    const made = await ava.client.post('/api/bookings', makeupAndHair(futureDate(73)));
    const bookingId: string = made.json.booking.id;
    // A stylist let go, then another assigned (as the worker writes them).
    const steps = [
      [TIMELINE_LABELS.stylistUnassigned, null],
      [TIMELINE_LABELS.stylistAssigned, 'Sofia Reyes'],
    ] as const;
    for (const [index, [label, detail]] of steps.entries()) {
      await api.deps.knex('status_events').insert({
        entityType: 'booking',
        entityId: bookingId,
        status: 'pending',
        label,
        detail,
        dedupeKey: `test-${bookingId}-${index}`,
      });
    }
    const labels = async (client: typeof ava.client) =>
      (
        (await client.get(`/api/timelines/booking/${bookingId}`)).json.entries as Array<{ label: string }>
      ).map((entry) => entry.label);
    const hers = await labels(ava.client);
    expect(hers).toContain(TIMELINE_LABELS.stylistAssigned);
    expect(hers).not.toContain(TIMELINE_LABELS.stylistUnassigned);
    const admin = await signedInAs(api.url, api.deps.knex, 'admin', 'Ava');
    expect(await labels(admin.client)).toEqual(expect.arrayContaining([TIMELINE_LABELS.stylistUnassigned]));
  });
});
