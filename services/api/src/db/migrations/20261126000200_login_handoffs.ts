import type { Knex } from 'knex';

/**
 * The name, email and phone a bride typed on the landing booking form, held for the sign-in page
 * for a short while (the address carries only a token, so no log keeps her details). Rows are
 * keyed by the token's hash, used once, and deleted when expired.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_handoffs', (t) => {
    t.text('token_hash').primary();
    t.text('first_name').notNullable();
    t.text('last_name');
    t.text('email').notNullable();
    t.text('phone');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_handoffs');
}
