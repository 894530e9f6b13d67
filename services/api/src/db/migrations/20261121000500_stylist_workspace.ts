import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  /** A stylist's private notes about a client (spec 001 left them unwired; we save them). */
  await knex.schema.createTable('client_notes', (t) => {
    t.uuid('stylist_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('client_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('skin_tone');
    t.text('allergies');
    t.text('preferences');
    t.text('general_notes');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['stylist_id', 'client_id']);
  });

  /** Figures recomputed by the stats worker after every booking event. */
  await knex.schema.createTable('stylist_stats', (t) => {
    t.uuid('stylist_id').primary().references('users.id').onDelete('CASCADE');
    t.integer('todays_bookings').notNullable().defaultTo(0);
    t.integer('this_week_bookings').notNullable().defaultTo(0);
    t.integer('total_clients').notNullable().defaultTo(0);
    t.integer('total_bookings').notNullable().defaultTo(0);
    t.integer('this_month_revenue_cents').notNullable().defaultTo(0);
    t.jsonb('revenue_by_month').notNullable().defaultTo('[]');
    t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  /** Private calendar feed tokens (the .ics subscription address of the Schedule tab). */
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
  await knex.schema.dropTable('stylist_stats');
  await knex.schema.dropTable('client_notes');
}
