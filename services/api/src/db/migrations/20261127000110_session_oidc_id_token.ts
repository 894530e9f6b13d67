import type { Knex } from 'knex';

/** A session begun at an OpenID Connect provider keeps its ID token, the hint for signing out there too. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.text('oidc_id_token');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('oidc_id_token');
  });
}
