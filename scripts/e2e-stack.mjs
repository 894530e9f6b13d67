// Runs the built app (API + worker) on a free port against a fresh database for the browser
// tests, then drops the database. Used by scripts/test.mjs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { log, root, run, startProcess, waitForHttp } from './lib.mjs';

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
    RATE_LIMIT_LOGIN_PER_15_MIN: '1000',
    RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '1000',
  };
  log(`Starting the app for browser tests on ${env.PUBLIC_URL}`);
  run('node', ['services/api/dist/db/cli.js', 'setup'], { env, stdio: 'ignore' });
  const api = startProcess('e2e-api', 'node', ['services/api/dist/main.js'], env);
  const worker = startProcess('e2e-worker', 'node', ['services/worker/dist/main.js'], env);
  try {
    if (!(await waitForHttp(`${env.PUBLIC_URL}/readyz`, 60_000, api)))
      throw new Error('The app did not become ready');
    return await body({ baseUrl: env.PUBLIC_URL, outboxDir });
  } finally {
    for (const child of [api, worker]) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all([api.exited, worker.exited]);
    run('node', [
      '-e',
      `require(${JSON.stringify(path.join(root, 'services/api/dist/db/ensure-database.js'))}).dropDatabase(${JSON.stringify(env.DATABASE_URL)})`,
    ]);
    rmSync(outboxDir, { recursive: true, force: true });
  }
}
