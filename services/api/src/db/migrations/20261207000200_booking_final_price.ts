import type { Knex } from 'knex';

/**
 * A booking's final price: when staff set it (the total is then the price they agreed with the
 * client, no longer the estimate it was booked with), who did, and the estimate it replaced (the
 * total as booked). Null until then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.integer('estimate_cents');
    t.timestamp('price_set_at', { useTz: true });
    t.uuid('price_set_by').references('users.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('price_set_by');
    t.dropColumn('price_set_at');
    t.dropColumn('estimate_cents');
  });
}
