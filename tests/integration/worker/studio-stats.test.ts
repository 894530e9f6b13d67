import { recomputeStudioStats } from '@beauty/worker/bookings/recompute-studio-stats';
import { waitUntil } from '../support/wait';
import { businessDate, insertCustomer } from './booking-fixture';
import {
  createAssignedBooking,
  eventCompleted,
  insertBookingRow,
  insertUser,
  staffUpdateBooking,
} from './staff-fixture';
import {
  countsOf,
  env,
  FIGURES,
  figures,
  insertPartyBookingToday,
  useStylistStatsWorld,
} from './stylist-stats-world';

useStylistStatsWorld('studio_stats');

const studio = () =>
  env
    .db('studio_stats')
    .where({ scope: 'studio' })
    .first(...FIGURES);

const counts = async () => countsOf(await studio());

describe("the studio's figures (an admin's Stylist Dashboard)", () => {
  it('count every booking once, assigned or not, and the revenue of every completed one', async () => {
    // The worker's start-up run (at the real time) first, so it cannot land after the one below.
    await waitUntil(async () => (await studio()) !== undefined, 15_000, "the worker's start-up recompute");
    const [sofia, maya] = [
      (await insertUser(env.db, 'stylist')).id,
      (await insertUser(env.db, 'stylist')).id,
    ];
    const [c1, c2, c3] = [
      (await insertCustomer(env.db)).id,
      (await insertCustomer(env.db)).id,
      (await insertCustomer(env.db)).id,
    ];
    const rows = [
      // Monday 30 November 2026: Sofia's, Maya's and nobody's yet; a cancelled one counts nowhere.
      {
        customerId: c1,
        stylistId: sofia,
        eventDate: '2026-11-30',
        status: 'completed',
        totalPriceCents: 10_000,
      },
      {
        customerId: c2,
        stylistId: maya,
        eventDate: '2026-11-30',
        status: 'completed',
        totalPriceCents: 20_000,
      },
      {
        customerId: c3,
        stylistId: null,
        eventDate: '2026-11-30',
        status: 'pending',
        totalPriceCents: 30_000,
      },
      {
        customerId: c3,
        stylistId: maya,
        eventDate: '2026-11-30',
        status: 'cancelled',
        totalPriceCents: 99_900,
      },
      // Saturday 5 December (the same week) and Sunday 6 December (the next).
      {
        customerId: c1,
        stylistId: maya,
        eventDate: '2026-12-05',
        status: 'confirmed',
        totalPriceCents: 5_000,
      },
      { customerId: c2, stylistId: null, eventDate: '2026-12-06', status: 'pending', totalPriceCents: 1_000 },
      // June is in the chart on 30 November; May is not.
      {
        customerId: c1,
        stylistId: sofia,
        eventDate: '2026-06-15',
        status: 'completed',
        totalPriceCents: 7_000,
      },
      {
        customerId: c2,
        stylistId: maya,
        eventDate: '2026-05-31',
        status: 'completed',
        totalPriceCents: 50_000,
      },
    ] as const;
    for (const row of rows) await insertBookingRow(env.db, row);

    const now = new Date('2026-11-30T23:30:00-08:00');
    await recomputeStudioStats(env.db, now);
    expect(await studio()).toEqual({
      todaysBookings: 3,
      thisWeekBookings: 4,
      totalClients: 3,
      totalBookings: 7,
      thisMonthRevenueCents: 30_000,
      revenueByMonth: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => ({
        month,
        revenueCents: [7_000, 0, 0, 0, 0, 30_000][i],
      })),
      computedAt: now,
    });

    // Idempotent and safe to run at once: one row, the same figures.
    await Promise.all(Array.from({ length: 4 }, () => recomputeStudioStats(env.db, now)));
    expect(await env.db('studio_stats')).toHaveLength(1);
    expect(await counts()).toMatchObject({
      todaysBookings: 3,
      totalBookings: 7,
      thisMonthRevenueCents: 30_000,
    });
  });

  it('follow booking events: one nobody has yet counts; a party booking worked by several stylists counts once, its money once', async () => {
    const start = await counts();
    await eventCompleted(
      env.db,
      (
        await createAssignedBooking(env.db, {
          customerId: (await insertCustomer(env.db)).id,
          stylistId: null,
          eventDate: businessDate(5),
        })
      ).eventId,
    );
    const before = await counts();
    expect(before?.totalBookings).toBe(start!.totalBookings + 1);

    const { booking, lead, assists } = await insertPartyBookingToday();
    expect(assists.length).toBeGreaterThan(0);
    await eventCompleted(env.db, booking.eventId);
    // Every stylist on it counts it, the studio once.
    for (const id of [lead, ...assists]) expect(await figures(id)).toMatchObject({ totalBookings: 1 });
    expect(await counts()).toMatchObject({
      todaysBookings: before!.todaysBookings + 1,
      totalBookings: before!.totalBookings + 1,
      totalClients: before!.totalClients + 1,
    });

    const done = await staffUpdateBooking(env.db, booking.bookingId, lead, {
      status: 'completed',
      paymentStatus: 'completed',
    });
    await eventCompleted(env.db, done.statusEventId!);
    await eventCompleted(env.db, done.updateEventId!);
    expect(await counts()).toMatchObject({
      totalBookings: before!.totalBookings + 1,
      thisMonthRevenueCents: before!.thisMonthRevenueCents + booking.price.totalCents,
    });
  });

  it('roll over with the nightly job, which also runs when a worker starts', async () => {
    await env.db('studio_stats').delete();
    const job = await env.queue('stats').add('stats.recompute-all', {});
    await waitUntil(async () => (await job.getState()) === 'completed', 15_000, 'the nightly job to run');
    expect(await studio()).toMatchObject({ computedAt: expect.any(Date) });
  });
});
