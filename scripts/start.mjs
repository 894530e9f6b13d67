// `npm start`: install what is missing, build, create + migrate + seed the database, then run
// the API (which also serves the web app) and the worker on one port (PORT, default 3000).
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  build,
  ensureDependencies,
  fail,
  log,
  requireServices,
  root,
  run,
  startProcess,
  waitForHttp,
} from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(`Node.js 20.19 or newer is needed (this is ${process.version}).`);

const port = process.env.PORT ?? '3000';
// The API puts this origin in the prerendered page's canonical and sharing URLs when it starts.
// On this machine's own default address, the forms also accept the loopback spellings a browser
// may be pointed at (127.0.0.1): the same machine, refused otherwise as cross-origin.
if (!process.env.PUBLIC_URL) {
  process.env.PUBLIC_URL = `http://localhost:${port}`;
  const loopback = `http://127.0.0.1:${port}`;
  process.env.EXTRA_ORIGINS = [process.env.EXTRA_ORIGINS, loopback].filter(Boolean).join(',');
}

ensureDependencies();
await requireServices();
build();
log('Preparing the database (create if missing, migrate, seed)');
run('node', ['services/api/dist/db/cli.js', 'setup']);

const env = { PORT: port, PUBLIC_URL: process.env.PUBLIC_URL };
const api = startProcess('api', 'node', ['services/api/dist/main.js'], env);
const worker = startProcess('worker', 'node', ['services/worker/dist/main.js'], env);
const children = [api, worker];

let stopping = false;
function stop(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGTERM'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.exited.then(({ code }) => {
    if (!stopping) {
      console.error(`A process stopped (exit ${code}); stopping the rest.`);
      process.exitCode = code || 1;
    }
    stop();
  });
}

if (await waitForHttp(`http://127.0.0.1:${port}/readyz`, 60_000, api)) {
  const require = createRequire(import.meta.url);
  const seed = require(path.join(root, 'services/api/dist/db/seed.js'));
  const demo =
    process.env.NODE_ENV === 'production' || process.env.SEED_DEMO === 'false' ? [] : seed.DEMO_USERS;
  console.log(`\n  \x1b[1mBridal beauty site running at ${env.PUBLIC_URL}\x1b[0m`);
  if (demo.length) {
    console.log(`  Demo sign-ins (password: ${seed.DEMO_PASSWORD})`);
    for (const user of demo) console.log(`    ${user.role.padEnd(9)}${user.email}`);
  }
  console.log('  Emails are written to var/outbox/ unless SMTP_URL is set. Ctrl+C stops.\n');
}
await Promise.all(children.map((c) => c.exited));
