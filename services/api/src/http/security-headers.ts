import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserBucketOrigin } from '@beauty/server/storage/bucket-origin';
import type { Middleware } from 'koa';
import type { Config } from '../config';

/** The built pages the site serves (static-site.ts), whose inline scripts the CSP names. */
const BUILT_PAGES = ['index.html', 'spa.html'];

/**
 * 'sha256-…' of each inline script in the built pages: the early-interaction recorder
 * (frontend/src/app/early-interactions) runs before the app's files arrive, so it is inline and
 * allowed by its hash, computed from the very file that is served. Data blocks (JSON-LD) are not
 * scripts and are left out; no dist, no hashes.
 */
export function inlineScriptHashes(frontendDist: string | undefined): string[] {
  const hashes = new Set<string>();
  for (const name of frontendDist ? BUILT_PAGES : []) {
    const file = path.join(frontendDist!, name);
    if (!existsSync(file)) continue;
    for (const [, attributes = '', body = ''] of readFileSync(file, 'utf8').matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      if (/\bsrc\s*=/i.test(attributes) || !body.trim()) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && type !== 'module' && type !== 'text/javascript') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Security headers on every answer: a CSP whose scripts are the site's own files and the built
 * pages' inline scripts by hash (never 'unsafe-inline'), no framing, no sniffing.
 */
export function securityHeaders(config: Config): Middleware {
  const https = config.publicUrl.protocol === 'https:';
  // Browsers PUT uploads straight to the bucket. Images come back through the API
  // (/api/images/:id), never from the bucket, so img-src does not need it.
  const uploadOrigin = config.storage.driver === 's3' ? ` ${browserBucketOrigin(config.storage.s3)}` : '';
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(config.frontendDist)].join(' '),
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
