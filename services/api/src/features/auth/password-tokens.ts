import { type LinkPurpose, linkLifetimeMs } from '@beauty/domain/link-lifetimes';
import { writeEvent } from '@beauty/server/outbox';
import { hashToken } from '@beauty/server/tokens';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { signInMethodsOf } from './auth.repository';
import {
  hasPendingInvitation,
  insertLink,
  linkWithAccountEmail,
  lockUsableLink,
  useUpLinks,
} from './email-links.repository';

/**
 * One-time emailed links: a password reset ('forgot password'), an invitation to set the first
 * password of an account made without one (a stylist booked her in), and a confirmation of an
 * email address (a new account's, or the new address she asked for). How long each works is
 * LINK_LIFETIME_HOURS (@beauty/domain/link-lifetimes), which the emails say too.
 *
 * The secret never travels: a request writes the link's row (no token yet) and an event naming
 * the row; the worker mints the token when it sends the email and stores only its hash on the row
 * (a retry mints again, so only the last link sent works). Using any link of an account, and
 * changing its email, uses up every other link it has.
 */
export type { LinkPurpose };
/** The links that set a password (GET/POST /api/login/reset). */
export type PasswordTokenPurpose = Exclude<LinkPurpose, 'verify-email'>;

/** The row of a link in the caller's transaction (no secret yet); the caller writes the event that emails it. */
export async function issueLink(
  trx: Knex.Transaction,
  userId: string,
  purpose: LinkPurpose,
  email: string | null = null,
  continueTo: string | null = null,
): Promise<string> {
  return insertLink(trx, {
    userId,
    purpose,
    email,
    continueTo,
    expiresAt: new Date(Date.now() + linkLifetimeMs(purpose)),
  });
}

/** Every link of the account not used yet stops working. */
export async function revokeLinks(trx: Knex.Transaction, userId: string): Promise<void> {
  await useUpLinks(trx, userId);
}

export interface TakenLink {
  id: string;
  userId: string;
  purpose: LinkPurpose;
  /** The address a 'verify-email' link confirms. */
  email: string | null;
  /** Where a sign-up's confirmation continues (the page and selections she signed up from), if anywhere. */
  continueTo: string | null;
}

/**
 * Use a link: its row when it is one of `purposes`, unused and in date (locked, so two uses of
 * one link cannot both pass), with every link of the account used up; null otherwise.
 */
export async function takeLink(
  trx: Knex.Transaction,
  token: string,
  purposes: readonly LinkPurpose[],
): Promise<TakenLink | null> {
  const row = await lockUsableLink(trx, hashToken(token), purposes);
  if (!row) return null;
  await revokeLinks(trx, row.userId);
  return row as TakenLink;
}

/** Invite an account without a password to set one: the link's row and the event whose job emails it. */
export async function inviteToSetPassword(trx: Knex.Transaction, userId: string): Promise<void> {
  const tokenId = await issueLink(trx, userId, 'invite');
  await writeEvent(trx, {
    type: 'user.invited',
    entityType: 'user',
    entityId: userId,
    payload: { userId, tokenId },
  });
}

/**
 * An account no one can sign in to yet (no password, no outside provider) and no invitation in
 * date: a stylist booking her in again sends her one (an account made before invitations existed).
 */
export async function awaitsInvitation(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const user = await signInMethodsOf(trx, userId);
  if (!user || user.passwordHash || user.oidcSubject) return false;
  return !(await hasPendingInvitation(trx, userId));
}

/**
 * What a link is for, the address it confirms (and whether that is a new address for the
 * account), and whether it may still be used; null when unknown.
 */
export async function readLink(
  deps: Pick<AppDeps, 'knex'>,
  token: string,
): Promise<{ purpose: LinkPurpose; email: string | null; changesEmail: boolean; usable: boolean } | null> {
  const row = await linkWithAccountEmail(deps.knex, hashToken(token));
  if (!row) return null;
  return {
    purpose: row.purpose as LinkPurpose,
    email: row.email ?? null,
    changesEmail: Boolean(row.email) && row.email!.toLowerCase() !== row.currentEmail.toLowerCase(),
    usable: !row.usedAt && new Date(row.expiresAt) > new Date(),
  };
}
