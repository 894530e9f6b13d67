import type { Knex } from 'knex';

/**
 * The studio's figures for an admin's Stylist Dashboard: every booking once, whoever works on it
 * (summing the stylists' rows would count a bridal party's booking once per stylist sent, and miss
 * the unassigned ones). One row, kept by the stats worker as stylist_stats is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('studio_stats', (t) => {
    t.text('scope').primary().checkIn(['studio'], 'studio_stats_one_row');
    t.integer('todays_bookings').notNullable().defaultTo(0);
    t.integer('this_week_bookings').notNullable().defaultTo(0);
    t.integer('total_clients').notNullable().defaultTo(0);
    t.integer('total_bookings').notNullable().defaultTo(0);
    t.integer('this_month_revenue_cents').notNullable().defaultTo(0);
    t.jsonb('revenue_by_month').notNullable().defaultTo('[]');
    t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('studio_stats');
}
