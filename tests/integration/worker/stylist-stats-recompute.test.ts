import {
  recomputeAllStylistStats,
  recomputeStylistStats,
} from '@beauty/worker/bookings/recompute-stylist-stats';
import { createWorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { waitUntil } from '../support/wait';
import { businessDate, insertCustomer } from './booking-fixture';
import { insertBookingRow, insertUser } from './staff-fixture';
import { env, figures, statsOf, useStylistStatsWorld } from './stylist-stats-world';

useStylistStatsWorld('stylist_stats_recompute');

describe('recomputeStylistStats at a chosen instant (America/Los_Angeles day, Sunday-Saturday week, month)', () => {
  let stylist: string;
  let other: string;

  beforeAll(async () => {
    stylist = (await insertUser(env.db, 'stylist')).id;
    other = (await insertUser(env.db, 'stylist')).id;
    const [c1, c2, c3] = [
      (await insertCustomer(env.db)).id,
      (await insertCustomer(env.db)).id,
      (await insertCustomer(env.db)).id,
    ];
    const rows = [
      // Monday 30 November 2026
      { customerId: c1, eventDate: '2026-11-30', status: 'completed', totalPriceCents: 10_000 },
      { customerId: c2, eventDate: '2026-11-30', status: 'cancelled', totalPriceCents: 99_900 },
      // Tuesday 1 December
      { customerId: c2, eventDate: '2026-12-01', status: 'confirmed', totalPriceCents: 20_000 },
      // Sunday 29 November and Saturday 5 December: the same week
      { customerId: c3, eventDate: '2026-11-29', status: 'pending', totalPriceCents: 30_000 },
      { customerId: c1, eventDate: '2026-12-05', status: 'completed', totalPriceCents: 5_000 },
      // Saturday 28 November (the week before) and Sunday 6 December (the week after)
      { customerId: c3, eventDate: '2026-11-28', status: 'completed', totalPriceCents: 4_000 },
      { customerId: c1, eventDate: '2026-12-06', status: 'pending', totalPriceCents: 1_000 },
      // June is in the chart on 30 November, not on 1 December; May never is.
      { customerId: c1, eventDate: '2026-06-15', status: 'completed', totalPriceCents: 7_000 },
      { customerId: c2, eventDate: '2026-05-31', status: 'completed', totalPriceCents: 50_000 },
    ] as const;
    for (const row of rows) await insertBookingRow(env.db, { ...row, stylistId: stylist });
    // Someone else's and nobody's bookings never count.
    await insertBookingRow(env.db, {
      customerId: c1,
      stylistId: other,
      eventDate: '2026-11-30',
      status: 'completed',
      totalPriceCents: 100_000,
    });
    await insertBookingRow(env.db, { customerId: c2, eventDate: '2026-11-30', status: 'completed' });
  });

  const months = (from: string[], cents: number[]) =>
    from.map((month, i) => ({ month, revenueCents: cents[i] }));

  it('late on Monday 30 November: that day, its week, November revenue, June to November', async () => {
    const now = new Date('2026-11-30T23:30:00-08:00');
    expect(await recomputeStylistStats(env.db, [stylist], now)).toEqual([stylist]);
    const row = await statsOf(stylist);
    expect(row).toEqual({
      todaysBookings: 1,
      thisWeekBookings: 4,
      totalClients: 3,
      totalBookings: 8,
      thisMonthRevenueCents: 14_000,
      revenueByMonth: months(
        ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
        [7_000, 0, 0, 0, 0, 14_000],
      ),
      computedAt: now,
    });
  });

  it('07:30 UTC on 1 December is still 30 November in Los Angeles', async () => {
    await recomputeStylistStats(env.db, [stylist], new Date('2026-12-01T07:30:00Z'));
    expect(await statsOf(stylist)).toMatchObject({
      todaysBookings: 1,
      thisWeekBookings: 4,
      thisMonthRevenueCents: 14_000,
    });
    expect((await statsOf(stylist)).revenueByMonth.at(-1)).toEqual({
      month: '2026-11',
      revenueCents: 14_000,
    });
  });

  it('just after midnight on 1 December: a new day and a new month, the same week', async () => {
    const now = new Date('2026-12-01T00:30:00-08:00');
    await recomputeStylistStats(env.db, [stylist], now);
    expect(await statsOf(stylist)).toEqual({
      todaysBookings: 1,
      thisWeekBookings: 4,
      totalClients: 3,
      totalBookings: 8,
      thisMonthRevenueCents: 5_000,
      revenueByMonth: months(
        ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'],
        [0, 0, 0, 0, 14_000, 5_000],
      ),
      computedAt: now,
    });
  });

  it('on Sunday 6 December a new week starts', async () => {
    await recomputeStylistStats(env.db, [stylist], new Date('2026-12-06T00:30:00-08:00'));
    expect(await figures(stylist)).toMatchObject({ todaysBookings: 1, thisWeekBookings: 1 });
  });

  it('is idempotent and safe to run concurrently: the same figures however often it runs', async () => {
    const now = new Date('2026-11-30T23:30:00-08:00');
    await Promise.all(
      Array.from({ length: 6 }, () => recomputeStylistStats(env.db, [stylist, other, stylist], now)),
    );
    expect(await figures(stylist)).toEqual({
      todaysBookings: 1,
      thisWeekBookings: 4,
      totalClients: 3,
      totalBookings: 8,
      thisMonthRevenueCents: 14_000,
    });
    expect(await figures(other)).toEqual({
      todaysBookings: 1,
      thisWeekBookings: 1,
      totalClients: 1,
      totalBookings: 1,
      thisMonthRevenueCents: 100_000,
    });
    expect(await env.db('stylist_stats').where({ stylistId: stylist })).toHaveLength(1);
  });

  it('ignores ids that are no user', async () => {
    expect(await recomputeStylistStats(env.db, ['00000000-0000-4000-8000-000000000000'], new Date())).toEqual(
      [],
    );
  });
});

describe('the nightly recompute (shortly after midnight in Los Angeles)', () => {
  it('is scheduled on the stats queue at 00:05 America/Los_Angeles', async () => {
    const scheduler = await env.queue('stats').getJobScheduler('stats.nightly');
    expect(scheduler).toMatchObject({
      name: 'stats.recompute-all',
      pattern: '5 0 * * *',
      tz: 'America/Los_Angeles',
    });
    const next = new Date(Number(scheduler!.next));
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    const wallClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(wallClock).toBe('00:05');
  });

  it('recomputes everyone with figures or assigned bookings, so the day rolls over', async () => {
    const stale = (await insertUser(env.db, 'stylist')).id;
    const fresh = (await insertUser(env.db, 'stylist')).id;
    const customer = (await insertCustomer(env.db)).id;
    // Figures left from a booking that has since gone to someone else.
    await env
      .db('stylist_stats')
      .insert({ stylistId: stale, todaysBookings: 3, totalBookings: 7, totalClients: 2 });
    await insertBookingRow(env.db, { customerId: customer, stylistId: fresh, eventDate: '2026-12-01' });

    const before = new Date('2026-11-30T23:30:00-08:00');
    const after = new Date('2026-12-01T00:05:00-08:00');
    await recomputeAllStylistStats(env.db, before);
    expect(await figures(stale)).toMatchObject({ todaysBookings: 0, totalBookings: 0, totalClients: 0 });
    expect(await figures(fresh)).toMatchObject({ todaysBookings: 0, thisWeekBookings: 1, totalBookings: 1 });

    const written = await recomputeAllStylistStats(env.db, after);
    expect(written).toBeGreaterThanOrEqual(2);
    expect(await figures(fresh)).toMatchObject({ todaysBookings: 1, thisWeekBookings: 1 });
    expect((await statsOf(fresh)).computedAt).toEqual(after);
  });

  it('runs as the scheduled job does, through the stats queue', async () => {
    const stylist = (await insertUser(env.db, 'stylist')).id;
    await insertBookingRow(env.db, {
      customerId: (await insertCustomer(env.db)).id,
      stylistId: stylist,
      eventDate: businessDate(0),
    });
    const job = await env.queue('stats').add('stats.recompute-all', {});
    await waitUntil(async () => (await job.getState()) === 'completed', 15_000, 'the nightly job to run');
    expect(await figures(stylist)).toMatchObject({ todaysBookings: 1, totalBookings: 1 });
  });
});

describe('stats at worker start', () => {
  it('recomputes everyone once when a worker starts (bookings written without events, e.g. the demo seed)', async () => {
    const stylist = await insertUser(env.db, 'stylist');
    const client = await insertCustomer(env.db, { firstName: 'Seeded' });
    await insertBookingRow(env.db, {
      customerId: client.id,
      stylistId: stylist.id,
      eventDate: businessDate(3),
    });
    expect(await statsOf(stylist.id)).toBeUndefined();

    const second = createWorkerRuntime(env.config(), { logger: env.logger });
    await second.start();
    try {
      await waitUntil(
        async () => (await figures(stylist.id))?.totalBookings === 1,
        15_000,
        'the start-up recompute',
      );
      expect(await figures(stylist.id)).toMatchObject({ totalBookings: 1, totalClients: 1 });
    } finally {
      await second.stop();
    }
  });
});
