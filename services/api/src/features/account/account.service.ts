import { accountMessages } from '@beauty/domain/messages';
import type { ProfileUpdate, User } from '@beauty/domain/schemas/user';
import { normalizeRole } from '@beauty/domain/status';
import type { AppDeps } from '../../deps';
import { Conflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Save the signed-in user's own profile; an email another account uses is a 409. */
export async function updateProfile(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  input: ProfileUpdate,
): Promise<User> {
  const email = input.email.trim();
  const taken = await deps
    .knex('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNot({ id: user.id })
    .first('id');
  if (taken) throw new Conflict(accountMessages.emailTaken);
  try {
    const [row] = await deps
      .knex('users')
      .where({ id: user.id })
      .update({
        firstName: blankToNull(input.firstName),
        lastName: blankToNull(input.lastName),
        email,
        phone: blankToNull(input.phone),
        updatedAt: deps.knex.fn.now(),
      })
      .returning(['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'createdAt']);
    return { ...row, role: normalizeRole(row.role), createdAt: new Date(row.createdAt).toISOString() };
  } catch (error) {
    // Two accounts racing for the same new address: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new Conflict(accountMessages.emailTaken);
    throw error;
  }
}
