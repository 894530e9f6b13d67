import { accountMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import type {
  PasswordChange,
  RegisterInput,
  ResetPasswordInput,
  SignInInput,
} from '@beauty/domain/schemas/user';
import { writeEvent } from '@beauty/server/outbox';
import argon2 from 'argon2';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { AppError, Conflict, Invalid, Unauthorized, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { deleteSessionsOf, insertUser, lockUserPassword, savePassword, userByEmail } from './auth.repository';
import { requestEmailConfirmation } from './email-confirmation';
import { inviteToSetPassword, issueLink, type PasswordTokenPurpose, takeLink } from './password-tokens';

const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verifying against a fixed hash when the email is unknown keeps timing alike for both cases.
let dummyHash: Promise<string> | null = null;

export async function verifyCredentials(deps: Pick<AppDeps, 'knex'>, input: SignInInput): Promise<string> {
  const user = await userByEmail(deps.knex, input.email.trim());
  dummyHash ??= argon2.hash('not-a-real-password', ARGON2);
  const hash = user?.passwordHash ?? (await dummyHash);
  const ok = await argon2.verify(hash, input.password).catch(() => false);
  if (!user?.passwordHash || !ok) throw new Unauthorized(apiMessages.badCredentials);
  return user.id as string;
}

export type Registration = { kind: 'created'; userId: string } | { kind: 'emailed' };

/**
 * A new email gets an account (signed in at once), unconfirmed until she opens the link emailed
 * to the address (she books only after that). An email that has one gets the same answer
 * whichever kind it is, and the difference goes by email only: an account without a password
 * (a stylist booked her in) is invited to set one, an account with a password is told it exists.
 */
export async function registerUser(
  deps: Pick<AppDeps, 'knex'>,
  input: RegisterInput,
  /** Where her email confirmation goes on to: the page (and selections) she signed up from. */
  continueTo: string | null = null,
): Promise<Registration> {
  const email = input.email.trim();
  const existing = await userByEmail(deps.knex, email);
  if (existing) return emailExistingAccount(deps, existing.id);
  const passwordHash = await argon2.hash(input.password, ARGON2);
  try {
    const userId = await deps.knex.transaction(async (trx) => {
      const id = await insertUser(trx, {
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName?.trim() || null,
        phone: input.phone?.trim() || null,
        passwordHash,
        emailVerifiedAt: null,
      });
      await requestEmailConfirmation(trx, id, email, continueTo);
      return id;
    });
    return { kind: 'created', userId };
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    // Registered a moment ago by another request: the same answer as any existing account.
    const raced = await userByEmail(deps.knex, email);
    return emailExistingAccount(deps, raced!.id);
  }
}

async function emailExistingAccount(deps: Pick<AppDeps, 'knex'>, userId: string): Promise<Registration> {
  await deps.knex.transaction(async (trx) => {
    const user = await lockUserPassword(trx, userId);
    if (!user.passwordHash) return inviteToSetPassword(trx, userId);
    await writeEvent(trx, {
      type: 'user.registration_repeated',
      entityType: 'user',
      entityId: userId,
      payload: { userId },
    });
  });
  return { kind: 'emailed' };
}

/** Always the same answer; only a real account gets an email (through the outbox). */
export async function requestPasswordReset(deps: Pick<AppDeps, 'knex'>, email: string): Promise<void> {
  const user = await userByEmail(deps.knex, email.trim());
  if (!user) return;
  await deps.knex.transaction(async (trx) => {
    const tokenId = await issueLink(trx, user.id, 'reset');
    await writeEvent(trx, {
      type: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      payload: { userId: user.id, tokenId },
    });
  });
}

/**
 * Set a password with a one-time link (a reset or an invitation): every link of the account is
 * used up and every session of the user ends. The link came to her address, so it confirms the
 * address too. A used or expired link changes nothing (422).
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'knex'>,
  input: ResetPasswordInput,
): Promise<{ email: string; purpose: PasswordTokenPurpose }> {
  const passwordHash = await argon2.hash(input.password, ARGON2);
  return deps.knex.transaction(async (trx) => {
    const row = await takeLink(trx, input.token, ['reset', 'invite']);
    if (!row) throw new Unprocessable(apiMessages.resetInvalid);
    const now = new Date();
    const email = await savePassword(trx, row.userId, passwordHash, now);
    await deleteSessionsOf(trx, row.userId);
    // A reset replaced a password: she is told (an invitation sets her first one).
    if (row.purpose === 'reset') await passwordChanged(trx, row.userId);
    return { email, purpose: row.purpose as PasswordTokenPurpose };
  });
}

/** 422 for a wrong current password: the one refusal the password-change limit counts as a guess. */
export class WrongCurrentPassword extends AppError {
  constructor() {
    super(422, accountMessages.currentPasswordWrong, [
      { field: 'currentPassword', message: accountMessages.currentPasswordWrong },
    ]);
  }
}

/**
 * A signed-in user changes her password with her current one (the built-in provider only: with
 * OpenID Connect, or before she has set one, 409). Every other session of hers ends; the one she
 * changed it from (`sessionIdHash`) stays. A wrong current password is a 422 and changes nothing.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser,
  input: PasswordChange,
  sessionIdHash: string | null,
): Promise<{ message: string }> {
  if (deps.config.oidc) throw new Conflict(accountMessages.passwordManagedByProvider);
  if (input.newPassword === input.currentPassword) {
    throw new Invalid(
      [{ field: 'newPassword', message: accountMessages.samePassword }],
      accountMessages.samePassword,
    );
  }
  const passwordHash = await argon2.hash(input.newPassword, ARGON2);
  await deps.knex.transaction(async (trx) => {
    const row = await lockUserPassword(trx, user.id);
    if (!row.passwordHash) throw new Conflict(accountMessages.noPasswordYet);
    const ok = await argon2.verify(row.passwordHash, input.currentPassword).catch(() => false);
    if (!ok) throw new WrongCurrentPassword();
    await savePassword(trx, user.id, passwordHash, new Date());
    await deleteSessionsOf(trx, user.id, sessionIdHash);
    await passwordChanged(trx, user.id);
  });
  return { message: accountMessages.passwordChanged };
}

/** The event whose job tells her address that the password changed. */
function passwordChanged(trx: Knex.Transaction, userId: string) {
  return writeEvent(trx, {
    type: 'user.password_changed',
    entityType: 'user',
    entityId: userId,
    payload: { userId },
  });
}
