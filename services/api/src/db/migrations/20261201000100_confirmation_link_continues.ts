import type { Knex } from 'knex';

/**
 * Where a sign-up's email confirmation continues: the page she was going to when she signed up,
 * with her booking selections (a same-site path, as sign-in lands on it). The confirmation page
 * links there, so a bride who confirms on her phone goes on with the booking she began.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.text('continue_to');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.dropColumn('continue_to');
  });
}
