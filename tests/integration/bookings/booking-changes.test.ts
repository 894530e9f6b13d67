import { cancelBooking } from '@beauty/api/features/bookings/booking-changes.service';
import { bookingMessages } from '@beauty/domain/messages';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { startApi, type TestApi } from '../support/api';
import { teamSize } from '../support/team';
import { futureDate, makeupAndHair, newCustomer } from './booking-support';

describe('cancelling and rescheduling', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const events = (bookingId: string) =>
    api.deps.knex('outbox_events').where({ entityId: bookingId }).orderBy('createdAt').pluck('type');
  /** The stylists' time a booking holds now: [stylist, from, until]. */
  const heldBy = (bookingId: string) =>
    api.deps
      .knex('stylist_blocks')
      .where({ bookingId, active: true })
      .select(
        'stylistId',
        api.deps.knex.raw('lower(held) as held_from'),
        api.deps.knex.raw('upper(held) as held_until'),
      );

  it("cancels a booking more than 48 hours ahead, lets its stylist's time go and writes booking.cancelled", async () => {
    const { client } = await newCustomer(api);
    const date = futureDate(20);
    const booked = await client.post('/api/bookings', makeupAndHair(date, { includeConsultation: true }));
    expect(booked.status).toBe(201);
    const id = booked.json.booking.id;
    expect(await heldBy(id)).toHaveLength(1);

    const res = await client.post(`/api/bookings/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'cancelled', canCancel: false, canReschedule: false });
    expect(res.json.cancelledAt).toEqual(expect.any(String));
    expect(await events(id)).toEqual(['booking.created', 'booking.cancelled']);
    // The free consultation that came with it is cancelled too, and can be used again.
    expect((await client.get('/api/consultations')).json[0].status).toBe('cancelled');
    expect((await client.get('/api/consultations/free-status')).json).toMatchObject({
      hasUsedFreeConsultation: false,
      eligible: true,
    });
    expect(
      (await client.post('/api/bookings', makeupAndHair(futureDate(26), { includeConsultation: true })))
        .status,
    ).toBe(201);

    expect(await heldBy(id)).toEqual([]);
    expect(await api.deps.knex('bookings').where({ id }).first('cancellationReason')).toEqual({
      cancellationReason: 'customer',
    });
    const other = await newCustomer(api);
    expect((await other.client.post('/api/bookings', makeupAndHair(date))).status).toBe(201);

    const twice = await client.post(`/api/bookings/${id}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(bookingMessages.cannotCancel('cancelled'));
  });

  it('refuses to cancel inside 48 hours, with a clear message, and changes nothing', async () => {
    const { client } = await newCustomer(api);
    // Tomorrow is always inside the window.
    const booked = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(1, false), { eventTime: '16:00' }),
    );
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ canCancel: false, canReschedule: false });
    const res = await client.post(`/api/bookings/${booked.json.booking.id}/cancel`);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(bookingMessages.cancelTooLate);
    const row = await api.deps.knex('bookings').where({ id: booked.json.booking.id }).first();
    expect(row.status).toBe('pending');
    expect(await events(booked.json.booking.id)).toEqual(['booking.created']);
  });

  it('draws the 48-hour line exactly', async () => {
    const { client } = await newCustomer(api);
    const user = (await client.get('/api/auth/user')).json;
    const date = futureDate(21);
    const booked = await client.post('/api/bookings', makeupAndHair(date, { eventTime: '13:00' }));
    const start = appointmentStartsAt(date, '13:00').getTime();
    const id = booked.json.booking.id;
    await expect(cancelBooking(api.deps, user, id, new Date(start - 48 * 3_600_000))).rejects.toMatchObject({
      status: 422,
    });
    const cancelled = await cancelBooking(api.deps, user, id, new Date(start - 48 * 3_600_000 - 1_000));
    expect(cancelled.status).toBe('cancelled');
  });

  it("cannot touch someone else's booking", async () => {
    const owner = await newCustomer(api);
    const stranger = await newCustomer(api);
    const booked = await owner.client.post('/api/bookings', makeupAndHair(futureDate(22)));
    const id = booked.json.booking.id;
    expect((await stranger.client.post(`/api/bookings/${id}/cancel`)).status).toBe(404);
    expect(
      (
        await stranger.client.post(`/api/bookings/${id}/reschedule`, {
          eventDate: futureDate(23),
          eventTime: '09:00',
        })
      ).status,
    ).toBe(404);
    expect((await api.deps.knex('bookings').where({ id }).first()).status).toBe('pending');
  });

  it('moves a booking to an open time, moves its held time with it and writes booking.rescheduled', async () => {
    const { client } = await newCustomer(api);
    const date = futureDate(24);
    const booked = await client.post('/api/bookings', makeupAndHair(date, { eventTime: '09:00' }));
    const id = booked.json.booking.id;
    const before = await heldBy(id);
    const res = await client.post(`/api/bookings/${id}/reschedule`, { eventDate: date, eventTime: '15:00' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, eventDate: date, eventTime: '15:00', status: 'pending' });
    expect(await events(id)).toEqual(['booking.created', 'booking.rescheduled']);
    const moved = await api.deps
      .knex('outbox_events')
      .where({ entityId: id, type: 'booking.rescheduled' })
      .first();
    // Her calendar file's first update: SEQUENCE 1, kept on the booking.
    expect(moved.payload).toEqual({
      bookingId: id,
      from: { eventDate: date, eventTime: '09:00' },
      sequence: 1,
    });
    const after = await heldBy(id);
    expect(after).toHaveLength(1);
    // 15:00 with 15 minutes' travel there, 2 hours of styling, travel back and the buffer.
    expect(new Date(after[0].heldFrom).toISOString()).toBe(
      new Date(appointmentStartsAt(date, '14:45')).toISOString(),
    );
    expect(new Date(after[0].heldUntil).toISOString()).toBe(
      new Date(appointmentStartsAt(date, '17:45')).toISOString(),
    );
    expect(new Date(after[0].heldFrom).getTime()).not.toBe(new Date(before[0].heldFrom).getTime());
    expect(res.json.plan.assignments[0].serviceStart).toBe(appointmentStartsAt(date, '15:00').toISOString());
  });

  it('refuses to move where nobody is free (409), onto the same time, or into the past, and keeps its time', async () => {
    const date = futureDate(25);
    const { client } = await newCustomer(api);
    const booked = await client.post('/api/bookings', makeupAndHair(date, { eventTime: '15:00' }));
    const id = booked.json.booking.id;
    const held = await heldBy(id);
    // Everyone on the team is busy at 11:00.
    for (let i = await teamSize(api.deps.knex); i > 0; i -= 1) {
      const taken = await newCustomer(api);
      expect(
        (await taken.client.post('/api/bookings', makeupAndHair(date, { eventTime: '11:00' }))).status,
      ).toBe(201);
    }

    const full = await client.post(`/api/bookings/${id}/reschedule`, { eventDate: date, eventTime: '11:00' });
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(bookingMessages.noStylistFree);
    expect(await heldBy(id)).toEqual(held);
    const same = await client.post(`/api/bookings/${id}/reschedule`, { eventDate: date, eventTime: '15:00' });
    expect(same.status).toBe(422);
    const past = await client.post(`/api/bookings/${id}/reschedule`, {
      eventDate: '2020-05-01',
      eventTime: '15:00',
    });
    expect(past.status).toBe(422);
    expect(past.json.message).toBe(bookingMessages.dateInPast);
    const invalid = await client.post(`/api/bookings/${id}/reschedule`, {
      eventDate: date,
      eventTime: '24:00',
    });
    expect(invalid.status).toBe(400);
    // Nobody starts at 18:00 (the spec's hours end at 16:00).
    const late = await client.post(`/api/bookings/${id}/reschedule`, { eventDate: date, eventTime: '18:00' });
    expect(late.status).toBe(409);

    const row = await api.deps.knex('bookings').where({ id }).first();
    expect(row).toMatchObject({ eventDate: date, eventTime: '15:00' });
    expect(await heldBy(id)).toEqual(held);
    expect(await events(id)).toEqual(['booking.created']);
  });
});
