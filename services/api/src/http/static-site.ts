import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built frontend: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that wants HTML (the client router takes it from there).
 */
export function staticSite(distDir: string): Middleware {
  const indexPath = path.join(distDir, 'index.html');
  const files = serve(distDir, {
    index: false,
    gzip: true,
    brotli: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  let indexHtml: Promise<string> | null = null;
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || !['GET', 'HEAD'].includes(ctx.method))
      return next();
    await files(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (!ctx.accepts('html') || path.extname(ctx.path)) return next();
    if (!existsSync(indexPath)) return next();
    indexHtml ??= readFile(indexPath, 'utf8');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await indexHtml;
  };
}
