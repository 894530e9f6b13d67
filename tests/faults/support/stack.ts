import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest } from '@beauty/api/db/migrations';
import { seedCatalog } from '@beauty/api/db/seed';
import { QUEUE_NAMES } from '@beauty/domain/queues';
import { createKnex } from '@beauty/server/db/knex';
import { Queue } from 'bullmq';
import type { Knex } from 'knex';
import { type SmtpCapture, startSmtpCapture } from '../../integration/support/smtp-capture';
import { addTeamStylist } from '../../integration/support/team';
import { request } from '../../support/http';
import { raisedRateLimits } from '../../support/rate-limits';
import { type PostgresServer, startPostgres } from './postgres-server';
import { ensureBuilt, freePort, type Proc, resetLogs, startService, waitFor } from './processes';
import { type RedisServer, startRedis } from './redis-server';

export const MAIL_FROM = 'Bridal Beauty <no-reply@faults.example>';
/** For a suite's beforeAll: it may have to build the API and worker first (see ensureBuilt). */
export const SETUP_TIMEOUT_MS = 600_000;
export const STAFF_EMAIL = 'staff@faults.example';
const REDIS_PREFIX = 'faults';

export interface Service {
  readonly proc: Proc | null;
  /**
   * Start the built process and wait until its /readyz answers 200 ('ready', the default) or,
   * with 'live', its /healthz (up, whatever its dependencies say).
   */
  start(options?: { wait?: 'ready' | 'live' }): Promise<Proc>;
  /** kill -9, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), and wait for the exit. */
  stop(): Promise<void>;
}

export interface FaultStack {
  suite: string;
  pg: PostgresServer;
  redis: RedisServer;
  smtp: SmtpCapture;
  /** The test's own connection to the throwaway database. */
  db: Knex;
  databaseUrl: string;
  apiUrl: string;
  api: Service;
  worker: Service;
  /** GET the API's /readyz: status and body, or status 0 when nothing answers. */
  readyz(): Promise<{ status: number; body: { database?: string; redis?: string } | null }>;
  /** Jobs waiting, active or delayed in the given queues (0 when Redis does not answer). */
  pendingJobs(queues?: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export interface StackOptions {
  smtpDelayMs?: number;
  onMailFrom?: (started: number) => void;
  apiEnv?: Record<string, string>;
  workerEnv?: Record<string, string>;
}

/** Its own PostgreSQL, Redis and SMTP listener, the database migrated; API and worker not started yet. */
export async function startStack(suite: string, options: StackOptions = {}): Promise<FaultStack> {
  ensureBuilt();
  resetLogs(suite);
  const closers: Array<() => Promise<unknown>> = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
    closers.length = 0;
  };
  try {
    const pg = await startPostgres(suite);
    closers.push(() => pg.close());
    const redis = await startRedis(suite);
    closers.push(() => redis.close());
    const smtp = await startSmtpCapture({ delayMs: options.smtpDelayMs, onMailFrom: options.onMailFrom });
    closers.push(() => smtp.close());
    const scratch = mkdtempSync(path.join(os.tmpdir(), `beauty-faults-${suite}-`));
    closers.push(async () => rmSync(scratch, { recursive: true, force: true }));

    const databaseUrl = pg.url('beauty');
    await ensureDatabase(databaseUrl);
    const db = createKnex(databaseUrl, { max: 6 });
    closers.push(() => db.destroy());
    await migrateLatest(db);
    await seedCatalog(db);
    // Bookings need a stylist to send: one, with a day of her own for each booking (bookingInput).
    await addTeamStylist(db, { firstName: 'Faults' });

    const apiPort = await freePort();
    const workerPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_PREFIX,
      SMTP_URL: smtp.url,
      MAIL_FROM,
      STAFF_EMAILS: STAFF_EMAIL,
      CONTACT_EMAILS: 'hello@faults.example,bookings@faults.example',
      PUBLIC_URL: apiUrl,
      STORAGE_DIR: path.join(scratch, 'storage'),
      EMAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
      SEED_DEMO: 'false',
    };
    const apiEnv = {
      ...common,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      FRONTEND_DIST: path.join(scratch, 'no-frontend'),
      ...raisedRateLimits(100_000),
      ...options.apiEnv,
    };
    const workerEnv = {
      ...common,
      WORKER_METRICS_PORT: String(workerPort),
      OUTBOX_POLL_MS: '250',
      ...options.workerEnv,
    };

    const service = (which: 'api' | 'worker', env: Record<string, string>, baseUrl: string): Service => {
      let proc: Proc | null = null;
      closers.push(async () => proc?.stop('SIGKILL'));
      return {
        get proc() {
          return proc;
        },
        async start({ wait = 'ready' } = {}) {
          if (proc?.alive) throw new Error(`${which} is already running`);
          const started = startService(suite, which, env);
          proc = started;
          const url = `${baseUrl}/${wait === 'ready' ? 'readyz' : 'healthz'}`;
          await waitFor(
            `the ${which} to answer ${url}`,
            async () => {
              if (!started.alive) throw new Error(`the ${which} exited:\n${started.tail(30)}`);
              const res = await request(url, { timeoutMs: 3_000, freshConnection: true });
              return res.status === 200;
            },
            { timeoutMs: 60_000, everyMs: 100 },
          ).catch((error) => {
            throw new Error(`${(error as Error).message}\n--- ${which} log ---\n${started.tail(30)}`);
          });
          return started;
        },
        async kill() {
          await proc?.stop('SIGKILL');
        },
        async stop() {
          await proc?.stop('SIGTERM', 30_000);
        },
      };
    };

    const queues = QUEUE_NAMES.map(
      (name) =>
        new Queue(name, {
          connection: { host: '127.0.0.1', port: redis.port },
          prefix: REDIS_PREFIX,
        }),
    );
    for (const queue of queues) queue.on('error', () => {});
    closers.push(() => Promise.allSettled(queues.map((q) => q.close())));

    return {
      suite,
      pg,
      redis,
      smtp,
      db,
      databaseUrl,
      apiUrl,
      api: service('api', apiEnv, apiUrl),
      worker: service('worker', workerEnv, `http://127.0.0.1:${workerPort}`),
      async readyz() {
        try {
          const res = await request(`${apiUrl}/readyz`, { timeoutMs: 5_000, freshConnection: true });
          return { status: res.status, body: res.json };
        } catch {
          return { status: 0, body: null };
        }
      },
      async pendingJobs(names = ['emails', 'timeline']) {
        let total = 0;
        for (const queue of queues.filter((q) => names.includes(q.name))) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'paused');
          total += Object.values(counts).reduce((a, b) => a + b, 0);
        }
        return total;
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
