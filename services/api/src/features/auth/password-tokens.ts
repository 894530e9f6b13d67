import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { writeEvent } from '../../lib/outbox';
import { hashToken, newToken } from '../../lib/tokens';

/**
 * One-time links to set a password: a reset ('forgot password', one hour) or an invitation to an
 * account made without a password (a stylist booked her in; a week, the time a client may take to
 * open her email). Stored only as hashes; setting a password uses up every link of the account.
 */
export type PasswordTokenPurpose = 'reset' | 'invite';

const TTL_MS: Record<PasswordTokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** Mint a link's token in the caller's transaction; the caller writes the event that emails it. */
export async function issuePasswordToken(
  trx: Knex.Transaction,
  userId: string,
  purpose: PasswordTokenPurpose,
): Promise<string> {
  const token = newToken();
  await trx('password_reset_tokens').insert({
    userId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return token;
}

/** Invite an account without a password to set one: a token and the event whose job emails it. */
export async function inviteToSetPassword(trx: Knex.Transaction, userId: string): Promise<void> {
  const inviteToken = await issuePasswordToken(trx, userId, 'invite');
  await writeEvent(trx, {
    type: 'user.invited',
    entityType: 'user',
    entityId: userId,
    payload: { userId, inviteToken },
  });
}

/**
 * An account no one can sign in to yet (no password, no outside provider) and no invitation in
 * date: a stylist booking her in again sends her one (an account made before invitations existed).
 */
export async function awaitsInvitation(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const user = await trx('users').where({ id: userId }).first('passwordHash', 'oidcSubject');
  if (!user || user.passwordHash || user.oidcSubject) return false;
  const pending = await trx('password_reset_tokens')
    .where({ userId, purpose: 'invite' })
    .whereNull('usedAt')
    .where('expiresAt', '>', new Date())
    .first('id');
  return !pending;
}

/** What a link is for and whether it may still be used (not used, not expired); null when unknown. */
export async function readPasswordToken(
  deps: Pick<AppDeps, 'knex'>,
  token: string,
): Promise<{ purpose: PasswordTokenPurpose; usable: boolean } | null> {
  const row = await deps
    .knex('password_reset_tokens')
    .where({ tokenHash: hashToken(token) })
    .first('purpose', 'usedAt', 'expiresAt');
  if (!row) return null;
  return { purpose: row.purpose, usable: !row.usedAt && new Date(row.expiresAt) > new Date() };
}
