import { accountMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import type { AuthUser } from '@beauty/domain/schemas/user';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { AppError, Conflict, Forbidden, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import {
  changeEmail,
  emailStateOf,
  emailTakenByOther,
  lockEmailState,
  lockUserEmail,
  markEmailVerified,
} from './auth.repository';
import { confirmationLinksSince, pendingEmailChange, useUpConfirmationLinks } from './email-links.repository';
import { issueLink, takeLink } from './password-tokens';

/**
 * Whose is an email address (issue 13, point 4). A built-in sign-up is unconfirmed until its
 * owner opens the emailed link; until then the account books nothing and is never joined to an
 * outside identity by email. An account signed in through the OpenID Connect provider has its
 * email from the provider, which counts as confirmed.
 */
export const isEmailConfirmed = (row: { emailVerifiedAt?: unknown; oidcSubject?: unknown }) =>
  Boolean(row.emailVerifiedAt || row.oidcSubject);

/** Resends of the confirmation link: one every few minutes, a handful a day, per account. */
const RESEND_EVERY_MS = 2 * 60 * 1000;
const RESENDS_PER_DAY = 5;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** GET /api/auth/user: the session's user with her email's state. */
export async function authUserOf(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser,
): Promise<AuthUser> {
  const row = await emailStateOf(deps.knex, user.id);
  return {
    ...user,
    emailConfirmed: isEmailConfirmed(row ?? {}),
    pendingEmail: await pendingEmailChange(deps.knex, user.id, user.email),
    emailManagedByProvider: Boolean(deps.config.oidc),
    passwordSignIn: !deps.config.oidc && Boolean(row?.hasPassword),
  };
}

/** 403 until her email is confirmed (booking): the words say where the link went. */
export async function requireConfirmedEmail(deps: Pick<AppDeps, 'knex'>, user: SessionUser): Promise<void> {
  const row = await emailStateOf(deps.knex, user.id);
  if (!row || !isEmailConfirmed(row)) throw new Forbidden(accountMessages.confirmEmailFirst(user.email));
}

/**
 * A link to confirm the account's current address, and the event that emails it (sign-up, a
 * resend); `continueTo` is where the confirmation page goes on to (the page she signed up from).
 */
export async function requestEmailConfirmation(
  trx: Knex.Transaction,
  userId: string,
  email: string,
  continueTo: string | null = null,
) {
  await emailLink(trx, userId, email, 'user.email_confirmation_requested', continueTo);
}

/** A confirmation link to `email` and the event that emails it. */
async function emailLink(
  trx: Knex.Transaction,
  userId: string,
  email: string,
  type: 'user.email_confirmation_requested' | 'user.email_change_requested',
  continueTo: string | null = null,
) {
  const tokenId = await issueLink(trx, userId, 'verify-email', email, continueTo);
  await writeEvent(trx, { type, entityType: 'user', entityId: userId, payload: { userId, tokenId } });
}

/**
 * A link to a new address she asked for; only the newest address asked for stays pending (the
 * links to addresses asked for before stop working). Her email changes when the link is opened.
 */
export async function requestEmailChange(trx: Knex.Transaction, userId: string, newEmail: string) {
  await useUpConfirmationLinks(trx, userId);
  await emailLink(trx, userId, newEmail, 'user.email_change_requested');
}

/** POST /api/account/email-confirmation: send the link again (per account: not too often). */
export async function resendEmailConfirmation(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
): Promise<{ message: string }> {
  return deps.knex.transaction(async (trx) => {
    // Locked, so two resends at once count each other.
    const row = await lockEmailState(trx, user.id);
    if (isEmailConfirmed(row)) throw new Conflict(accountMessages.alreadyConfirmed);
    const recent = await confirmationLinksSince(trx, user.id, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const last = recent[0] ? new Date(recent[0].createdAt).getTime() : 0;
    const waitMs = Math.max(
      last + RESEND_EVERY_MS - Date.now(),
      recent.length >= RESENDS_PER_DAY ? 3600_000 : 0,
    );
    if (waitMs > 0) {
      throw new AppError(429, accountMessages.confirmationResendWait, [], {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      });
    }
    // The new link goes on where the sign-up's did.
    await requestEmailConfirmation(trx, user.id, row.email, recent[0]?.continueTo ?? null);
    return { message: accountMessages.confirmationResent(row.email) };
  });
}

export type EmailConfirmed =
  | { kind: 'confirmed'; email: string; continueTo: string | null }
  | { kind: 'changed'; email: string };

/**
 * Open a confirmation link (POST from its page, so a mail scanner fetching the link confirms
 * nothing). Its own address: the account is confirmed. A new address: the email changes, if no
 * other account took the address meanwhile, and the old address is told. Either way every other
 * link of the account stops working, and nobody is signed in.
 */
export async function confirmEmail(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  token: string,
): Promise<EmailConfirmed> {
  try {
    return await deps.knex.transaction(async (trx) => {
      const link = await takeLink(trx, token, ['verify-email']);
      if (!link?.email) throw new Unprocessable(apiMessages.confirmInvalid);
      const user = await lockUserEmail(trx, link.userId);
      const now = new Date();
      if (sameAddress(link.email, user.email)) {
        await markEmailVerified(trx, link.userId, now);
        return { kind: 'confirmed' as const, email: user.email, continueTo: link.continueTo };
      }
      if (deps.config.oidc) throw new Unprocessable(accountMessages.emailManagedByProvider);
      if (await emailTakenByOther(trx, link.email, link.userId))
        throw new Conflict(accountMessages.emailTaken);
      await changeEmail(trx, link.userId, link.email, now);
      await writeEvent(trx, {
        type: 'user.email_changed',
        entityType: 'user',
        entityId: link.userId,
        payload: { userId: link.userId, previousEmail: user.email },
      });
      return { kind: 'changed' as const, email: link.email };
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new Conflict(accountMessages.emailTaken);
    throw error;
  }
}
