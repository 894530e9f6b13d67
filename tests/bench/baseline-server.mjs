// The HTTP baseline: a bare Koa app with one JSON route, using the same koa package the built
// API runs on, on the API's own HTTP server (createHttpServer), in its own Node process like the
// API. Nothing of it is part of the product.
//   BENCH_BASELINE_PORT=<port> node tests/bench/baseline-server.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(path.join(root, 'services/api/package.json'));
const Koa = apiRequire('koa');
const { createHttpServer } = apiRequire('./dist/http/http-server.js');

const app = new Koa();
app.use((ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/bench/baseline') ctx.body = { ok: true };
});
const server = createHttpServer(app.callback());
server.listen(Number(process.env.BENCH_BASELINE_PORT), '127.0.0.1', () => console.log('baseline listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
