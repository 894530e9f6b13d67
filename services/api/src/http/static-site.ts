import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built frontend: hashed assets cached for a year, everything else revalidated.
 * '/' gets index.html, which carries the prerendered landing page; any other GET that wants
 * HTML gets the plain app shell spa.html (index.html when there is none), and the client
 * router takes it from there.
 */
export function staticSite(distDir: string): Middleware {
  const pages = new Map<string, Promise<string> | null>();
  const page = (name: string) => {
    if (!pages.has(name)) {
      const file = path.join(distDir, name);
      pages.set(name, existsSync(file) ? readFile(file, 'utf8') : null);
    }
    return pages.get(name) ?? null;
  };
  const files = serve(distDir, {
    index: false,
    gzip: true,
    brotli: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || !['GET', 'HEAD'].includes(ctx.method))
      return next();
    if (ctx.path !== '/') await files(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (!ctx.accepts('html') || path.extname(ctx.path)) return next();
    const html = ctx.path === '/' ? page('index.html') : (page('spa.html') ?? page('index.html'));
    if (!html) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await html;
  };
}
