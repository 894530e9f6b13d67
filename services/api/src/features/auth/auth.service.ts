import { apiMessages } from '@beauty/domain/messages';
import type { RegisterInput, ResetPasswordInput, SignInInput } from '@beauty/domain/schemas/user';
import argon2 from 'argon2';
import type { AppDeps } from '../../deps';
import { Conflict, Unauthorized, Unprocessable } from '../../http/errors';
import { writeEvent } from '../../lib/outbox';
import { hashToken, newToken } from '../../lib/tokens';

const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const RESET_TTL_MS = 60 * 60 * 1000;

// Verifying against a fixed hash when the email is unknown keeps timing alike for both cases.
let dummyHash: Promise<string> | null = null;

export async function verifyCredentials(deps: Pick<AppDeps, 'knex'>, input: SignInInput): Promise<string> {
  const user = await deps
    .knex('users')
    .whereRaw('lower(email) = lower(?)', [input.email.trim()])
    .first('id', 'passwordHash');
  dummyHash ??= argon2.hash('not-a-real-password', ARGON2);
  const hash = user?.passwordHash ?? (await dummyHash);
  const ok = await argon2.verify(hash, input.password).catch(() => false);
  if (!user?.passwordHash || !ok) throw new Unauthorized(apiMessages.badCredentials);
  return user.id as string;
}

export async function registerUser(deps: Pick<AppDeps, 'knex'>, input: RegisterInput): Promise<string> {
  const email = input.email.trim();
  const exists = await deps.knex('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (exists) throw new Conflict(apiMessages.emailTaken);
  const passwordHash = await argon2.hash(input.password, ARGON2);
  try {
    const [row] = await deps
      .knex('users')
      .insert({
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName?.trim() || null,
        passwordHash,
      })
      .returning('id');
    return row.id as string;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new Conflict(apiMessages.emailTaken);
    throw error;
  }
}

/** Always the same answer; only a real account gets an email (through the outbox). */
export async function requestPasswordReset(deps: Pick<AppDeps, 'knex'>, email: string): Promise<void> {
  const user = await deps.knex('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first('id');
  if (!user) return;
  const token = newToken();
  await deps.knex.transaction(async (trx) => {
    await trx('password_reset_tokens').insert({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await writeEvent(trx, {
      type: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      payload: { userId: user.id, resetToken: token },
    });
  });
}

export async function isResetTokenUsable(deps: Pick<AppDeps, 'knex'>, token: string): Promise<boolean> {
  const row = await deps
    .knex('password_reset_tokens')
    .where({ tokenHash: hashToken(token) })
    .whereNull('usedAt')
    .where('expiresAt', '>', new Date())
    .first('id');
  return Boolean(row);
}

/** Set a new password with a one-time token; every existing session of the user ends. */
export async function resetPassword(deps: Pick<AppDeps, 'knex'>, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await argon2.hash(input.password, ARGON2);
  await deps.knex.transaction(async (trx) => {
    const row = await trx('password_reset_tokens')
      .where({ tokenHash: hashToken(input.token) })
      .whereNull('usedAt')
      .where('expiresAt', '>', new Date())
      .forUpdate()
      .first('id', 'userId');
    if (!row) throw new Unprocessable(apiMessages.resetInvalid);
    await trx('password_reset_tokens').where({ id: row.id }).update({ usedAt: new Date() });
    await trx('users').where({ id: row.userId }).update({ passwordHash, updatedAt: new Date() });
    await trx('sessions').where({ userId: row.userId }).delete();
  });
}
