// The growth bench's rows (issue 14 point 9): each step writes one part of a few years of a busy
// business in bulk SQL, for growth.mjs to time. `sizes` comes from growthSizes().

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

/** The steps in order: what they write, and how. */
export const GROWTH_STEPS = [
  {
    label: 'users, stylists and their hours',
    run: async (knex, sizes) => {
      const existing = Number((await knex('stylist_profiles').whereNotNull('userId').count('id as n'))[0].n);
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
  },
  {
    label: 'bookings and their blocks',
    run: (knex, sizes, demoCustomer) =>
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
  },
  {
    label: 'timeline entries',
    run: (knex, sizes) =>
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
  },
  {
    label: 'outbox events, their jobs and emails (30 days)',
    run: async (knex, sizes) => {
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
  },
  {
    label: 'consultations, messages, requests, testimonials, gallery',
    run: (knex, sizes) =>
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
  },
];
