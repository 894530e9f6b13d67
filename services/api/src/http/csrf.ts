import { apiMessages } from '@beauty/domain/messages';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { sessionCookieName } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing request: the Origin (or, failing that, the Referer)
 * must be our public origin; a browser request marked cross-site is refused; and a request
 * carrying our session cookie without either header is refused.
 */
export function csrfMiddleware(deps: AppDeps, extraOrigins: string[] = []): Middleware {
  const allowed = new Set([deps.config.publicUrl.origin, ...extraOrigins]);
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      const referer = ctx.get('referer');
      let source: string | null = null;
      if (origin && origin !== 'null') source = origin;
      else if (referer) {
        try {
          source = new URL(referer).origin;
        } catch {
          source = 'invalid';
        }
      } else if (origin === 'null') source = 'null';
      const crossSite = ctx.get('sec-fetch-site') === 'cross-site';
      const hasSession = Boolean(ctx.cookies.get(sessionCookieName(deps)));
      if ((source && !allowed.has(source)) || crossSite || (!source && hasSession)) {
        throw new AppError(403, apiMessages.crossOrigin);
      }
    }
    await next();
  };
}
