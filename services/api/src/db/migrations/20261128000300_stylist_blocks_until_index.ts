import type { Knex } from 'knex';

/**
 * A stylist's blocks from a point in time on (the calendar feed: her time from 30 days ago),
 * found by index rather than by reading every block of the team and every booking: with five
 * years of a busy studio (issue 14 point 9) the feed's query went from ~250 ms to a few.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS stylist_blocks_stylist_until_idx ON stylist_blocks (stylist_id, upper(held))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS stylist_blocks_stylist_until_idx');
}
