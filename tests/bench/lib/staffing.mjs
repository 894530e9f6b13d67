// Issue 11's bench world: a team of 10 stylists on the team page with their weekly hours, and two
// years of bookings holding their time (a year back, a year ahead: two appointments a day on most
// days, each with its blocks), written in bulk with SQL so the bench starts in seconds.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';

const require = createRequire(path.join(root, 'package.json'));

export const BENCH_TEAM_SIZE = 10;

/** Adds stylists up to 10 (the demo has two), their hours, and two years of booked time. */
export async function seedStaffingLoad(databaseUrl) {
  const { createKnex } = require(path.join(root, 'packages/server/dist/db/knex.js'));
  const knex = createKnex(databaseUrl, { max: 1 });
  try {
    const existing = Number((await knex('stylist_profiles').whereNotNull('userId').count('id as n'))[0].n);
    const more = BENCH_TEAM_SIZE - existing;
    await knex.raw(
      `INSERT INTO users (email, first_name, last_name, role)
       SELECT 'bench-stylist-' || g || '@bench.example', 'Bench' || g, 'Stylist', 'stylist'
       FROM generate_series(1, ?) g`,
      [more],
    );
    await knex.raw(
      `INSERT INTO stylist_profiles (user_id, name, title, bio, sort_order)
       SELECT id, first_name || ' Stylist', 'Stylist', 'On the bench team.', 50
       FROM users WHERE email LIKE 'bench-stylist-%@bench.example'`,
    );
    // Weekdays 09:00-16:00, weekends from 06:00 (wedding days), for everyone without hours.
    await knex.raw(
      `INSERT INTO stylist_hours (stylist_id, weekday, first_start, last_start)
       SELECT p.user_id, d, CASE WHEN d IN (0, 6) THEN '06:00' ELSE '09:00' END, '16:00'
       FROM stylist_profiles p CROSS JOIN generate_series(0, 6) d
       WHERE p.user_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
    );
    const customer = (await knex('users').where({ role: 'customer' }).first('id')).id;
    // Two appointments a day (09:00 and 13:00, makeup and hair, Puyallup) on about 7 days in 10.
    await knex.raw(
      `WITH slots AS (
         SELECT p.user_id AS stylist_id, day::date AS event_date, t AS event_time,
                gen_random_uuid() AS booking_id
         FROM stylist_profiles p
         CROSS JOIN generate_series(current_date - 365, current_date + 365, interval '1 day') day
         CROSS JOIN unnest(ARRAY['09:00', '13:00']) t
         WHERE p.user_id IS NOT NULL AND random() < 0.7
           -- Not on days a demo booking already holds her time (the constraint would refuse it).
           AND NOT EXISTS (
             SELECT 1 FROM stylist_blocks sb
             WHERE sb.stylist_id = p.user_id AND sb.active
               AND sb.held && tstzrange(day - interval '1 day', day + interval '2 days'))
       ), inserted AS (
         INSERT INTO bookings (id, customer_id, stylist_id, makeup_service, hair_service, event_date,
           event_time, event_type, service_area_id, travel_minutes, party_size, total_price_cents,
           deposit_cents, status, payment_status)
         SELECT booking_id, ?, stylist_id, 'better', 'styled', event_date, event_time, 'engagement',
           'puyallup', 15, 1, 20000, 6000,
           CASE WHEN event_date < current_date THEN 'completed' ELSE 'confirmed' END,
           CASE WHEN event_date < current_date THEN 'completed' ELSE 'deposit_received' END
         FROM slots
         RETURNING id, stylist_id, event_date, event_time, status
       )
       INSERT INTO stylist_blocks (stylist_id, kind, booking_id, role, held, service, members, active)
       SELECT stylist_id, 'appointment', id, 'lead',
         tstzrange(s - interval '15 minutes', s + interval '165 minutes'),
         tstzrange(s, s + interval '120 minutes'),
         jsonb_build_array(jsonb_build_object('label', 'Client', 'minutes', 120, 'isBride', false,
           'startsAt', to_char(s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))),
         status = 'confirmed'
       FROM (SELECT *, (event_date + event_time::time) AT TIME ZONE 'America/Los_Angeles' AS s FROM inserted) b`,
      [customer],
    );
    await knex.raw('ANALYZE bookings; ANALYZE stylist_blocks;');
    const [{ n }] = await knex('bookings').count('id as n');
    return { stylists: BENCH_TEAM_SIZE, bookings: Number(n) };
  } finally {
    await knex.destroy();
  }
}

/**
 * Availability worked out with nothing kept, in process, one question at a time: what a question
 * costs right after a booking, hours or time-off change has dropped every kept day.
 */
export async function measureColdAvailability(databaseUrl, selections, questions = 100) {
  const { createKnex } = require(path.join(root, 'packages/server/dist/db/knex.js'));
  const { computeAvailability } = require(path.join(root, 'packages/server/dist/staffing/availability.js'));
  const { addDays, todayInBusinessZone } = require(path.join(root, 'packages/domain/dist/slots.js'));
  const knex = createKnex(databaseUrl, { max: 2 });
  const durations = [];
  try {
    const today = todayInBusinessZone();
    for (let n = 0; n < questions; n += 1) {
      const query = Object.fromEntries(new URLSearchParams(selections[n % selections.length]));
      const selection = {
        makeupService: query.makeupService ?? null,
        hairService: query.hairService ?? null,
        bridalPackage: query.bridalPackage ?? null,
        addOns: query.addOns ? query.addOns.split(',') : [],
        partySize: query.partySize ? Number(query.partySize) : null,
        bridesmaidCount: query.bridesmaidCount ? Number(query.bridesmaidCount) : null,
      };
      const area = await knex('service_areas').where({ id: query.serviceArea }).first('id', 'travelMinutes');
      const from = addDays(today, (n * 11) % 330);
      const started = performance.now();
      await computeAvailability(knex, {
        selection,
        area,
        mode: query.timeMode ?? 'start',
        from,
        to: addDays(from, 30),
        notBefore: new Date(),
      });
      durations.push(performance.now() - started);
    }
  } finally {
    await knex.destroy();
  }
  durations.sort((a, b) => a - b);
  const at = (q) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];
  return { questions, p50: at(0.5), p99: at(0.99), max: durations[durations.length - 1] };
}
