import type { Knex } from 'knex';

/**
 * Events a worker writes on its own (a booking's reminder coming due) may be attempted more than
 * once; a unique key makes the second attempt a no-op. Events written by requests leave it NULL.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox_events', (t) => {
    t.text('dedupe_key').unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox_events', (t) => {
    t.dropColumn('dedupe_key');
  });
}
