import {
  recomputeAllStylistStats,
  recomputeStylistStats,
} from '@beauty/worker/bookings/recompute-stylist-stats';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { waitUntil } from '../support/wait';
import { businessDate, insertBooking, insertCustomer, seedBookingCatalog } from './booking-fixture';
import {
  createAssignedBooking,
  eventCompleted,
  insertBookingRow,
  insertUser,
  staffUpdateBooking,
} from './staff-fixture';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

let env: WorkerTestEnv;
let runtime: WorkerRuntime | null = null;

beforeAll(async () => {
  env = await createWorkerTestEnv('stylist_stats');
  await seedBookingCatalog(env.db);
  runtime = createWorkerRuntime(env.config(), { logger: env.logger });
  await runtime.start();
});

afterAll(async () => {
  await runtime?.stop();
  await env?.close();
});

function statsOf(stylistId: string) {
  return env
    .db('stylist_stats')
    .where({ stylistId })
    .first(
      'todaysBookings',
      'thisWeekBookings',
      'totalClients',
      'totalBookings',
      'thisMonthRevenueCents',
      'revenueByMonth',
      'computedAt',
    );
}

const figures = async (stylistId: string) => {
  const row = await statsOf(stylistId);
  if (!row) return null;
  const { computedAt: _computedAt, revenueByMonth: _chart, ...rest } = row;
  return rest;
};

const thisMonth = () => businessDate(0).slice(0, 7);

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
    const chloe = await insertCustomer(env.db);
    // Best makeup and a full updo for three: 7.5 hours of styling, more than one stylist's day.
    const booking = await insertBooking(
      env.db,
      chloe.id,
      {
        makeupService: 'best',
        hairService: 'updo',
        partySize: 3,
        eventDate: businessDate(0),
        eventTime: '09:00',
      },
      // Today at 09:00 may have begun; a hold ends at the start at the latest, and its release
      // would cancel the request. Held without an end (a staff booking), it stays counted all day.
      { notBefore: new Date(0), holdUntil: null },
    );
    const blocks: Array<{ stylistId: string; role: string }> = await env
      .db('stylist_blocks')
      .where({ bookingId: booking.bookingId })
      .select('stylistId', 'role');
    const lead = blocks.find((b) => b.role === 'lead')!.stylistId;
    const assists = blocks.filter((b) => b.role === 'assist').map((b) => b.stylistId);
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
