import { apiMessages } from '@beauty/domain/messages';
import type { AppDeps } from '../../deps';
import { Unauthorized } from '../../http/errors';
import { hashToken } from '../../lib/tokens';

/**
 * OpenID Connect sign-in (authorization code + PKCE) with openid-client, used instead of the
 * built-in provider when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 * openid-client is ESM-only, hence the dynamic import.
 */
type OidcClient = typeof import('openid-client');
type OidcConfiguration = import('openid-client').Configuration;

let cached: { issuer: string; client: OidcClient; configuration: OidcConfiguration } | null = null;

async function discover(deps: AppDeps) {
  const oidc = deps.config.oidc;
  if (!oidc) throw new Error('OIDC is not configured');
  if (cached?.issuer === oidc.issuer) return cached;
  const client: OidcClient = await import('openid-client');
  const issuer = new URL(oidc.issuer);
  const options = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
  const configuration = await client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, options);
  cached = { issuer: oidc.issuer, client, configuration };
  return cached;
}

const callbackUrl = (deps: AppDeps) => new URL('/api/login/callback', deps.config.publicUrl).toString();

export async function beginOidcLogin(
  deps: AppDeps,
  redirect: string,
  data: string | null,
  handoff: string | null = null,
): Promise<string> {
  const { client, configuration } = await discover(deps);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await deps.knex('login_states').insert({
    state,
    codeVerifier,
    nonce,
    redirect,
    data,
    handoffHash: handoff ? hashToken(handoff) : null,
    expiresAt: new Date(Date.now() + 10 * 60 * 1000),
  });
  await deps.knex('login_states').where('expiresAt', '<', new Date()).delete();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(deps),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.toString();
}

/** Finish the code flow; create the user, or link an existing account with the same verified email. */
export async function completeOidcLogin(
  deps: AppDeps,
  currentUrl: URL,
): Promise<{ userId: string; redirect: string; data: string | null; handoffHash: string | null }> {
  const { client, configuration } = await discover(deps);
  const state = currentUrl.searchParams.get('state') ?? '';
  const saved = await deps.knex('login_states').where({ state }).where('expiresAt', '>', new Date()).first();
  if (!saved) throw new Unauthorized('Your sign-in took too long or was already used. Please try again.');
  await deps.knex('login_states').where({ state }).delete();
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: saved.codeVerifier,
    expectedState: state,
    expectedNonce: saved.nonce,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Unauthorized('The sign-in provider did not identify you.');
  const issuer = deps.config.oidc!.issuer;
  const email = typeof claims.email === 'string' ? claims.email : null;
  const userId = await deps.knex.transaction(async (trx) => {
    const linked = await trx('users').where({ oidcIssuer: issuer, oidcSubject: claims.sub }).first('id');
    if (linked) return linked.id as string;
    if (!email) throw new Unauthorized('The sign-in provider did not share an email address.');
    const byEmail = await trx('users')
      .whereRaw('lower(email) = lower(?)', [email])
      .first('id', 'emailVerifiedAt', 'passwordHash');
    if (byEmail) {
      if (claims.email_verified !== true)
        throw new Unauthorized('Please verify your email with the sign-in provider first.');
      // Never join an identity to an account whose address nobody proved (a pre-made account with
      // a password someone else may hold); one without any way in (a stylist booked her in) is safe.
      if (!byEmail.emailVerifiedAt && byEmail.passwordHash)
        throw new Unauthorized(apiMessages.oidcUnconfirmedAccount);
      await trx('users').where({ id: byEmail.id }).update({ oidcIssuer: issuer, oidcSubject: claims.sub });
      return byEmail.id as string;
    }
    const [row] = await trx('users')
      .insert({
        email,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
        lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
        oidcIssuer: issuer,
        oidcSubject: claims.sub,
      })
      .returning('id');
    return row.id as string;
  });
  return { userId, redirect: saved.redirect, data: saved.data, handoffHash: saved.handoffHash ?? null };
}
