import { normalizeRole, type Role } from '@beauty/domain/status';
import { hashToken, newToken } from '@beauty/server/tokens';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps';
import {
  deleteSession,
  deleteSessionReturningIdToken,
  insertSession,
  sessionWithUser,
  touchSession,
} from './sessions.repository';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  createdAt: string;
}

const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function sessionCookieName(deps: Pick<AppDeps, 'config'>) {
  return deps.config.publicUrl.protocol === 'https:' ? '__Host-sid' : 'sid';
}

/**
 * A readable companion of the session cookie, '1' while a session cookie is set. It holds no
 * secret and grants nothing: it only tells the web app that a session may exist, so a visitor's
 * page never asks GET /api/auth/user (whose 401 the browser logs as an error). The API keeps it
 * in step: set with the session, cleared with it, and mended on any request that finds one
 * without the other.
 */
export function signedInHintName(deps: Pick<AppDeps, 'config'>) {
  return deps.config.publicUrl.protocol === 'https:' ? '__Host-signed_in' : 'signed_in';
}

/**
 * Set (or clear, with null) the session cookie. Over https it is Secure: the PUBLIC_URL says the
 * site is https even when TLS ends at a proxy and this process sees plain http (TRUST_PROXY
 * unset), where the cookies module would otherwise refuse a Secure cookie with an error.
 */
function setSessionCookie(
  ctx: Context,
  deps: Pick<AppDeps, 'config'>,
  value: string | null,
  maxAgeMs?: number,
) {
  const options = cookieOptions(deps, maxAgeMs);
  if (options.secure) (ctx.cookies as { secure?: boolean }).secure = true;
  ctx.cookies.set(sessionCookieName(deps), value, options);
  setSignedInHint(ctx, deps, value !== null, maxAgeMs);
}

function setSignedInHint(ctx: Context, deps: Pick<AppDeps, 'config'>, on: boolean, maxAgeMs?: number) {
  const options = cookieOptions(deps, maxAgeMs);
  if (options.secure) (ctx.cookies as { secure?: boolean }).secure = true;
  ctx.cookies.set(signedInHintName(deps), on ? '1' : null, { ...options, httpOnly: false });
}

function cookieOptions(deps: Pick<AppDeps, 'config'>, maxAgeMs?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl.protocol === 'https:',
    path: '/',
    overwrite: true,
    ...(maxAgeMs ? { maxAge: maxAgeMs } : {}),
  };
}

/**
 * Start a new session (always a new id: at sign-in and on rotation). A sign-in at an OpenID
 * Connect provider keeps its ID token with the session, to sign out there as well.
 */
export async function startSession(
  ctx: Context,
  deps: AppDeps,
  userId: string,
  oidcIdToken: string | null = null,
): Promise<void> {
  const token = newToken();
  const idHash = hashToken(token);
  const absoluteMs = deps.config.sessionAbsoluteDays * 24 * 3600 * 1000;
  await insertSession(deps.knex, {
    idHash,
    userId,
    expiresAt: new Date(Date.now() + absoluteMs),
    userAgent: ctx.get('user-agent').slice(0, 300) || null,
    ip: ctx.ip,
    oidcIdToken,
  });
  setSessionCookie(ctx, deps, token, absoluteMs);
  ctx.state.sessionIdHash = idHash;
}

/** The id (hashed) of the session this request runs in, once the session middleware found or rotated it. */
export function sessionIdHashOf(ctx: Context): string | null {
  return (ctx.state.sessionIdHash as string | undefined) ?? null;
}

/** End the caller's session; what it knew of the provider's sign-in (its ID token) comes back. */
export async function endSession(ctx: Context, deps: AppDeps): Promise<{ oidcIdToken: string | null }> {
  const token = ctx.cookies.get(sessionCookieName(deps));
  const ended = token ? await deleteSessionReturningIdToken(deps.knex, hashToken(token)) : undefined;
  setSessionCookie(ctx, deps, null);
  return { oidcIdToken: ended?.oidcIdToken ?? null };
}

/**
 * Loads the signed-in user on every API request (one indexed query). Sessions live in
 * PostgreSQL, so they survive API and Redis restarts. Idle and absolute timeouts apply; a
 * session older than the user's last role change is rotated to a new id.
 */
export function sessionMiddleware(deps: AppDeps): Middleware {
  return async (ctx, next) => {
    ctx.state.user = null;
    const token = ctx.cookies.get(sessionCookieName(deps));
    const hinted = ctx.cookies.get(signedInHintName(deps)) === '1';
    if (!token && hinted) setSignedInHint(ctx, deps, false);
    if (token) {
      const idHash = hashToken(token);
      const row = await sessionWithUser(deps.knex, idHash);
      const now = Date.now();
      const idleMs = deps.config.sessionIdleMinutes * 60 * 1000;
      if (
        !row ||
        new Date(row.expiresAt).getTime() <= now ||
        new Date(row.lastSeenAt).getTime() + idleMs <= now
      ) {
        if (row) await deleteSession(deps.knex, idHash);
        setSessionCookie(ctx, deps, null);
      } else {
        ctx.state.user = {
          id: row.id,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          phone: row.phone,
          role: normalizeRole(row.role),
          createdAt: new Date(row.createdAt).toISOString(),
        } satisfies SessionUser;
        if (row.roleChangedAt && new Date(row.roleChangedAt) > new Date(row.sessionCreatedAt)) {
          await deleteSession(deps.knex, idHash);
          await startSession(ctx, deps, row.id, row.oidcIdToken);
        } else {
          ctx.state.sessionIdHash = idHash;
          if (now - new Date(row.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
            await touchSession(deps.knex, idHash, new Date());
          }
          if (!hinted) setSignedInHint(ctx, deps, true, new Date(row.expiresAt).getTime() - now);
        }
      }
    }
    await next();
  };
}
