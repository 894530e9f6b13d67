import type { Knex } from 'knex';

/**
 * The client's name and phone as staff gave them for a booking they made (New Appointment).
 * Staff see these on that booking rather than the account's own, so booking an email that has
 * an account never shows the stylist what the account holds (issue 13 point 7).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.boolean('contact_given').notNullable().defaultTo(false);
    t.text('contact_first_name');
    t.text('contact_last_name');
    t.text('contact_phone');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('contact_given');
    t.dropColumn('contact_first_name');
    t.dropColumn('contact_last_name');
    t.dropColumn('contact_phone');
  });
}
