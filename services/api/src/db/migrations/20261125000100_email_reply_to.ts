import type { Knex } from 'knex';

/**
 * Staff emails answer to the person they are about (the customer, the applicant, whoever wrote):
 * the Reply-To is stored with the render, so a retry sends the same header.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_deliveries', (t) => {
    t.text('reply_to');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_deliveries', (t) => {
    t.dropColumn('reply_to');
  });
}
