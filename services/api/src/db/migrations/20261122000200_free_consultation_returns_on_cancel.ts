import type { Knex } from 'knex';

/**
 * A free consultation that came with a booking the customer cancelled is theirs to use again:
 * only a consultation that is not cancelled holds the one free place per customer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX consultations_one_free_per_customer');
  await knex.raw(
    `CREATE UNIQUE INDEX consultations_one_free_per_customer ON consultations (customer_id)
     WHERE used_free_consultation AND status <> 'cancelled'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX consultations_one_free_per_customer');
  await knex.raw(
    'CREATE UNIQUE INDEX consultations_one_free_per_customer ON consultations (customer_id) WHERE used_free_consultation',
  );
}
