// The benchmark's own copy of the app: a fresh database and Redis prefix, the BUILT API and
// worker as child processes on loopback (output to log files, not the terminal), and helpers to
// stop them and clean everything up afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';

export const require = createRequire(path.join(root, 'services/api/package.json'));
const apiDist = (file) => path.join(root, 'services/api/dist', file);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitForHttp(url, timeoutMs, child) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) return false;
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {}
    await sleep(200);
  }
  return false;
}

/**
 * Everything one bench run owns. `create()` makes the database (migrated, catalog and demo
 * data seeded) and the temp directory; `cleanup()` stops every child it started and drops them.
 */
export function createStack({ port }) {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  base.pathname = `/beauty_bench_${id}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'beauty-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const children = new Set();

  const env = {
    // Production settings (logging at info, as deployed), with the demo data the bench reads
    // (seeded by create(): production refuses SEED_DEMO).
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATABASE_URL: base.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `bench_${id}`,
    EMAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    STORAGE_DIR: path.join(dir, 'storage'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // Raised for the bench only: every request comes from 127.0.0.1.
    RATE_LIMIT_CONTACT_PER_HOUR: '100000000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '100000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '100000',
    RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: '100000',
    RATE_LIMIT_RESET_EMAILS_PER_HOUR: '100000',
    RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '100000000',
    // One customer sends every booking request of the run: no cap on her pending requests.
    BOOKING_MAX_PENDING_PER_CUSTOMER: '100000000',
    OUTBOX_POLL_MS: '1000',
    // Mounts GET /api/bench/baseline (an empty route through the whole middleware stack).
    BENCH_BASELINE_ROUTE: '1',
    WORKER_METRICS_PORT: '0',
  };

  function start(name, script, extraEnv = {}) {
    // The child writes its log straight to a file: nothing passes through this process, which
    // runs autocannon.
    const logFile = path.join(dir, `${name}.log`);
    const fd = openSync(logFile, 'a');
    // BENCH_CPU_PROF=<dir>: each child writes a V8 CPU profile there when it exits (open it in
    // Chrome's DevTools), to see where the API's or the worker's time goes.
    const profile = process.env.BENCH_CPU_PROF
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`,
          `--cpu-prof-name=${name}.cpuprofile`,
        ]
      : [];
    const child = spawn(process.execPath, [...profile, script], {
      cwd: root,
      env: { ...process.env, ...env, ...extraEnv },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    child.logFile = logFile;
    child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    children.add(child);
    child.exited.then(() => children.delete(child));
    return child;
  }

  async function stop(child, timeoutMs = 15_000) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await child.exited;
    clearTimeout(timer);
  }

  function tail(child, lines = 30) {
    try {
      return readFileSync(child.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  return {
    id,
    dir,
    env,
    origin,
    databaseUrl: base.toString(),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX,

    /** Create + migrate + seed (catalog and demo data) with the built CLI, as in development. */
    create() {
      const result = spawnSync(process.execPath, [apiDist('db/cli.js'), 'setup'], {
        cwd: root,
        env: { ...process.env, ...env, NODE_ENV: 'development', SEED_DEMO: 'true' },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`database setup failed:\n${result.stdout}\n${result.stderr}`);
    },

    async startApi(extraEnv) {
      const api = start('api', apiDist('main.js'), extraEnv);
      if (!(await waitForHttp(`${origin}/readyz`, 60_000, api))) {
        throw new Error(`the API did not become ready:\n${tail(api)}`);
      }
      return api;
    },

    async startWorker(extraEnv = {}) {
      const metricsPort = await freePort();
      const worker = start('worker', path.join(root, 'services/worker/dist/main.js'), {
        WORKER_METRICS_PORT: String(metricsPort),
        ...extraEnv,
      });
      if (!(await waitForHttp(`http://127.0.0.1:${metricsPort}/readyz`, 60_000, worker))) {
        throw new Error(`the worker did not become ready:\n${tail(worker)}`);
      }
      return worker;
    },

    startNode(name, script, extraEnv) {
      return start(name, script, extraEnv);
    },

    stop,
    tail,

    /** Stop every child, drop the database, delete the Redis keys and the temp directory. */
    async cleanup() {
      await Promise.all([...children].map((child) => stop(child, 5_000)));
      try {
        const { dropDatabase } = require(apiDist('db/ensure-database.js'));
        await dropDatabase(base.toString());
      } catch (error) {
        console.error(`bench: could not drop ${base.pathname.slice(1)}: ${error.message}`);
      }
      try {
        const Redis = require('ioredis');
        const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
        await redis.connect();
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}:*`, 'COUNT', 1000);
          cursor = next;
          if (keys.length) await redis.unlink(...keys);
        } while (cursor !== '0');
        redis.disconnect();
      } catch (error) {
        console.error(`bench: could not delete the Redis keys ${env.REDIS_PREFIX}:*: ${error.message}`);
      }
      if (!process.env.BENCH_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
      else console.log(`bench: logs kept in ${dir}`);
    },
  };
}
