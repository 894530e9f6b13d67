import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest } from '@beauty/api/db/migrations';
import { seedCatalog } from '@beauty/api/db/seed';
import { QUEUE_NAMES } from '@beauty/domain/queues';
import { addDays, todayInBusinessZone } from '@beauty/domain/slots';
import { createKnex } from '@beauty/server/db/knex';
import { hashToken, newToken } from '@beauty/server/tokens';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import { messageIdFor } from '@beauty/worker/pipeline/mailer';
import { Queue } from 'bullmq';
import type { Knex } from 'knex';
import { type SmtpCapture, startSmtpCapture } from '../../integration/support/smtp-capture';
import { addTeamStylist } from '../../integration/support/team';
import { Client, request } from '../../support/http';
import {
  ensureBuilt,
  freePort,
  type PostgresServer,
  type Proc,
  type RedisServer,
  resetLogs,
  startPostgres,
  startRedis,
  startService,
  waitFor,
} from './processes';

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
      RATE_LIMIT_CONTACT_PER_HOUR: '100000',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '100000',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '100000',
      RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: '100000',
      RATE_LIMIT_RESET_EMAILS_PER_HOUR: '100000',
      RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '100000',
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

/** A signed-in customer: a users row and a sessions row, as sign-in leaves them (no argon2 needed). */
export async function createCustomers(db: Knex, count: number, label: string) {
  const customers = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `${label}-${i}-${randomUUID().slice(0, 6)}@customers.example`,
    token: newToken(),
  }));
  for (let i = 0; i < customers.length; i += 500) {
    const chunk = customers.slice(i, i + 500);
    await db('users').insert(
      chunk.map((c, j) => ({
        id: c.id,
        email: c.email,
        firstName: `Client${i + j}`,
        lastName: 'Faults',
        // Confirmed, as a customer who books has opened her confirmation link.
        emailVerifiedAt: new Date(),
      })),
    );
    await db('sessions').insert(
      chunk.map((c) => ({
        idHash: hashToken(c.token),
        userId: c.id,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })),
    );
  }
  return customers;
}

export type Customer = Awaited<ReturnType<typeof createCustomers>>[number];

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes
  json: any;
  /** Set when no answer came (connection refused or reset, timeout). */
  error?: string;
}

/**
 * One HTTP call to the API as a browser would make it (Origin on writes, the session cookie), on
 * a connection of its own: requests sent at once are all in flight at once, as from many phones.
 */
export async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { json?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const browser = new Client(baseUrl);
  if (options.token) browser.setCookie('sid', options.token);
  try {
    const res = await browser.send({
      method,
      path: urlPath,
      json: options.json,
      headers: options.headers,
      timeoutMs: options.timeoutMs ?? 20_000,
      freshConnection: true,
    });
    return { status: res.status, json: res.json };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { status: 0, json: null, error: code ?? message };
  }
}

export function contactInput(i: number, tag: string) {
  return {
    name: `Jamie Rivera ${i}`,
    email: `contact-${tag}-${i}@submitters.example`,
    phone: '253-555-0142',
    subject: `Wedding party of five (${tag} #${i})`,
    message: 'Hi! Could you do hair and makeup for five people in Puyallup on a Saturday morning?',
  };
}

/** A booking far enough ahead (a day of its own for the suite's one stylist) with two add-ons the server prices. */
export function bookingInput(i: number) {
  return {
    makeupService: 'better',
    hairService: 'styled',
    addOns: ['lashes', 'shopping'],
    eventDate: addDays(todayInBusinessZone(), 30 + i),
    eventTime: '10:00',
    serviceArea: 'puyallup',
    eventType: 'engagement',
    location: '1204 Meridian Ave E, Puyallup, WA',
    paymentMethod: 'venmo',
    paymentHandle: `@client-${i}`,
  };
}

/** Run `task` over `items` with at most `limit` in flight. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

export interface ExpectedEmail {
  key: string;
  messageId: string;
  to: string;
}

/**
 * The emails the worker owes for these entities, worked out independently of what it wrote:
 * per contact message an acknowledgment to the sender and a notification to the staff; per
 * booking a confirmation to the customer and a notification to the staff. Each delivery key
 * gives a fixed Message-ID, which is how the mailbox recognises it.
 */
export async function expectedEmails(
  db: Knex,
  entities: { contactMessageIds?: readonly string[]; bookingIds?: readonly string[] },
): Promise<ExpectedEmail[]> {
  const expected: ExpectedEmail[] = [];
  const add = (eventId: string, template: string, to: string) => {
    const key = deliveryKeyFor(eventId, template, to);
    expected.push({ key, to: to.toLowerCase(), messageId: messageIdFor(key, MAIL_FROM) });
  };
  const contactIds = entities.contactMessageIds ?? [];
  if (contactIds.length) {
    const rows: Array<{ eventId: string; email: string }> = await db('contact_messages as c')
      .join('outbox_events as e', function () {
        this.on('e.entityId', 'c.id').andOnVal('e.type', '=', 'contact_message.received');
      })
      .whereIn('c.id', contactIds)
      .select('e.id as eventId', 'c.email');
    if (rows.length !== contactIds.length)
      throw new Error(`${contactIds.length} contact messages but ${rows.length} received events`);
    for (const row of rows) {
      add(row.eventId, 'contact-acknowledgment', row.email);
      add(row.eventId, 'contact-staff-notification', STAFF_EMAIL);
    }
  }
  const bookingIds = entities.bookingIds ?? [];
  if (bookingIds.length) {
    const rows: Array<{ eventId: string; email: string }> = await db('bookings as b')
      .join('users as u', 'u.id', 'b.customerId')
      .join('outbox_events as e', function () {
        this.on('e.entityId', 'b.id').andOnVal('e.type', '=', 'booking.created');
      })
      .whereIn('b.id', bookingIds)
      .select('e.id as eventId', 'u.email');
    if (rows.length !== bookingIds.length)
      throw new Error(`${bookingIds.length} bookings but ${rows.length} booking.created events`);
    for (const row of rows) {
      add(row.eventId, 'booking-confirmation', row.email);
      add(row.eventId, 'booking-staff-notification', STAFF_EMAIL);
    }
  }
  return expected;
}

/**
 * Wait until every expected email has arrived, every outbox event is complete and the email and
 * timeline queues are idle (a late re-run would show up as a duplicate), then count.
 */
export async function settleEmails(
  stack: FaultStack,
  expected: readonly ExpectedEmail[],
  timeoutMs = 120_000,
) {
  const wanted = new Set(expected.map((e) => e.messageId));
  const started = Date.now();
  await waitFor(
    `${expected.length} emails to arrive`,
    () => {
      const seen = new Set(stack.smtp.messages.map((m) => m.messageId));
      return [...wanted].every((id) => seen.has(id));
    },
    { timeoutMs, everyMs: 200 },
  ).catch((error) => {
    const seen = new Set(stack.smtp.messages.map((m) => m.messageId));
    const missing = expected.filter((e) => !seen.has(e.messageId));
    throw new Error(
      `${(error as Error).message}: ${missing.length} of ${expected.length} missing, e.g. ${missing
        .slice(0, 3)
        .map((e) => e.key)
        .join(', ')}\n--- worker log ---\n${stack.worker.proc?.tail(40) ?? ''}`,
    );
  });
  const arrivedMs = Date.now() - started;
  await waitFor(
    'every outbox event to complete and the queues to be idle',
    async () => {
      const open = await stack
        .db('outbox_events')
        .whereNull('completedAt')
        .count<{ count: number }[]>('id as count');
      return Number(open[0]?.count) === 0 && (await stack.pendingJobs()) === 0;
    },
    { timeoutMs, everyMs: 250 },
  );
  const counts = stack.smtp.countByMessageId();
  return {
    /** How long it took for the last expected email to arrive. */
    arrivedMs,
    counts,
    missing: expected.filter((e) => !counts.has(e.messageId)),
    duplicated: expected.filter((e) => (counts.get(e.messageId) ?? 0) > 1),
    unexpected: [...counts.keys()].filter((id) => !wanted.has(id)),
  };
}
