import { oidcMessages } from '@beauty/domain/account-messages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * The OpenID Connect provider as openid-client sees it: found once per issuer (discovery) and
 * kept; and the refusal every step of an OIDC sign-in answers with.
 * openid-client is ESM-only, hence the dynamic import.
 */
export type OidcClient = typeof import('openid-client');
type OidcConfiguration = import('openid-client').Configuration;

/** A sign-in that ended without signing anyone in: the sign-in page shows the message. */
export class OidcSignInRefused extends AppError {
  constructor(
    status: number,
    message: string,
    /** Why, for the log only: our reason, and the provider's own error when it sent one. */
    readonly reason: Record<string, unknown>,
    /** Where the sign-in was going, when this browser began it (for 'Try again'). */
    readonly resume: { redirect: string; data: string | null } | null = null,
  ) {
    super(status, message);
  }
}

let cached: { issuer: string; client: OidcClient; configuration: OidcConfiguration } | null = null;

/** The provider's client and configuration, discovered on first use (again if the issuer changes). */
export async function discover(deps: AppDeps) {
  const oidc = deps.config.oidc;
  if (!oidc) throw new Error('OIDC is not configured');
  if (cached?.issuer === oidc.issuer) return cached;
  const client: OidcClient = await import('openid-client');
  const issuer = new URL(oidc.issuer);
  const insecure = issuer.protocol === 'http:';
  let found: OidcConfiguration;
  try {
    found = await client.discovery(
      issuer,
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  } catch (error) {
    throw new OidcSignInRefused(503, oidcMessages.providerUnreachable, {
      reason: 'discovery-failed',
      error: String((error as Error)?.message ?? error),
    });
  }
  // The client authenticates with HTTP Basic, the OpenID default for a registered client, unless
  // the provider offers only client_secret_post.
  const server = found.serverMetadata();
  const methods = server.token_endpoint_auth_methods_supported;
  const postOnly = Boolean(
    methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post'),
  );
  const configuration = new client.Configuration(
    server,
    oidc.clientId,
    oidc.clientSecret,
    postOnly ? client.ClientSecretPost(oidc.clientSecret) : client.ClientSecretBasic(oidc.clientSecret),
  );
  if (insecure) client.allowInsecureRequests(configuration);
  cached = { issuer: oidc.issuer, client, configuration };
  return cached;
}
