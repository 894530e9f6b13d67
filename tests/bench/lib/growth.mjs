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

const TEAM_SIZE = 10;

/** Several statements with named bindings, one at a time (a prepared statement holds one). */
async function runAll(knex, sql, bindings = {}) {
  for (const statement of sql.split(/;\s*\n/)) {
    if (statement.trim()) await knex.raw(statement, bindings);
  }
}

/**
 * Bulk rows go in faster without a table's plain indexes, built once afterwards from their own
 * definitions (constraints' indexes stay).
 */
async function withoutPlainIndexes(knex, table, fn) {
  const { rows } = await knex.raw(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ?
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const index of rows) await knex.raw(`DROP INDEX ${index.indexname}`);
  await fn();
  for (const index of rows) await knex.raw(index.indexdef);
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

    await timed(
      'users, stylists and their hours',
      async () => {
        const existing = Number(
          (await knex('stylist_profiles').whereNotNull('userId').count('id as n'))[0].n,
        );
        await knex.raw(
          `INSERT INTO users (email, first_name, last_name, role)
           SELECT 'growth-stylist-' || g || '@bench.example', 'Growth' || g, 'Stylist', 'stylist'
           FROM generate_series(1, ?) g`,
          [TEAM_SIZE - existing],
        );
        await knex.raw(
          `INSERT INTO stylist_profiles (user_id, name, title, bio, sort_order)
           SELECT id, first_name || ' Stylist', 'Stylist', 'On the growth bench team.', 50
           FROM users WHERE email LIKE 'growth-stylist-%@bench.example'`,
        );
        await knex.raw(
          `INSERT INTO stylist_hours (stylist_id, weekday, first_start, last_start)
           SELECT p.user_id, d, CASE WHEN d IN (0, 6) THEN '06:00' ELSE '09:00' END, '16:00'
           FROM stylist_profiles p CROSS JOIN generate_series(0, 6) d
           WHERE p.user_id IS NOT NULL
           ON CONFLICT DO NOTHING`,
        );
        await knex.raw(
          `INSERT INTO users (email, first_name, last_name, phone, role, email_verified_at, created_at)
           SELECT 'growth-customer-' || g || '@bench.example', 'Client' || g, 'Growth',
                  '253-555-' || lpad((g % 10000)::text, 4, '0'), 'customer', now(),
                  now() - (random() * interval '1900 days')
           FROM generate_series(1, ?) g`,
          [sizes.customers],
        );
      },
      steps,
    );

    await timed(
      'bookings and their blocks',
      () =>
        runAll(
          knex,
          `CREATE TEMP TABLE growth_customers AS
             SELECT row_number() OVER () AS n, id FROM users WHERE email LIKE 'growth-customer-%';
           CREATE UNIQUE INDEX ON growth_customers (n);
           ANALYZE growth_customers;
           CREATE TEMP TABLE growth_slots AS
           WITH stylists AS (SELECT user_id AS id FROM stylist_profiles WHERE user_id IS NOT NULL),
           slots AS (
             SELECT s.id AS stylist_id, day::date AS event_date, lpad(h::text, 2, '0') || ':00' AS event_time,
                    random() AS r, random() AS r2
             FROM stylists s
             CROSS JOIN generate_series(current_date - :daysBack::int, current_date + :daysAhead::int, interval '1 day') day
             CROSS JOIN generate_series(7, 17) h
             WHERE random() < CASE WHEN day < current_date THEN :pastShare::float8
                                   ELSE 0.35 - 0.3 * (day::date - current_date) / :daysAhead::float8 END
               -- Not on days a demo booking already holds her time (the constraint would refuse it).
               AND NOT EXISTS (
                 SELECT 1 FROM stylist_blocks sb
                 WHERE sb.stylist_id = s.id AND sb.active
                   AND sb.held && tstzrange(day - interval '1 day', day + interval '2 days'))
           )
           SELECT gen_random_uuid() AS id, stylist_id, event_date, event_time,
                  (event_date + event_time::time) AT TIME ZONE 'America/Los_Angeles' AS starts_at,
                  CASE
                    WHEN event_date < current_date THEN CASE WHEN r < 0.08 THEN 'cancelled' ELSE 'completed' END
                    ELSE CASE WHEN r < 0.1 THEN 'cancelled' WHEN r < 0.3 THEN 'pending' ELSE 'confirmed' END
                  END AS status,
                  r2
           FROM slots;
           INSERT INTO bookings (id, customer_id, stylist_id, makeup_service, hair_service, event_date,
             event_time, event_type, service_area_id, travel_minutes, party_size, total_price_cents,
             deposit_cents, status, payment_status, payment_method, payment_handle, no_show,
             confirmed_at, completed_at, cancelled_at, cancellation_reason, location, special_notes,
             created_at, updated_at)
           SELECT s.id,
                  CASE WHEN s.r2 < :busyShare::float8 THEN :demoCustomer::uuid ELSE c.id END,
                  s.stylist_id,
                  (ARRAY['good', 'better', 'best'])[1 + (s.r2 * 1000)::int % 3],
                  (ARRAY['simple', 'styled', 'updo'])[1 + (s.r2 * 10000)::int % 3],
                  s.event_date, s.event_time,
                  (ARRAY['wedding', 'engagement', 'birthday', 'anniversary', 'date-night', 'photoshoot', 'graduation', 'other'])[1 + (s.r2 * 100000)::int % 8],
                  'puyallup', 10, 1, 15000 + ((s.r2 * 1000)::int % 20) * 1000, 6000, s.status,
                  CASE s.status WHEN 'completed' THEN 'completed' WHEN 'confirmed' THEN 'deposit_received'
                                WHEN 'pending' THEN 'unpaid' ELSE 'refunded' END,
                  'venmo', '@growth-client', s.status = 'completed' AND s.r2 < 0.02,
                  CASE WHEN s.status IN ('confirmed', 'completed') THEN s.starts_at - interval '20 days' END,
                  CASE WHEN s.status = 'completed' THEN s.starts_at + interval '2 hours' END,
                  CASE WHEN s.status = 'cancelled' THEN s.starts_at - interval '5 days' END,
                  CASE WHEN s.status = 'cancelled' THEN 'customer' END,
                  CASE WHEN s.r2 < 0.3 THEN (100 + (s.r2 * 9000)::int) || ' Meridian Ave E, Puyallup' END,
                  CASE WHEN s.r2 < 0.2 THEN 'Soft glam, sensitive skin; bring extra lashes.' END,
                  s.starts_at - interval '30 days' - s.r2 * interval '60 days',
                  s.starts_at - interval '5 days'
           FROM growth_slots s
           JOIN growth_customers c ON c.n = 1 + ((s.r2 * 1e9)::bigint % :customers::int);
           INSERT INTO stylist_blocks (stylist_id, kind, booking_id, role, held, service, members, active, created_at)
           SELECT stylist_id, 'appointment', id, 'lead',
             tstzrange(starts_at - interval '10 minutes', starts_at + interval '45 minutes'),
             tstzrange(starts_at, starts_at + interval '40 minutes'),
             jsonb_build_array(jsonb_build_object('label', 'Client', 'minutes', 40, 'isBride', false,
               'startsAt', to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))),
             status IN ('pending', 'confirmed'), starts_at - interval '30 days'
           FROM growth_slots;
           -- Requests ahead that nobody holds time for yet (the admin assigns them).
           INSERT INTO bookings (customer_id, makeup_service, event_date, event_time, event_type,
             service_area_id, travel_minutes, total_price_cents, deposit_cents, status, payment_status)
           SELECT c.id, 'better', current_date + 3 + g % 150, '10:00', 'birthday', 'puyallup', 10,
                  15000, 6000, 'pending', 'unpaid'
           FROM generate_series(1, 300) g JOIN growth_customers c ON c.n = g;`,
          {
            daysBack: Math.round(sizes.yearsBack * 365.25),
            daysAhead: sizes.daysAhead,
            pastShare: sizes.pastShare,
            demoCustomer,
            busyShare: sizes.busyCustomerBookings / (10 * 11 * 365.25 * sizes.yearsBack * sizes.pastShare),
            customers: sizes.customers,
          },
        ),
      steps,
    );

    await timed(
      'timeline entries',
      () =>
        withoutPlainIndexes(knex, 'status_events', () =>
          knex.raw(
            `INSERT INTO status_events (entity_type, entity_id, status, label, detail, created_at)
           SELECT 'booking', b.id,
                  CASE WHEN g < 4 THEN 'pending' WHEN g < 9 OR b.status IN ('pending', 'confirmed') THEN
                    CASE WHEN b.status = 'pending' THEN 'pending' ELSE 'confirmed' END ELSE b.status END,
                  (ARRAY['Request received', 'Request email sent', 'Stylist assigned', 'Deposit received',
                         'Booking confirmed', 'Confirmation email sent', 'Reminder scheduled',
                         'Reminder sent', 'Appointment completed', 'Thank-you email sent'])[g],
                  CASE WHEN g = 3 THEN 'Assigned by the studio' END,
                  b.created_at + g * interval '1 hour'
           FROM bookings b CROSS JOIN generate_series(1, :per::int) g`,
            { per: sizes.timelinePerBooking },
          ),
        ),
      steps,
    );

    await timed(
      'outbox events, their jobs and emails (30 days)',
      async () => {
        // NOTIFY per row is for live writes; the bench's 60,000 rows wake nobody.
        await knex.raw('ALTER TABLE outbox_events DISABLE TRIGGER outbox_events_notify');
        await runAll(
          knex,
          `CREATE TEMP TABLE growth_recent AS
             SELECT row_number() OVER () AS n, id, customer_id FROM bookings
             WHERE created_at > now() - interval '120 days';
           CREATE UNIQUE INDEX ON growth_recent (n);
           ANALYZE growth_recent;
           CREATE TEMP TABLE growth_events AS
           SELECT gen_random_uuid() AS id, g,
                  (ARRAY['booking.created', 'booking.confirmed', 'booking.reminder-due', 'booking.completed',
                         'booking.cancelled', 'booking.rescheduled'])[1 + g % 6] AS type,
                  r.id AS booking_id, r.customer_id,
                  now() - interval '1 hour' - (g::float8 / :total::int) * interval '1 day' * :days::int AS created_at
           FROM generate_series(1, :total::int) g
           JOIN growth_recent r ON r.n = 1 + (g * 7919) % (SELECT count(*) FROM growth_recent);
           INSERT INTO outbox_events (id, type, entity_type, entity_id, payload, created_at, published_at,
             jobs, completed_at)
           SELECT id, type, 'booking', booking_id,
                  jsonb_build_object('bookingId', booking_id, 'customerId', customer_id, 'status', 'confirmed'),
                  created_at, created_at + interval '40 milliseconds',
                  ARRAY['send-email', 'booking-timeline'], created_at + interval '900 milliseconds'
           FROM growth_events;
           INSERT INTO outbox_event_jobs (event_id, job_name, result, completed_at)
           SELECT id, j, 'done', created_at + interval '800 milliseconds'
           FROM growth_events CROSS JOIN unnest(ARRAY['send-email', 'booking-timeline']) j;
           INSERT INTO email_deliveries (delivery_key, event_id, template, to_address, subject, text_body,
             html_body, status, attempts, message_id, created_at, sent_at)
           SELECT 'growth.' || e.id, e.id, e.type, 'client' || e.g || '@bench.example',
                  'Your appointment at Bridal Beauty', repeat('Thank you for booking with us. ', 25),
                  '<html><body>' || repeat('<p>Thank you for booking with us.</p>', 60) || '</body></html>',
                  'sent', 1, '<' || e.id || '@bench.example>', e.created_at + interval '100 milliseconds',
                  e.created_at + interval '700 milliseconds'
           FROM growth_events e;
           -- A few in flight: some not yet published, some published and not finished.
           INSERT INTO outbox_events (type, entity_type, entity_id, payload, created_at)
           SELECT 'contact.created', 'booking', id, '{}', now() - n * interval '1 second'
           FROM growth_recent WHERE n <= 20;
           INSERT INTO outbox_events (type, entity_type, entity_id, payload, created_at, published_at, jobs)
           SELECT 'booking.confirmed', 'booking', id, '{}', now() - interval '20 minutes',
                  now() - interval '20 minutes', ARRAY['send-email']
           FROM growth_recent WHERE n BETWEEN 21 AND 40;`,
          { total: sizes.outboxPerDay * sizes.retentionDays, days: sizes.retentionDays },
        );
        await knex.raw('ALTER TABLE outbox_events ENABLE TRIGGER outbox_events_notify');
      },
      steps,
    );

    await timed(
      'consultations, messages, requests, testimonials, gallery',
      () =>
        runAll(
          knex,
          `INSERT INTO consultations (customer_id, booking_id, status, scheduled_date, scheduled_time, created_at)
           SELECT c.id, NULL,
                  (ARRAY['requested', 'scheduled', 'completed', 'cancelled'])[1 + g % 4],
                  CASE WHEN g % 4 IN (1, 2) THEN current_date - 900 + g % 1000 END,
                  CASE WHEN g % 4 IN (1, 2) THEN '11:00' END,
                  now() - (g % 1800) * interval '1 day'
           FROM generate_series(1, :consultations::int) g
           JOIN growth_customers c ON c.n = 1 + (g * 31) % :customers::int;
           INSERT INTO contact_messages (name, email, phone, subject, message, status, tracking_token_hash, created_at)
           SELECT 'Visitor ' || g, 'visitor' || g || '@bench.example', '253-555-0100', 'Wedding in June',
                  'Could you do hair and makeup for a bridal party of five in Puyallup.',
                  (ARRAY['new', 'read', 'responded'])[1 + g % 3], md5('contact' || g),
                  now() - (g::float8 / :contacts::int) * interval '1826 days'
           FROM generate_series(1, :contacts::int) g;
           INSERT INTO consultation_requests (name, email, event_type, event_date, skin_type, status,
             tracking_token_hash, comments_or_concerns, created_at)
           SELECT 'Bride ' || g, 'bride' || g || '@bench.example', 'wedding', current_date - 1500 + g % 1700,
                  'combination', (ARRAY['new', 'contacted', 'scheduled', 'completed'])[1 + g % 4],
                  md5('request' || g), 'Long-wear makeup for an outdoor ceremony.',
                  now() - (g::float8 / :requests::int) * interval '1826 days'
           FROM generate_series(1, :requests::int) g;
           INSERT INTO testimonials (customer_name, customer_email, service_type, rating, content, status, created_at)
           SELECT 'Client ' || g, 'client' || g || '@bench.example',
                  (ARRAY['makeup', 'hair', 'both', 'bridal'])[1 + g % 4], 3 + g % 3,
                  'Everyone loved how my hair and makeup looked all day long. ' || g,
                  (ARRAY['approved', 'approved', 'pending', 'rejected'])[1 + g % 4],
                  now() - (g::float8 / :testimonials::int) * interval '1826 days'
           FROM generate_series(1, :testimonials::int) g;
           INSERT INTO gallery_images (title, description, image_url, tags, is_public, created_at)
           SELECT 'Look ' || g, 'Soft glam for a garden wedding.', '/images/gallery/look-' || g || '.jpg',
                  ARRAY[(ARRAY['bridal', 'makeup', 'hair', 'party'])[1 + g % 4]], g % 10 <> 0,
                  now() - g * interval '3 days'
           FROM generate_series(1, :gallery::int) g;`,
          {
            consultations: sizes.consultations,
            customers: sizes.customers,
            contacts: sizes.contactMessages,
            requests: sizes.consultationRequests,
            testimonials: sizes.testimonials,
            gallery: sizes.galleryItems,
          },
        ),
      steps,
    );

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
    return {
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
