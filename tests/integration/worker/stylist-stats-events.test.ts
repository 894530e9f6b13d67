import { businessDate, insertCustomer } from './booking-fixture';
import { createAssignedBooking, eventCompleted, insertUser, staffUpdateBooking } from './staff-fixture';
import {
  env,
  figures,
  insertPartyBookingToday,
  statsOf,
  thisMonth,
  useStylistStatsWorld,
} from './stylist-stats-world';

useStylistStatsWorld('stylist_stats');

describe('stats.recompute-stylist after booking events (the worker running, now = the real time)', () => {
  it('counts a new booking, its revenue once completed, and drops a cancelled one', async () => {
    const stylist = await insertUser(env.db, 'stylist');
    const chloe = await insertCustomer(env.db);
    const dana = await insertCustomer(env.db, { firstName: 'Dana' });
    const today = businessDate(0);

    const first = await createAssignedBooking(env.db, {
      customerId: chloe.id,
      stylistId: stylist.id,
      eventDate: today,
      totalPriceCents: 12_000,
    });
    await eventCompleted(env.db, first.eventId);
    expect(await figures(stylist.id)).toEqual({
      todaysBookings: 1,
      thisWeekBookings: 1,
      totalClients: 1,
      totalBookings: 1,
      thisMonthRevenueCents: 0,
    });
    const chart = (await statsOf(stylist.id)).revenueByMonth;
    expect(chart).toHaveLength(6);
    expect(chart.at(-1)).toEqual({ month: thisMonth(), revenueCents: 0 });
    const [oldestYear = 0, oldestMonth = 0] = chart[0].month.split('-').map(Number);
    const [year = 0, month = 0] = thisMonth().split('-').map(Number);
    expect((year - oldestYear) * 12 + (month - oldestMonth)).toBe(5);

    // 'Complete Appointment': status and payment completed; the revenue of this month counts it.
    const done = await staffUpdateBooking(env.db, first.bookingId, stylist.id, {
      status: 'completed',
      paymentStatus: 'completed',
    });
    await eventCompleted(env.db, done.statusEventId!);
    await eventCompleted(env.db, done.updateEventId!);
    expect(await figures(stylist.id)).toMatchObject({ totalBookings: 1, thisMonthRevenueCents: 12_000 });
    expect((await statsOf(stylist.id)).revenueByMonth.at(-1)).toEqual({
      month: thisMonth(),
      revenueCents: 12_000,
    });

    const second = await createAssignedBooking(env.db, {
      customerId: dana.id,
      stylistId: stylist.id,
      eventDate: today,
      eventTime: '14:00',
      totalPriceCents: 30_000,
    });
    await eventCompleted(env.db, second.eventId);
    expect(await figures(stylist.id)).toEqual({
      todaysBookings: 2,
      thisWeekBookings: 2,
      totalClients: 2,
      totalBookings: 2,
      thisMonthRevenueCents: 12_000,
    });

    const cancel = await staffUpdateBooking(env.db, second.bookingId, stylist.id, { status: 'cancelled' });
    await eventCompleted(env.db, cancel.statusEventId!);
    expect(await figures(stylist.id)).toEqual({
      todaysBookings: 1,
      thisWeekBookings: 1,
      totalClients: 1,
      totalBookings: 1,
      thisMonthRevenueCents: 12_000,
    });
    const jobs = await env.db('outbox_event_jobs').where({ eventId: cancel.statusEventId! });
    expect(jobs.find((j) => j.jobName === 'stats.recompute-stylist')?.result).toBe('done');
  });

  it('recomputes both stylists on a reassignment, and the previous one on an unassignment', async () => {
    const [sofia, jade] = [await insertUser(env.db, 'stylist'), await insertUser(env.db, 'stylist')];
    const admin = await insertUser(env.db, 'admin');
    const chloe = await insertCustomer(env.db);
    const booking = await createAssignedBooking(env.db, {
      customerId: chloe.id,
      stylistId: sofia.id,
      eventDate: businessDate(3),
    });
    await eventCompleted(env.db, booking.eventId);
    expect(await figures(sofia.id)).toMatchObject({ totalBookings: 1, totalClients: 1 });
    expect(await statsOf(jade.id)).toBeUndefined();

    const moved = await staffUpdateBooking(env.db, booking.bookingId, admin.id, { stylistId: jade.id });
    await eventCompleted(env.db, moved.updateEventId!);
    expect(await figures(sofia.id)).toMatchObject({ totalBookings: 0, totalClients: 0 });
    expect(await figures(jade.id)).toMatchObject({ totalBookings: 1, totalClients: 1 });

    const unassigned = await staffUpdateBooking(env.db, booking.bookingId, admin.id, { stylistId: null });
    await eventCompleted(env.db, unassigned.updateEventId!);
    expect(await figures(jade.id)).toMatchObject({ totalBookings: 0, totalClients: 0 });
  });

  it('counts a booking for every stylist who works on it; its revenue once, with its lead', async () => {
    const { booking, lead, assists } = await insertPartyBookingToday();
    expect(assists.length).toBeGreaterThan(0);
    await eventCompleted(env.db, booking.eventId);
    for (const id of [lead, ...assists]) {
      expect(await figures(id)).toMatchObject({ todaysBookings: 1, totalClients: 1, totalBookings: 1 });
    }

    const done = await staffUpdateBooking(env.db, booking.bookingId, lead, {
      status: 'completed',
      paymentStatus: 'completed',
    });
    await eventCompleted(env.db, done.statusEventId!);
    await eventCompleted(env.db, done.updateEventId!);
    // Completed (its blocks no longer hold time): still everyone's booking, the money the lead's.
    expect(await figures(lead)).toMatchObject({
      totalBookings: 1,
      thisMonthRevenueCents: booking.price.totalCents,
    });
    for (const id of assists) {
      expect(await figures(id)).toMatchObject({
        totalBookings: 1,
        totalClients: 1,
        thisMonthRevenueCents: 0,
      });
    }
  });

  it('a booking with no stylist leaves every figure alone (skipped)', async () => {
    const chloe = await insertCustomer(env.db);
    const booking = await createAssignedBooking(env.db, {
      customerId: chloe.id,
      stylistId: null,
      eventDate: businessDate(4),
    });
    await eventCompleted(env.db, booking.eventId);
    const [job] = await env
      .db('outbox_event_jobs')
      .where({ eventId: booking.eventId, jobName: 'stats.recompute-stylist' });
    expect(job.result).toBe('skipped');
  });
});
