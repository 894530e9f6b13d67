import type { Knex } from 'knex';

/** A link's row with its account's address and name, while it can still be used. */
export function usableLinkOf(
  db: Knex,
  tokenId: string,
  userId: string,
  purpose: 'reset' | 'invite' | 'verify-email',
): Promise<
  { tokenId: string; linkEmail: string | null; email: string; firstName: string | null } | undefined
> {
  return db('password_reset_tokens as t')
    .join('users as u', 'u.id', 't.userId')
    .where({ 't.id': tokenId, 't.userId': userId, 't.purpose': purpose })
    .whereNull('t.usedAt')
    .where('t.expiresAt', '>', new Date())
    .first('t.id as tokenId', 't.email as linkEmail', 'u.email', 'u.firstName');
}

/** Store the hash of a link's fresh secret while the link is unused and unexpired; the rows updated. */
export function setLinkHashIfUsable(
  trx: Knex.Transaction,
  tokenId: string,
  tokenHash: string,
): Promise<number> {
  return trx('password_reset_tokens')
    .where({ id: tokenId })
    .whereNull('usedAt')
    .where('expiresAt', '>', new Date())
    .update({ tokenHash });
}

/** Store the hash of the secret last sent, unless the link was used meanwhile. */
export async function setLinkHashIfUnused(
  trx: Knex.Transaction,
  tokenId: string,
  tokenHash: string,
): Promise<void> {
  await trx('password_reset_tokens').where({ id: tokenId }).whereNull('usedAt').update({ tokenHash });
}
