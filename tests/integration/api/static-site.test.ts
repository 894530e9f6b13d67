import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { staticSite } from '../../../services/api/src/http/static-site';

/** The web app as the API serves it: prerendered landing at '/', the app shell elsewhere. */
describe('static site', () => {
  let dir: string;
  let url: string;
  let server: ReturnType<Koa['listen']>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'beauty-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<html>prerendered landing</html>');
    writeFileSync(path.join(dir, 'spa.html'), '<html>app shell</html>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = new Koa();
    app.use(staticSite(dir));
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, accept = 'text/html') => fetch(url + p, { headers: { accept } });

  it('serves the prerendered landing page at / and the app shell for client routes', async () => {
    const home = await get('/');
    expect(await home.text()).toContain('prerendered landing');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    for (const route of ['/gallery', '/contact', '/no/such/page']) {
      expect(await (await get(route)).text()).toContain('app shell');
    }
  });

  it('caches hashed assets for a year and answers 404 for missing files', async () => {
    const asset = await get('/assets/app-abc123.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
  });
});
