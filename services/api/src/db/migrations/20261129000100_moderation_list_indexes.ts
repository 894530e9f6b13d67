import type { Knex } from 'knex';

/** Each moderated table and the status that waits for the admin (the tab badge counts it). */
const AWAITING = [
  ['consultation_requests', 'new'],
  ['testimonials', 'pending'],
  ['contact_messages', 'new'],
] as const;

/**
 * The admin's moderation lists are paged (issue 14 point 9): those awaiting action first, then the
 * handled ones, each newest first by (created_at, id) keyset. A partial index per group serves
 * each page and the badge count (an index-only count of the awaiting one) however many handled
 * rows the years add.
 */
export async function up(knex: Knex): Promise<void> {
  for (const [table, status] of AWAITING) {
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS ${table}_awaiting_idx ON ${table} (created_at, id) WHERE status = '${status}'`,
    );
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS ${table}_handled_idx ON ${table} (created_at, id) WHERE status <> '${status}'`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of AWAITING) {
    await knex.raw(`DROP INDEX IF EXISTS ${table}_awaiting_idx`);
    await knex.raw(`DROP INDEX IF EXISTS ${table}_handled_idx`);
  }
}
