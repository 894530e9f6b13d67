// The growth bench's measurements (issue 14 point 9): every page's API call timed against the
// grown database, the stats recompute, and the worker's query plans.

import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';

const require = createRequire(path.join(root, 'package.json'));

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One request after another (a person on a page, not a crowd): p50/p99/max of `samples` calls. */
async function timeCalls(url, headers, { samples, warmup, budgetMs = 20_000 }) {
  const durations = [];
  let failed = 0;
  let bytes = 0;
  let lastStatus = 0;
  const budgetEnds = performance.now() + budgetMs;
  let warming = warmup;
  while (durations.length < samples) {
    // A call that takes seconds gets fewer samples (at least 3), not an hour of them.
    if (durations.length >= 3 && performance.now() > budgetEnds) break;
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    const took = performance.now() - started;
    lastStatus = res.status;
    if (warming > 0) {
      warming = took > 1_000 ? 0 : warming - 1;
      continue;
    }
    if (!res.ok) failed += 1;
    bytes = body.byteLength;
    durations.push(took);
  }
  durations.sort((a, b) => a - b);
  return {
    samples: durations.length,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    max: durations[durations.length - 1],
    failed,
    status: lastStatus,
    bytes,
  };
}

/** Which pages call what, signed in as whom (the calls the frontend makes when the page opens). */
export async function growthTargets({ origin, databaseUrl, cookies }) {
  const { createKnex } = require(path.join(root, 'packages/server/dist/db/knex.js'));
  const { addDays, todayInBusinessZone } = require(path.join(root, 'packages/domain/dist/slots.js'));
  const knex = createKnex(databaseUrl, { max: 1 });
  try {
    const customer = await knex('users').where({ email: 'customer@demo.bridalbeauty.test' }).first('id');
    const booking = await knex('bookings')
      .where({ customerId: customer.id })
      .orderBy('eventDate', 'desc')
      .first('id');
    const today = todayInBusinessZone();
    const sunday = addDays(today, -new Date(`${today}T12:00:00Z`).getUTCDay());
    const json = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    const as = (who) => ({ ...json, cookie: cookies[who] });
    // The stylist's calendar address (made on first ask).
    const feed = await (
      await fetch(`${origin}/api/stylist/calendar-feed`, { headers: as('stylist') })
    ).json();
    const feedUrl = new URL(feed.url ?? feed.feedUrl ?? feed.address);
    // A contact message halfway back through the years: 'Show older messages' far down the list.
    const halfway = await knex('contact_messages')
      .whereNot({ status: 'new' })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(Math.floor((await knex('contact_messages').count({ n: '*' }).first()).n / 2))
      .first('id', knex.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`));
    return [
      // Customer dashboard and "My bookings" (the same page: bookings, consultations, waitlist).
      { page: 'Customer dashboard', path: '/api/bookings', headers: as('customer') },
      { page: 'Customer dashboard', path: '/api/consultations', headers: as('customer') },
      { page: 'Customer dashboard', path: '/api/waitlist', headers: as('customer') },
      { page: 'Customer dashboard', path: '/api/consultations/free-status', headers: as('customer') },
      { page: 'Customer dashboard', path: '/api/auth/user', headers: as('customer') },
      { page: 'Booking detail', path: `/api/bookings/${booking.id}`, headers: as('customer') },
      { page: 'Booking detail', path: `/api/timelines/booking/${booking.id}`, headers: as('customer') },
      // Stylist dashboard (the busiest stylist of the team).
      { page: 'Stylist dashboard', path: '/api/stylist/stats', headers: as('stylist') },
      { page: 'Stylist dashboard', path: '/api/stylist/bookings', headers: as('stylist') },
      {
        page: 'Stylist dashboard',
        path: `/api/stylist/schedule?from=${sunday}&days=7`,
        headers: as('stylist'),
      },
      // The Clients tab's first page (50, latest booked first; 'Show more clients' reads on).
      { page: 'Stylist dashboard', path: '/api/stylist/clients', headers: as('stylist') },
      { page: 'Stylist dashboard', path: '/api/stylist/working-time', headers: as('stylist') },
      { page: 'Stylist dashboard', path: '/api/staff/consultations', headers: as('stylist') },
      { page: 'Stylist dashboard', path: '/api/stylist/calendar-feed', headers: as('stylist') },
      // Admin tabs.
      { page: 'Admin: bookings', path: '/api/stylist/bookings', headers: as('admin') },
      { page: 'Admin: consultations', path: '/api/staff/consultations', headers: as('admin') },
      { page: 'Admin: tab badges', path: '/api/admin/panel-counts', headers: as('admin') },
      { page: 'Admin: contact messages', path: '/api/admin/contact-messages', headers: as('admin') },
      ...(halfway
        ? [
            {
              page: 'Admin: contact messages, older',
              path: `/api/admin/contact-messages?before=${encodeURIComponent(`handled.${halfway.at}.${halfway.id}`)}`,
              headers: as('admin'),
            },
          ]
        : []),
      {
        page: 'Admin: consultation requests',
        path: '/api/admin/consultation-requests',
        headers: as('admin'),
      },
      { page: 'Admin: testimonials', path: '/api/admin/testimonials', headers: as('admin') },
      // The Gallery tab's first page (50 newest; 'Show more images' reads on).
      { page: 'Admin: gallery', path: '/api/admin/gallery', headers: as('admin') },
      // No page calls it: the API-only list of every booking, its first page (50 by appointment time).
      { page: 'API only: admin bookings', path: '/api/admin/bookings', headers: as('admin') },
      // Settings: Recent Users (5), the user picker's newest 20, then a search as typed.
      { page: 'Admin: users', path: '/api/admin/users?limit=5', headers: as('admin') },
      { page: 'Admin: users', path: '/api/admin/users?limit=20', headers: as('admin') },
      { page: 'Admin: users', path: '/api/admin/users?limit=20&q=client12', headers: as('admin') },
      { page: 'Admin: stylists', path: '/api/admin/stylist-profiles', headers: as('admin') },
      { page: 'Admin: business', path: '/api/admin/business-settings', headers: as('admin') },
      // Public.
      {
        page: 'Booking form',
        path: `/api/availability?from=${addDays(today, 14)}&to=${addDays(today, 44)}&makeupService=good&serviceArea=tacoma`,
        headers: json,
      },
      { page: 'Calendar app', path: feedUrl.pathname, headers: { accept: 'text/calendar' } },
    ];
  } finally {
    await knex.destroy();
  }
}

export async function measureGrowthCalls(origin, targets, options = { samples: 200, warmup: 10 }) {
  const results = [];
  for (const target of targets) {
    const figures = await timeCalls(`${origin}${target.path}`, target.headers, options);
    const shown = target.path
      .replace(/[0-9a-f-]{36}/g, ':id')
      .replace(/^\/api\/calendar\/[^/]+\.ics$/, '/api/calendar/<token>.ics');
    results.push({ page: target.page, path: shown, ...figures });
  }
  return results;
}

/** The stats recompute for the busiest stylist, in process (the worker's own function). */
export async function measureStatsRecompute(databaseUrl, runs = 10) {
  const { createKnex } = require(path.join(root, 'packages/server/dist/db/knex.js'));
  const { recomputeStylistStats } = require(
    path.join(root, 'services/worker/dist/bookings/recompute-stylist-stats.js'),
  );
  const { recomputeStudioStats } = require(
    path.join(root, 'services/worker/dist/bookings/recompute-studio-stats.js'),
  );
  const knex = createKnex(databaseUrl, { max: 2 });
  try {
    const busiest = (
      await knex.raw(
        `SELECT stylist_id AS id, count(*)::int AS n FROM bookings WHERE stylist_id IS NOT NULL
         GROUP BY stylist_id ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0];
    const all = (
      await knex.raw('SELECT user_id AS id FROM stylist_profiles WHERE user_id IS NOT NULL')
    ).rows.map((r) => r.id);
    const one = [];
    for (let n = 0; n < runs; n += 1) {
      const started = performance.now();
      await recomputeStylistStats(knex, [busiest.id], new Date());
      one.push(performance.now() - started);
    }
    const started = performance.now();
    await recomputeStylistStats(knex, all, new Date());
    const team = performance.now() - started;
    one.sort((a, b) => a - b);
    // The studio's row (an admin's cards): every booking, on every booking event.
    const studio = [];
    for (let n = 0; n < runs; n += 1) {
      const begun = performance.now();
      await recomputeStudioStats(knex, new Date());
      studio.push(performance.now() - begun);
    }
    studio.sort((a, b) => a - b);
    const allBookings = (await knex.raw('SELECT count(*)::int AS n FROM bookings')).rows[0].n;
    return {
      studio: { bookings: allBookings, p50: percentile(studio, 0.5), max: studio[studio.length - 1] },
      bookings: busiest.n,
      runs,
      p50: percentile(one, 0.5),
      max: one[one.length - 1],
      team,
      teamSize: all.length,
    };
  } finally {
    await knex.destroy();
  }
}

/**
 * The worker's scans, EXPLAIN (ANALYZE)d on the grown data: the relay's claim (relay.ts), the
 * sweeper's pick (sweeper.ts) and the reminder scan (every upcoming confirmed booking, as the
 * hourly reconciliation reads them). A plan is "indexed" when no large table is read by Seq Scan.
 */
export async function explainWorkerQueries(databaseUrl) {
  const { createKnex } = require(path.join(root, 'packages/server/dist/db/knex.js'));
  const knex = createKnex(databaseUrl, { max: 1 });
  // A booking with events in the outbox (an id from the database, safe to inline).
  const recent = (
    await knex.raw("SELECT entity_id FROM outbox_events WHERE type = 'booking.created' LIMIT 1")
  ).rows[0].entity_id;
  const queries = [
    {
      name: 'Relay claim (relay.ts)',
      sql: `SELECT id, type, entity_type, entity_id, payload, created_at FROM outbox_events
            WHERE published_at IS NULL ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
    },
    {
      name: 'Sweeper pick (sweeper.ts)',
      sql: `SELECT id, type, entity_type, entity_id, payload, created_at, jobs FROM outbox_events
            WHERE published_at IS NOT NULL AND completed_at IS NULL
              AND published_at < now() - make_interval(secs => 600)
            ORDER BY published_at LIMIT 200`,
    },
    {
      // As the hourly reconciliation reads it (services/worker/src/maintenance/reconcile.ts).
      name: 'Reminder scan (reconcile.ts: upcoming pending and confirmed bookings)',
      sql: `SELECT id FROM bookings
            WHERE status IN ('pending', 'confirmed')
              AND event_date >= (now() AT TIME ZONE 'America/Los_Angeles')::date - 1
            ORDER BY event_date, event_time`,
    },
    {
      name: 'Reminder plan (booking-reminder-plan.ts)',
      sql: `SELECT created_at FROM outbox_events
            WHERE entity_type = 'booking' AND entity_id = '${recent}'
              AND type IN ('booking.created', 'booking.rescheduled')
            ORDER BY created_at DESC LIMIT 1`,
    },
  ];
  const results = [];
  try {
    await knex.raw('SET statement_timeout = 0');
    for (const query of queries) {
      // Run twice: the first warms the cache, the second's plan and time are kept.
      await knex.raw(`EXPLAIN (ANALYZE) ${query.sql}`);
      const plan = (await knex.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`)).rows.map(
        (r) => r['QUERY PLAN'],
      );
      const seqScans = plan
        .filter((line) => /Seq Scan on (\w+)/.test(line))
        .map((l) => l.match(/Seq Scan on (\w+)/)[1]);
      const indexes = [
        ...new Set(
          plan.flatMap((l) =>
            [...l.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map((m) => m[1]),
          ),
        ),
      ];
      const bitmap = [
        ...new Set(plan.flatMap((l) => [...l.matchAll(/Bitmap Index Scan on (\w+)/g)].map((m) => m[1]))),
      ];
      const time = plan.find((l) => l.startsWith('Execution Time'))?.match(/([\d.]+) ms/)?.[1];
      results.push({
        name: query.name,
        indexes: [...indexes, ...bitmap],
        seqScans,
        ms: time ? Number(time) : Number.NaN,
        plan,
      });
    }
  } finally {
    await knex.destroy();
  }
  return results;
}
