import type { Knex } from 'knex';

/**
 * Issue 13, points 4 and 5: an account's email is confirmed before it counts (sign-up, a change of
 * address), and emailed links travel as row ids, never as tokens.
 *
 * - users.email_verified_at: when the address was proven (a confirmation link, or a password set
 *   from an emailed link). Accounts from before this migration count as confirmed.
 * - password_reset_tokens: a 'verify-email' purpose with the address it confirms (`email`); the
 *   token hash is null until the worker sends the link (it mints the secret when it sends).
 * - email_deliveries.password_token_id: the link an email carries; its stored render holds a slot
 *   where the worker writes the freshly minted token at sending, so no stored copy can be used.
 *   'cancelled': a link email whose link was used up or revoked before it went out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
  });
  await knex('users').update({ emailVerifiedAt: knex.raw('created_at') });

  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.text('email');
  });
  await knex.raw('ALTER TABLE password_reset_tokens ALTER COLUMN token_hash DROP NOT NULL');
  await knex.raw('ALTER TABLE password_reset_tokens DROP CONSTRAINT password_reset_tokens_purpose_check');
  await knex.raw(
    `ALTER TABLE password_reset_tokens ADD CONSTRAINT password_reset_tokens_purpose_check
       CHECK (purpose IN ('reset','invite','verify-email'))`,
  );
  await knex.raw(
    `ALTER TABLE password_reset_tokens ADD CONSTRAINT password_reset_tokens_email_check
       CHECK ((purpose = 'verify-email') = (email IS NOT NULL))`,
  );

  await knex.schema.alterTable('email_deliveries', (t) => {
    t.uuid('password_token_id').references('password_reset_tokens.id').onDelete('SET NULL');
  });
  await knex.raw('ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_status_check');
  await knex.raw(
    `ALTER TABLE email_deliveries ADD CONSTRAINT email_deliveries_status_check
       CHECK (status IN ('pending','sending','sent','failed','cancelled'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_status_check');
  await knex('email_deliveries').where({ status: 'cancelled' }).update({ status: 'failed' });
  await knex.raw(
    `ALTER TABLE email_deliveries ADD CONSTRAINT email_deliveries_status_check
       CHECK (status IN ('pending','sending','sent','failed'))`,
  );
  await knex.schema.alterTable('email_deliveries', (t) => {
    t.dropColumn('password_token_id');
  });
  await knex('password_reset_tokens').where({ purpose: 'verify-email' }).orWhereNull('tokenHash').delete();
  await knex.raw('ALTER TABLE password_reset_tokens DROP CONSTRAINT password_reset_tokens_email_check');
  await knex.raw('ALTER TABLE password_reset_tokens DROP CONSTRAINT password_reset_tokens_purpose_check');
  await knex.raw(
    `ALTER TABLE password_reset_tokens ADD CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset','invite'))`,
  );
  await knex.raw('ALTER TABLE password_reset_tokens ALTER COLUMN token_hash SET NOT NULL');
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.dropColumn('email');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
