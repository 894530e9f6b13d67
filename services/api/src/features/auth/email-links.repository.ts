// The queries of the one-time links (password_reset_tokens): password resets, invitations, email confirmations.
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** The newest confirmation link in date to an address other than `currentEmail`: that address. */
export async function pendingEmailChange(
  db: Db,
  userId: string,
  currentEmail: string,
): Promise<string | null> {
  const row = await db('password_reset_tokens')
    .where({ userId, purpose: 'verify-email' })
    .whereNull('usedAt')
    .where('expiresAt', '>', new Date())
    .whereRaw('lower(email) <> lower(?)', [currentEmail])
    .orderBy('createdAt', 'desc')
    .first('email');
  return row?.email ?? null;
}

/** When the account's confirmation links made since `since` were made, newest first. */
export function confirmationLinksSince(
  trx: Knex.Transaction,
  userId: string,
  since: Date,
): Promise<Array<{ createdAt: Date; continueTo: string | null }>> {
  return trx('password_reset_tokens')
    .where({ userId, purpose: 'verify-email' })
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .select('createdAt', 'continueTo');
}

/** Every confirmation link of the account not used yet stops working. */
export async function useUpConfirmationLinks(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('password_reset_tokens')
    .where({ userId, purpose: 'verify-email' })
    .whereNull('usedAt')
    .update({ usedAt: new Date() });
}

/** A new one-time link's row (no secret yet): its id. */
export async function insertLink(
  trx: Knex.Transaction,
  link: {
    userId: string;
    purpose: string;
    email: string | null;
    expiresAt: Date;
    continueTo?: string | null;
  },
): Promise<string> {
  const [row] = await trx('password_reset_tokens').insert(link).returning('id');
  return row.id as string;
}

/** Every link of the account not used yet stops working. */
export async function useUpLinks(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('password_reset_tokens').where({ userId }).whereNull('usedAt').update({ usedAt: new Date() });
}

/** A link of one of `purposes`, unused and in date, its row locked; undefined otherwise. */
export function lockUsableLink(
  trx: Knex.Transaction,
  tokenHash: string,
  purposes: readonly string[],
): Promise<
  { id: string; userId: string; purpose: string; email: string | null; continueTo: string | null } | undefined
> {
  return trx('password_reset_tokens')
    .where({ tokenHash })
    .whereIn('purpose', purposes)
    .whereNull('usedAt')
    .where('expiresAt', '>', new Date())
    .forUpdate()
    .first('id', 'userId', 'purpose', 'email', 'continueTo');
}

/** Whether the account has an invitation unused and in date. */
export async function hasPendingInvitation(trx: Knex.Transaction, userId: string): Promise<boolean> {
  return Boolean(
    await trx('password_reset_tokens')
      .where({ userId, purpose: 'invite' })
      .whereNull('usedAt')
      .where('expiresAt', '>', new Date())
      .first('id'),
  );
}

/** A link and the current address of its account, or undefined. */
export function linkWithAccountEmail(
  knex: Knex,
  tokenHash: string,
): Promise<
  | { purpose: string; email: string | null; usedAt: Date | null; expiresAt: Date; currentEmail: string }
  | undefined
> {
  return knex('password_reset_tokens as t')
    .join('users as u', 'u.id', 't.userId')
    .where('t.tokenHash', tokenHash)
    .first('t.purpose', 't.email', 't.usedAt', 't.expiresAt', 'u.email as currentEmail');
}
