import type { Knex } from 'knex';

/**
 * Bookings by appointment time, whoever holds them: GET /api/stylist/bookings reads those from
 * today on, and pages the finished past ones newest first by (event_date, event_time, id) keyset
 * (issue 14 point 9), for an admin with no other condition to start an index from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS bookings_when_idx ON bookings (event_date, event_time, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_when_idx');
}
