import type { Knex } from 'knex';

/**
 * An OpenID Connect sign-in belongs to the browser that started it: the hash of a random value
 * kept in that browser's cookie, so a callback address made elsewhere signs no one in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_states', (t) => {
    t.text('browser_hash');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_states', (t) => {
    t.dropColumn('browser_hash');
  });
}
