import { oidcMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import type { AppDeps } from '../../deps';
import { insertUser, linkableUserByEmail, linkIdentity, userByIdentity } from './auth.repository';
import { OidcSignInRefused } from './oidc-provider';

/**
 * Which of our accounts a provider identity signs in to: the one linked to it, else the
 * account with the same email when it may be linked, else a new one.
 */

/** Who the provider says she is. Email and its verification come from one source together. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/**
 * May this provider identity take over the existing account with the same email? The rule for
 * linking an account by email lives here alone.
 */
function mayLinkByEmail(_account: { id: string }, identity: ProviderIdentity): boolean {
  return identity.emailVerified;
}

/** The user id the identity signs in as; refuses (OidcSignInRefused) an identity it may not link. */
export async function accountOf(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  identity: ProviderIdentity,
  resume: OidcSignInRefused['resume'],
): Promise<string> {
  const issuer = deps.config.oidc!.issuer;
  return deps.knex.transaction(async (trx) => {
    const linked = await userByIdentity(trx, issuer, identity.subject);
    if (linked) return linked.id;
    const { email } = identity;
    if (!email) throw new OidcSignInRefused(401, oidcMessages.noEmail, { reason: 'no-email' }, resume);
    const byEmail = await linkableUserByEmail(trx, email);
    if (byEmail) {
      if (!mayLinkByEmail(byEmail, identity))
        throw new OidcSignInRefused(
          401,
          oidcMessages.unverifiedEmail,
          { reason: 'unverified-email' },
          resume,
        );
      // Never join an identity to an account whose address nobody proved (a pre-made account with
      // a password someone else may hold); one without any way in (a stylist booked her in) is safe.
      if (!byEmail.emailVerifiedAt && byEmail.passwordHash)
        throw new OidcSignInRefused(
          401,
          apiMessages.oidcUnconfirmedAccount,
          { reason: 'unconfirmed-local-account' },
          resume,
        );
      await linkIdentity(trx, byEmail.id, issuer, identity.subject);
      return byEmail.id;
    }
    return insertUser(trx, {
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      oidcIssuer: issuer,
      oidcSubject: identity.subject,
    });
  });
}
