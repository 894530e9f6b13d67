import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { SitePages } from '@beauty/api/features/site/site-pages';
import { staticSite } from '@beauty/api/http/static-site';
import { BUILD_ORIGIN_PLACEHOLDER, SITE_ROUTES } from '@beauty/domain/site-routes';
import Koa from 'koa';
import { request } from '../../support/http';

/**
 * The web app as the API serves it: prerendered landing at '/', the app shell for the client
 * router's pages, a 404 (with the shell) for any other page and a plain 404 for a missing file.
 */
describe('static site', () => {
  let dir: string;
  let url: string;
  let server: ReturnType<Koa['listen']>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'beauty-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<html><link rel="canonical" href="${BUILD_ORIGIN_PLACEHOLDER}/" /><meta property="og:image" content="${BUILD_ORIGIN_PLACEHOLDER}/og-image.png" />prerendered landing</html>`,
    );
    writeFileSync(path.join(dir, 'spa.html'), '<html>app shell</html>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = new Koa();
    app.use(staticSite(dir, new URL('https://bridal.example.com/anything')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, accept = 'text/html') => request(url + p, { headers: { accept } });

  it('serves the prerendered landing page at / and the app shell for client routes', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('prerendered landing');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    for (const route of ['/gallery', '/contact', '/bookings']) {
      const res = await get(route);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.text).toContain('app shell');
    }
  });

  it("puts the server's PUBLIC_URL origin in the built page's absolute addresses (one build, any host)", async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const body = (await request(`${url}/`, { headers: { 'accept-encoding': encoding } })).text;
      expect(body).toContain('<link rel="canonical" href="https://bridal.example.com/" />');
      expect(body).toContain('content="https://bridal.example.com/og-image.png"');
      expect(body).not.toContain(BUILD_ORIGIN_PLACEHOLDER);
    }
    // The built files are pages, never served raw with the placeholder in them.
    const raw = await request(`${url}/index.html`);
    expect([raw.status, raw.headers.get('location')]).toEqual([301, '/']);
    expect((await get('/spa.html')).status).toBe(404);
  });

  it('answers 200 with the app for every page the client router knows, parametrised ones too', async () => {
    const paths = SITE_ROUTES.map(({ path }) => path.replace(':id', '0b6f2a1e-5d1c-4c55-9d2e-6a1f0e7d9c11'));
    expect(paths).toContain('/bookings/0b6f2a1e-5d1c-4c55-9d2e-6a1f0e7d9c11');
    // react-router ignores case and a trailing slash; so does the server.
    for (const route of [...paths, '/gallery/', '/book/', '/Contact', '/admin/stylists/']) {
      const res = await get(route);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  it('answers 404 with the app shell for an unknown page, so the app shows its not-found page', async () => {
    for (const route of ['/no/such/page', '/galleryx', '/bookings/1/extra', '/admin/nope', '/bookings//x']) {
      const res = await get(route);
      expect([route, res.status]).toEqual([route, 404]);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('app shell');
    }
    // Never "not modified": a cached copy of the shell must not turn a 404 into a 304.
    const first = await get('/no/such/page');
    const again = await request(`${url}/no/such/page`, {
      headers: { accept: 'text/html', 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(404);
  });

  it('answers a missing file with a plain-text 404, never the app', async () => {
    for (const file of [
      '/assets/index-OLDCHUNK.js',
      '/assets/old.css',
      '/favicon.ico',
      '/missing.png',
      '/assets/',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await get(file, accept);
        expect([file, accept, res.status]).toEqual([file, accept, 404]);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(res.text).not.toContain('app shell');
      }
    }
    // A client that does not take HTML gets no page either.
    const json = await get('/no/such/page', 'application/json');
    expect(json.status).toBe(404);
    expect(json.text).not.toContain('app shell');
  });

  it('caches hashed assets for a year and answers 404 for missing files', async () => {
    const asset = await get('/assets/app-abc123.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
  });
});

/** With the server's render of the public pages: served rendered, and as built when rendering fails. */
describe('static site with rendered pages', () => {
  let dir: string;
  let url: string;
  let server: ReturnType<Koa['listen']>;
  let failing = false;
  const failures: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'beauty-dist-'));
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'index.html'), '<html>prerendered landing</html>');
    writeFileSync(path.join(dir, 'spa.html'), '<html>app shell</html>');
    writeFileSync(path.join(dir, 'server', 'entry-server.cjs'), 'exports.secret = 1;');
    const pages: SitePages = {
      pathOf: (pathname) => (['/', '/gallery'].includes(pathname) ? pathname : null),
      async render(pathname, search) {
        if (failing) throw new Error('database away');
        const identity = Buffer.from(`<html>rendered ${pathname}${search.size ? `?${search}` : ''}</html>`);
        return {
          etag: `W/"${identity.length}"`,
          identity,
          gzip: gzipSync(identity),
          br: brotliCompressSync(identity),
        };
      },
    };
    const app = new Koa();
    app.use(
      staticSite(dir, new URL('https://bridal.example.com/'), {
        pages,
        onRenderError: (_error, page) => failures.push(page),
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the rendered pages, keeps the shell for the others and a 404 for unknown ones', async () => {
    expect((await request(`${url}/gallery?tag=bridal`)).text).toBe(
      '<html>rendered /gallery?tag=bridal</html>',
    );
    expect((await request(`${url}/`, { headers: { 'accept-encoding': 'br' } })).text).toBe(
      '<html>rendered /</html>',
    );
    expect((await request(`${url}/contact`)).text).toBe('<html>app shell</html>');
    expect((await request(`${url}/no/such/page`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('serves the built copy when a render fails, and says so', async () => {
    failing = true;
    try {
      const home = await request(`${url}/`);
      expect([home.status, home.text]).toEqual([200, '<html>prerendered landing</html>']);
      const gallery = await request(`${url}/gallery`);
      expect([gallery.status, gallery.text]).toEqual([200, '<html>app shell</html>']);
      expect(failures).toEqual(['/', '/gallery']);
    } finally {
      failing = false;
    }
  });

  it('never serves the server build as a file', async () => {
    for (const file of ['/server/entry-server.cjs', '/server/', '/server']) {
      const res = await request(url + file);
      expect([file, res.status]).toEqual([file, 404]);
      expect(res.text).not.toContain('secret');
    }
  });
});
