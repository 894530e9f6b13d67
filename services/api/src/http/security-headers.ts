import type { Middleware } from 'koa';
import type { Config } from '../config';
import { browserBucketOrigin } from '../lib/storage/bucket-origin';

/** Security headers on every answer: a CSP without inline scripts, no framing, no sniffing. */
export function securityHeaders(config: Config): Middleware {
  const https = config.publicUrl.protocol === 'https:';
  // Browsers PUT uploads straight to the bucket. Images come back through the API
  // (/api/images/:id), never from the bucket, so img-src does not need it.
  const uploadOrigin = config.storage.driver === 's3' ? ` ${browserBucketOrigin(config.storage.s3)}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${uploadOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
