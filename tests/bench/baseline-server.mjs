// The HTTP baseline: a bare Koa app with one JSON route, using the same koa package the built
// API runs on, in its own Node process like the API. Nothing of it is part of the product.
//   BENCH_BASELINE_PORT=<port> node tests/bench/baseline-server.mjs
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const Koa = createRequire(path.join(root, 'services/api/package.json'))('koa');

const app = new Koa();
app.use((ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/bench/baseline') ctx.body = { ok: true };
});
const server = http.createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_BASELINE_PORT), '127.0.0.1', () => console.log('baseline listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
