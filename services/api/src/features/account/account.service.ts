import { accountMessages } from '@beauty/domain/account-messages';
import type { AuthUser, ProfileUpdate } from '@beauty/domain/schemas/user';
import type { AppDeps } from '../../deps';
import { Conflict } from '../../errors';
import type { SessionUser } from '../../http/session';
import { blankToNull } from '../../lib/text';
import { authUserOf, requestEmailChange } from '../auth/email-confirmation';
import { emailTakenByAnother, saveOwnProfile } from './account.repository';

/**
 * Save the signed-in user's own profile. A new email is not saved at once: the new address gets a
 * link (24 hours) and the email changes when it is opened (issue 13, point 4); an address another
 * account uses is a 409. With an OpenID Connect provider the email is the provider's: a new one is
 * refused (409) and nothing is saved.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser,
  input: ProfileUpdate,
): Promise<AuthUser> {
  const email = input.email.trim();
  // Another spelling of the same address (case) is saved as it is; only a new address needs its link.
  const newAddress = email.toLowerCase() !== user.email.toLowerCase();
  if (newAddress && deps.config.oidc) throw new Conflict(accountMessages.emailManagedByProvider);
  if (await emailTakenByAnother(deps.knex, email, user.id)) throw new Conflict(accountMessages.emailTaken);
  try {
    const row = await deps.knex.transaction(async (trx) => {
      const saved = await saveOwnProfile(trx, user.id, {
        firstName: blankToNull(input.firstName),
        lastName: blankToNull(input.lastName),
        ...(newAddress ? {} : { email }),
        phone: blankToNull(input.phone),
      });
      if (newAddress) await requestEmailChange(trx, user.id, email);
      return saved;
    });
    const { firstName, lastName, email: savedEmail, phone } = row;
    return await authUserOf(deps, { ...user, firstName, lastName, email: savedEmail, phone });
  } catch (error) {
    // Two accounts racing for the same address: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new Conflict(accountMessages.emailTaken);
    throw error;
  }
}
