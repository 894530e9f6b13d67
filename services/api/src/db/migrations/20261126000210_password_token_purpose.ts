import type { Knex } from 'knex';

/**
 * A password token is either a reset ('forgot password', one hour) or an invitation to set the
 * first password of an account made without one (a client a stylist booked in): same one-time
 * machinery, different wording and lifetime.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.text('purpose').notNullable().defaultTo('reset');
  });
  await knex.raw(
    `ALTER TABLE password_reset_tokens ADD CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset','invite'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.dropColumn('purpose');
  });
}
