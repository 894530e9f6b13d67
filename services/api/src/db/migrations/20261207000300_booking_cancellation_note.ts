import type { Knex } from 'knex';

/**
 * What the studio wrote to the client when it cancelled her booking (optional): sent in the
 * cancellation email and shown on her booking's page.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.text('cancellation_note');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('cancellation_note');
  });
}
