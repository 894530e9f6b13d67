// Runs the built app (API + worker) on a free port against a fresh database for the browser
// tests, then stops them, drops the database and clears its Redis prefix however the body ends
// (its answer, a throw, Ctrl-C): `body` must not exit the process itself. Used by scripts/test.mjs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { log, root, startProcess, tryRun, waitForHttp } from './lib.mjs';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function withE2eStack(body) {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/beauty_e2e_${id}`;
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'beauty-e2e-mail-'));
  const env = {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: base.toString(),
    REDIS_PREFIX: `test_e2e_${id}`,
    EMAIL_OUTBOX_DIR: outboxDir,
    STORAGE_DIR: path.join(outboxDir, 'storage'),
    SEED_DEMO: 'true',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    WORKER_METRICS_PORT: '0',
    RATE_LIMIT_CONTACT_PER_HOUR: '1000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '1000',
    RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: '1000',
    RATE_LIMIT_RESET_EMAILS_PER_HOUR: '1000',
    RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '1000',
  };
  log(`Starting the app for browser tests on ${env.PUBLIC_URL}`);
  const children = [];
  let cleaned;
  // Runs once, whatever ends the run: the body's answer, a throw, or Ctrl-C / SIGTERM.
  const cleanUp = () => {
    cleaned ??= (async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(children.map((child) => child.exited));
      const failure = tryRun('node', [
        '-e',
        `require(${JSON.stringify(path.join(root, 'services/api/dist/db/ensure-database.js'))}).dropDatabase(${JSON.stringify(env.DATABASE_URL)})`,
      ]);
      if (failure) console.error(`Could not drop ${base.pathname.slice(1)}: ${failure}`);
      // Its queues, jobs and counters in Redis go too (the API and worker have stopped).
      const leftKeys = tryRun('node', [
        '-e',
        `const Redis = require('ioredis');
         const redis = new Redis(${JSON.stringify(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')});
         require(${JSON.stringify(path.join(root, 'packages/server/dist/test-prefix.js'))})
           .clearTestPrefix(redis, ${JSON.stringify(env.REDIS_PREFIX)})
           .finally(() => redis.quit());`,
      ]);
      if (leftKeys) console.error(`Could not clear the Redis prefix ${env.REDIS_PREFIX}: ${leftKeys}`);
      rmSync(outboxDir, { recursive: true, force: true });
    })();
    return cleaned;
  };
  const onSignal = (signal) => {
    cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const setup = tryRun('node', ['services/api/dist/db/cli.js', 'setup'], { env, stdio: 'ignore' });
    if (setup) throw new Error(setup);
    children.push(startProcess('e2e-api', 'node', ['services/api/dist/main.js'], env));
    children.push(startProcess('e2e-worker', 'node', ['services/worker/dist/main.js'], env));
    if (!(await waitForHttp(`${env.PUBLIC_URL}/readyz`, 60_000, children[0])))
      throw new Error('The app did not become ready');
    return await body({ baseUrl: env.PUBLIC_URL, outboxDir });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}
