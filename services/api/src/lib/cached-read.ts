import type { CachedAnswer, PublicCacheKey } from '@beauty/server/public-cache/public-cache';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { type Written, written } from '../http/routes';

/** brotli when the client takes it (the smaller), else gzip, else the bytes as they are. */
export function preferredEncoding(ctx: Context): 'br' | 'gzip' | 'identity' {
  const accepted = ctx.acceptsEncodings() as string[];
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Answer a cached public read: ETag with 304 for a matching If-None-Match, the brotli or gzip
 * copy when the client takes it, revalidated by the browser on every use (Cache-Control:
 * no-cache), so a change shows on the next read.
 */
export function sendCachedAnswer(ctx: Context, answer: CachedAnswer): void {
  ctx.status = 200;
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  ctx.etag = answer.etag;
  ctx.type = 'application/json; charset=utf-8';
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = answer.gzip ? preferredEncoding(ctx) : 'identity';
  if (encoding === 'br' && answer.br) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = answer.br;
  } else if (encoding === 'gzip' && answer.gzip) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = answer.gzip;
  } else {
    ctx.body = answer.identity;
  }
  ctx.type = 'application/json; charset=utf-8';
}

/**
 * A route handler for a cached public read: `load` runs only when there is no current copy. What
 * it writes is what `load` gives, so the route's schema holds it to its declaration.
 */
export function cachedRead<Body>(key: PublicCacheKey, load: (deps: AppDeps) => Promise<Body>) {
  return async ({ ctx, deps }: { ctx: Context; deps: AppDeps }): Promise<Written<Body>> => {
    if (!deps.publicCache) ctx.body = await load(deps);
    else sendCachedAnswer(ctx, await deps.publicCache.get(key, () => load(deps)));
    return written<Body>();
  };
}
