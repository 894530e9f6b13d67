import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('first_name');
    t.text('last_name');
    t.text('phone');
    t.text('role').notNullable().defaultTo('customer');
    t.text('password_hash');
    t.text('oidc_issuer');
    t.text('oidc_subject');
    t.timestamp('role_changed_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(
    `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer','stylist','admin'))`,
  );
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await knex.raw(
    'CREATE UNIQUE INDEX users_oidc_unique ON users (oidc_issuer, oidc_subject) WHERE oidc_subject IS NOT NULL',
  );
  await knex.raw('CREATE INDEX users_created_at_idx ON users (created_at DESC)');

  await knex.schema.createTable('sessions', (t) => {
    t.text('id_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.text('user_agent');
    t.text('ip');
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  /** Short-lived state of an OIDC sign-in (state, nonce, PKCE verifier, where to return). */
  await knex.schema.createTable('login_states', (t) => {
    t.text('state').primary();
    t.text('code_verifier').notNullable();
    t.text('nonce').notNullable();
    t.text('redirect').notNullable();
    t.text('data');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_states');
  await knex.schema.dropTable('password_reset_tokens');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
