import type { Knex } from 'knex';

/** An OpenID Connect sign-in carries the landing form's contact hand-off (its token's hash) to the callback. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_states', (t) => {
    t.text('handoff_hash');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_states', (t) => {
    t.dropColumn('handoff_hash');
  });
}
