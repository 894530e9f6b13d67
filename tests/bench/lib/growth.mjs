// Issue 14, point 9: cost flat as data grows. Five years of a busy studio × 10, written with
// set-based SQL (INSERT … SELECT generate_series) into the bench database after its migrations and
// demo data: ~40,000 customers, 10 stylists, ~200,000 bookings (five years back, six months ahead)
// each with its stylist's block (times that never overlap, as the exclusion constraint wants),
// ~10 timeline entries per booking (~2 million), the outbox and email deliveries of 30 days (the
// retention window), consultations, contact messages, consultation requests, testimonials and
// gallery items. Then every page's API call is timed against the built API, the stats recompute
// is timed in process, and the relay's, the sweeper's and the reminder scan's queries are
// EXPLAINed on that data.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';
import { GROWTH_STEPS } from './growth-rows.mjs';

const require = createRequire(path.join(root, 'package.json'));

/** The sizes written; BENCH_GROWTH_SCALE (default 1) scales them all (0.1 for a quick look). */
export function growthSizes(scale = Number(process.env.BENCH_GROWTH_SCALE ?? 1)) {
  return {
    customers: Math.round(40_000 * scale),
    yearsBack: 5,
    daysAhead: 180,
    // Eleven hourly slots a stylist-day (07:00 to 17:00), booked 97 in 100 in the past, fewer ahead.
    pastShare: 0.97 * scale,
    timelinePerBooking: 10,
    outboxPerDay: Math.round(2_000 * scale),
    retentionDays: 30,
    consultations: Math.round(10_000 * scale),
    contactMessages: Math.round(20_000 * scale),
    consultationRequests: Math.round(5_000 * scale),
    testimonials: Math.round(5_000 * scale),
    galleryItems: 500,
    // The demo customer (who signs in) gets about this many bookings.
    busyCustomerBookings: 100,
  };
}

async function timed(label, fn, steps) {
  const started = performance.now();
  const result = await fn();
  steps.push({ label, seconds: (performance.now() - started) / 1000 });
  return result;
}

/** Writes the data; returns counts and how long each step took. */
export async function seedGrowth(databaseUrl, sizes = growthSizes()) {
  const { createKnex } = require(path.join(root, 'packages/server/dist/db/knex.js'));
  // No query timeout for the bulk writes (the API's default is 15 s).
  const knex = createKnex(databaseUrl, { max: 1, timeouts: { queryTimeoutMs: 0, connectTimeoutMs: 5_000 } });
  const steps = [];
  const started = performance.now();
  try {
    // The bench database is ours: no statement timeout for the bulk writes.
    await knex.raw('SET statement_timeout = 0');
    await knex.raw('SET lock_timeout = 0');
    await knex.raw("SET idle_in_transaction_session_timeout = '0'");
    await knex.raw("SET maintenance_work_mem = '256MB'");
    await knex.raw("SET work_mem = '64MB'");
    await knex.raw('SET synchronous_commit = off');
    const demoCustomer = (await knex('users').where({ email: 'customer@demo.bridalbeauty.test' }).first('id'))
      .id;

    for (const step of GROWTH_STEPS)
      await timed(step.label, () => step.run(knex, sizes, demoCustomer), steps);

    await timed('VACUUM ANALYZE', () => knex.raw('VACUUM ANALYZE'), steps);

    const count = async (table) => Number((await knex(table).count('* as n'))[0].n);
    const counts = {
      customers: Number((await knex('users').where({ role: 'customer' }).count('* as n'))[0].n),
      stylists: Number((await knex('stylist_profiles').whereNotNull('userId').count('* as n'))[0].n),
      bookings: await count('bookings'),
      stylistBlocks: await count('stylist_blocks'),
      timelineEntries: await count('status_events'),
      outboxEvents: await count('outbox_events'),
      outboxEventJobs: await count('outbox_event_jobs'),
      emailDeliveries: await count('email_deliveries'),
      consultations: await count('consultations'),
      contactMessages: await count('contact_messages'),
      consultationRequests: await count('consultation_requests'),
      testimonials: await count('testimonials'),
      galleryItems: await count('gallery_images'),
      busyCustomerBookings: Number(
        (await knex('bookings').where({ customerId: demoCustomer }).count('* as n'))[0].n,
      ),
      databaseSize: (await knex.raw('SELECT pg_size_pretty(pg_database_size(current_database())) AS s'))
        .rows[0].s,
    };
    return { counts, steps, seconds: (performance.now() - started) / 1000 };
  } finally {
    await knex.destroy();
  }
}
