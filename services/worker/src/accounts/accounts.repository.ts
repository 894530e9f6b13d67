import type { Knex } from 'knex';

/** The address and first name an account email goes to, or undefined when the account is gone. */
export function accountRecipientOf(
  db: Knex,
  userId: string,
): Promise<{ email: string; firstName: string | null } | undefined> {
  return db('users').where({ id: userId }).first('email', 'firstName');
}
