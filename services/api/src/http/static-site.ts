import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isSitePath, withPublicOrigin } from '@beauty/domain/site-routes';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import type { SitePages } from '../features/site/site-pages';
import { preferredEncoding } from '../lib/cached-read';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** An HTML page read once, with its compressed copies made once (not per request). */
interface Page {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

async function loadPage(file: string, publicUrl: URL): Promise<Page> {
  const identity = Buffer.from(withPublicOrigin(await readFile(file, 'utf8'), publicUrl.origin));
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, gzip: gz, br };
}

export interface StaticSiteOptions {
  /**
   * The public pages rendered with the database's content (features/site/site-pages.ts): '/',
   * /gallery, /contact, /stylist-application and /submit-testimonial are answered with them,
   * and with the built files below when a render fails (the database is away, say).
   */
  pages?: SitePages | null;
  onRenderError?: (error: unknown, path: string) => void;
}

/**
 * Serves the built frontend: hashed assets cached for a year, everything else revalidated.
 * With `pages`, the public pages come rendered with their content (see StaticSiteOptions).
 * Otherwise '/' gets index.html, which carries the prerendered landing page; the other pages the client
 * router knows (@beauty/domain/site-routes) get the plain app shell spa.html (index.html when
 * there is none), and the router takes it from there. Any other page is a real 404 that still
 * carries the shell, so the app shows its not-found page; a missing file (a path with an
 * extension, anything under /assets/: an old chunk, /favicon.ico) is a plain-text 404, never a
 * page a script or stylesheet tag would choke on. The two pages are read and compressed
 * (brotli, gzip) once, and answered with an ETag, so a browser revalidating gets a 304. The
 * build leaves a placeholder origin in their absolute addresses; each is read with `publicUrl`'s
 * origin in its place (so they are never served as plain files: /index.html is '/'). dist/server
 * (the server's render code and its templates) is never served.
 */
export function staticSite(distDir: string, publicUrl: URL, options: StaticSiteOptions = {}): Middleware {
  const { pages: sitePages = null, onRenderError } = options;
  const pages = new Map<string, Promise<Page> | null>();
  const page = (name: string) => {
    if (!pages.has(name)) {
      const file = path.join(distDir, name);
      pages.set(name, existsSync(file) ? loadPage(file, publicUrl) : null);
    }
    return pages.get(name) ?? null;
  };
  // Read and compress both pages now, not on the first visitor's request.
  for (const name of ['index.html', 'spa.html']) page(name)?.catch(() => {});
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
    if (ctx.path === '/index.html') {
      ctx.status = 301;
      ctx.redirect('/');
      return;
    }
    if (ctx.path.startsWith('/server/') || ctx.path === '/server') {
      notFound(ctx);
      return;
    }
    const rendered = sitePages?.pathOf(ctx.path);
    if (sitePages && rendered && ctx.accepts('html')) {
      try {
        sendPage(ctx, await sitePages.render(rendered, new URLSearchParams(ctx.querystring)), true);
        return;
      } catch (error) {
        onRenderError?.(error, rendered);
        // Served as built: the app shell, or '/' as the build rendered it with the catalog.
      }
    }
    if (ctx.path !== '/' && !PAGE_FILES.has(ctx.path)) await files(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (path.extname(ctx.path) || ctx.path.startsWith('/assets/') || !ctx.accepts('html')) {
      notFound(ctx);
      return;
    }
    const html = ctx.path === '/' ? page('index.html') : (page('spa.html') ?? page('index.html'));
    if (!html) return next();
    sendPage(ctx, await html, isSitePath(ctx.path));
  };
}

/** An HTML page, revalidated on every use (ETag, 304), brotli or gzip when the client takes it. */
function sendPage(ctx: Context, { etag, identity, gzip: gz, br }: Page, known: boolean) {
  ctx.status = known ? 200 : 404;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  ctx.etag = etag;
  // A 404 is answered whole: only a page that is there can be "not modified".
  if (known && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = preferredEncoding(ctx);
  if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? br : encoding === 'gzip' ? gz : identity;
  ctx.type = 'html';
}

/** The built pages, served only as pages (their origin replaced), never as files. */
const PAGE_FILES = new Set(['/index.html', '/spa.html']);

/** A file that is not there: a short plain-text 404 (no page, no JSON). */
function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = 'Not found\n';
}
