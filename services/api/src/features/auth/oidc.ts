import { oidcMessages } from '@beauty/domain/account-messages';
import { hashToken, newToken, safeEqual } from '@beauty/server/tokens';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { browserSigningIn, insertLoginState, loginStateInDate, takeLoginState } from './auth.repository';
import { accountOf, type ProviderIdentity } from './oidc-accounts';
import { discover, type OidcClient, OidcSignInRefused } from './oidc-provider';

/**
 * OpenID Connect sign-in (authorization code + PKCE) with openid-client, used instead of the
 * built-in provider when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. The
 * provider's discovery is in oidc-provider.ts, which account an identity signs in to in
 * oidc-accounts.ts.
 */

const LOGIN_TTL_MS = 10 * 60 * 1000;

const callbackUrl = (deps: AppDeps) => new URL('/api/login/callback', deps.config.publicUrl).toString();

/**
 * The browser that begins a sign-in keeps a random value in this cookie and the login state
 * keeps its hash: a callback address made in another browser (login CSRF) signs no one in.
 */
const BROWSER_COOKIE_PATH = '/api/login';
const browserCookieName = (deps: Pick<AppDeps, 'config'>) =>
  deps.config.publicUrl.protocol === 'https:' ? '__Secure-oidc_login' : 'oidc_login';
const BROWSER_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function readBrowserToken(ctx: Context, deps: AppDeps): string | null {
  const value = ctx.cookies.get(browserCookieName(deps));
  return value && BROWSER_TOKEN_SHAPE.test(value) ? value : null;
}

function setBrowserToken(ctx: Context, deps: AppDeps, value: string | null) {
  const secure = deps.config.publicUrl.protocol === 'https:';
  if (secure) (ctx.cookies as { secure?: boolean }).secure = true;
  ctx.cookies.set(browserCookieName(deps), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: BROWSER_COOKIE_PATH,
    overwrite: true,
    ...(value ? { maxAge: LOGIN_TTL_MS } : {}),
  });
}

export async function beginOidcLogin(
  ctx: Context,
  deps: AppDeps,
  redirect: string,
  data: string | null,
  handoff: string | null = null,
): Promise<string> {
  const { client, configuration } = await discover(deps);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  // A second tab signing in at the same time shares the browser's value, so both can finish.
  const browserToken = readBrowserToken(ctx, deps) ?? newToken();
  await insertLoginState(deps.knex, {
    state,
    codeVerifier,
    nonce,
    redirect,
    data,
    handoffHash: handoff ? hashToken(handoff) : null,
    browserHash: hashToken(browserToken),
    expiresAt: new Date(Date.now() + LOGIN_TTL_MS),
  });
  setBrowserToken(ctx, deps, browserToken);
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

const textClaim = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The sign-in did not get through the provider's token or UserInfo endpoint (logged, not shown). */
const providerFailed = (step: 'token' | 'userinfo', error: unknown, resume: OidcSignInRefused['resume']) => {
  const e = error as { message?: string; error?: string; error_description?: string; code?: string };
  return new OidcSignInRefused(
    400,
    oidcMessages.providerFailed,
    {
      reason: `${step}-failed`,
      error: e?.error ?? e?.code,
      errorDescription: e?.error_description,
      detail: e?.message,
    },
    resume,
  );
};

/**
 * Finish the code flow in the browser that began it; create the user, or link an existing
 * account with the same verified email. Every refusal is an OidcSignInRefused.
 */
export async function completeOidcLogin(
  ctx: Context,
  deps: AppDeps,
): Promise<{
  userId: string;
  redirect: string;
  data: string | null;
  handoffHash: string | null;
  idToken: string | null;
}> {
  const currentUrl = new URL(ctx.originalUrl, deps.config.publicUrl);
  const params = currentUrl.searchParams;
  const state = params.get('state') ?? '';
  let saved = state ? await loginStateInDate(deps.knex, state) : undefined;
  const browserToken = readBrowserToken(ctx, deps);
  const ours = Boolean(
    saved?.browserHash && browserToken && safeEqual(saved.browserHash, hashToken(browserToken)),
  );
  const resume = ours
    ? { redirect: saved.redirect as string, data: (saved.data as string | null) ?? null }
    : null;
  if (ours) {
    // Her sign-in ends here whichever way it goes: the state is used up (once: of two callbacks
    // at the same time, one takes it), and the browser's value goes too unless another of her
    // tabs is still signing in.
    const { browserHash } = saved;
    if (!(await takeLoginState(deps.knex, state))) saved = undefined;
    if (!(await browserSigningIn(deps.knex, browserHash))) setBrowserToken(ctx, deps, null);
  }

  const providerError = params.get('error');
  if (providerError !== null) {
    const reason = {
      reason: 'provider-error',
      error: providerError.slice(0, 100),
      errorDescription: params.get('error_description')?.slice(0, 300),
    };
    if (providerError === 'access_denied')
      throw new OidcSignInRefused(401, oidcMessages.cancelled, reason, resume);
    throw new OidcSignInRefused(400, oidcMessages.providerFailed, reason, resume);
  }
  if (!saved) throw new OidcSignInRefused(400, oidcMessages.expired, { reason: 'unknown-or-expired-state' });
  if (!ours) throw new OidcSignInRefused(403, oidcMessages.otherBrowser, { reason: 'other-browser' });

  const { client, configuration } = await discover(deps);
  let tokens: Awaited<ReturnType<OidcClient['authorizationCodeGrant']>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: state,
      expectedNonce: saved.nonce,
    });
  } catch (error) {
    throw providerFailed('token', error, resume);
  }
  const claims = tokens.claims();
  if (!claims?.sub)
    throw new OidcSignInRefused(401, oidcMessages.noSubject, { reason: 'no-subject' }, resume);

  // The ID token of the code flow may carry only the subject (certified providers release the
  // email and profile at UserInfo): ask there when it has no email.
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
    try {
      source = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    } catch (error) {
      throw providerFailed('userinfo', error, resume);
    }
  }
  const identity: ProviderIdentity = {
    subject: claims.sub,
    email: textClaim(source.email),
    emailVerified: source.email_verified === true,
    firstName: textClaim(source.given_name ?? claims.given_name),
    lastName: textClaim(source.family_name ?? claims.family_name),
  };

  const userId = await accountOf(deps, identity, resume);
  return {
    userId,
    redirect: saved.redirect,
    data: saved.data,
    handoffHash: saved.handoffHash ?? null,
    idToken: tokens.id_token ?? null,
  };
}

/**
 * Where the browser goes once our session has ended: the provider's end-session endpoint, to
 * sign out there too, when it offers one and the session kept her ID token; else home.
 */
export async function signOutDestination(deps: AppDeps, idToken: string | null): Promise<string> {
  if (!deps.config.oidc || !idToken) return '/';
  try {
    const { client, configuration } = await discover(deps);
    if (!configuration.serverMetadata().end_session_endpoint) return '/';
    return client
      .buildEndSessionUrl(configuration, {
        id_token_hint: idToken,
        post_logout_redirect_uri: new URL('/', deps.config.publicUrl).toString(),
      })
      .toString();
  } catch (error) {
    deps.logger.warn({ err: error }, 'OIDC sign-out at the provider skipped');
    return '/';
  }
}
