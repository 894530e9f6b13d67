import type { Knex } from 'knex';

/**
 * Open consultations in the order the staff list pages them (to schedule first, oldest request
 * first, then by date and time; created_at and id break ties), as a keyset over expressions that
 * are never null, so GET /api/staff/consultations?after=… reads one page from the index
 * (issue 14 point 9). It replaces consultations_open_by_date_idx, which had no id to page on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS consultations_open_keyset_idx ON consultations
       ((coalesce(scheduled_date, '-infinity'::date)), (coalesce(scheduled_time, '')), created_at, id)
     WHERE status IN ('requested', 'scheduled')`,
  );
  await knex.raw('DROP INDEX IF EXISTS consultations_open_by_date_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS consultations_open_by_date_idx ON consultations (scheduled_date NULLS FIRST, scheduled_time, created_at)
     WHERE status IN ('requested', 'scheduled')`,
  );
  await knex.raw('DROP INDEX IF EXISTS consultations_open_keyset_idx');
}
