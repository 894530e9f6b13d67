import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, seedCatalog, seedDemo } from '@beauty/api/db/seed';
import type { Role } from '@beauty/domain/status';
import { hashToken, newToken } from '@beauty/server/tokens';
import { loadWorkerConfig } from '@beauty/worker/config';
import { createLogger } from '@beauty/worker/logger';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { startApi } from '../../integration/support/api';
import { type CapturedEmail, startSmtpCapture } from '../../integration/support/smtp-capture';
import { suiteDatabase } from '../../integration/support/suite-database';
import { Client } from '../../support/http';
import { raisedRateLimits } from '../../support/rate-limits';
import { installWriteLog, listTables, storedFiles, writeFrontend } from './world-storage';

export type Viewer = 'signed-out' | 'customer' | 'stylist' | 'admin';
export const VIEWERS: readonly Viewer[] = ['signed-out', 'customer', 'stylist', 'admin'];

export interface WorldOptions {
  /** Configuration overrides (rate limits, PUBLIC_URL, ...). */
  env?: Record<string, string>;
  /** Serve a small built frontend (index.html, spa.html, a script asset) like production does. */
  frontend?: boolean;
  /** Start a worker runtime (relay, emails to a local SMTP listener, images) on this world. */
  worker?: boolean;
}

/**
 * One test file's world: its own migrated database (catalog and demo data seeded) and Redis
 * prefix, so row counts are its own even when other suites run at the same time; the real API
 * app on a loopback port (PUBLIC_URL may be any origin, e.g. https://); a local storage
 * directory; and, when asked, a worker runtime with an SMTP listener.
 */
export async function startWorld(label: string, options: WorldOptions = {}) {
  const own = await suiteDatabase(`sec_${label}`);
  const { db, databaseUrl } = own;
  await seedCatalog(db);
  await seedDemo(db);

  const storageDir = await mkdtemp(path.join(tmpdir(), `beauty-sec-${label}-`));
  const frontendDist = path.join(storageDir, 'dist');
  if (options.frontend) await writeFrontend(frontendDist);

  // A prefix of its own each start: a world started again under a label begins with no counters.
  const redisPrefix = `${own.redisPrefix}_${randomUUID().slice(0, 6)}`;
  const api = await startApi(
    {
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: redisPrefix,
      STORAGE_DRIVER: 'local',
      STORAGE_DIR: path.join(storageDir, 'files'),
      FRONTEND_DIST: frontendDist,
      UPLOAD_SIGNING_SECRET: `upload-secret-${label}`,
      ...raisedRateLimits(100_000),
      ...options.env,
    },
    { serveFrontend: Boolean(options.frontend), logLevel: process.env.SECURITY_TEST_LOG_LEVEL },
  );
  const url = new URL(api.url);
  const { deps } = api;
  const { config } = deps;
  /** The origin browsers see (PUBLIC_URL); requests still go to `url`. */
  const origin = config.publicUrl.origin;

  let worker: WorkerRuntime | null = null;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | null = null;
  if (options.worker) {
    smtp = await startSmtpCapture();
    // The worker shares this world's database, Redis prefix and storage directory.
    worker = createWorkerRuntime(
      {
        ...loadWorkerConfig({ ...process.env, SMTP_URL: '' }),
        databaseUrl,
        redisPrefix,
        smtpUrl: smtp.url,
        publicUrl: origin,
        outboxPollMs: 100,
        sweepIntervalMs: 3_600_000,
        metricsPort: 0,
        storage: { ...config.storage },
      },
      { logger: createLogger(process.env.SECURITY_TEST_LOG_LEVEL ?? 'silent') },
    );
    await worker.start();
  }

  const ids = Object.fromEntries(
    await Promise.all(
      (['admin', 'stylist', 'customer'] as const).map(async (role) => {
        const row = await db('users')
          .where({ email: `${role}@demo.bridalbeauty.test` })
          .first('id');
        return [role, row.id as string];
      }),
    ),
  ) as Record<Exclude<Viewer, 'signed-out'>, string>;

  const tables: Array<{ name: string; columns: string[] }> = await listTables(db);
  await installWriteLog(
    db,
    tables.map((t) => t.name),
  );

  const world = {
    label,
    url,
    origin,
    db,
    deps,
    config,
    storageDir,
    ids,
    smtp,
    worker,
    /** A signed-out browser on our site (or on `siteOrigin`). */
    browser(siteOrigin: string = origin) {
      return new Client(url, siteOrigin);
    },
    /** Sign in through the real form; fails the test unless it lands with a session. */
    async signIn(email: string, password: string = DEMO_PASSWORD): Promise<Client> {
      const browser = new Client(url, origin);
      const res = await browser.send({ method: 'POST', path: '/api/login', form: { email, password } });
      if (res.status !== 303) throw new Error(`Signing in as ${email} answered ${res.status}: ${res.text}`);
      return browser;
    },
    /**
     * One browser per viewer (the demo accounts). Sessions are written straight to the table
     * (argon2 takes seconds per sign-in here); `{ signIn: true }` goes through the form instead.
     */
    async viewers(options: { signIn?: boolean } = {}): Promise<Record<Viewer, Client>> {
      const as = (role: Exclude<Viewer, 'signed-out'>) =>
        options.signIn ? world.signIn(`${role}@demo.bridalbeauty.test`) : world.sessionFor(ids[role]);
      const [customer, stylist, admin] = await Promise.all([as('customer'), as('stylist'), as('admin')]);
      return { 'signed-out': new Client(url, origin), customer, stylist, admin };
    },
    /** A session for `userId` written straight to the table (no argon2, no rate limit). */
    async sessionFor(userId: string): Promise<Client> {
      const token = newToken();
      await db('sessions').insert({
        idHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      });
      const browser = new Client(url, origin);
      browser.cookies.set(config.publicUrl.protocol === 'https:' ? '__Host-sid' : 'sid', token);
      return browser;
    },
    /** Another account with `role`, without a password (use sessionFor to act as it). */
    async createUser(role: Role, firstName: string): Promise<{ id: string; email: string }> {
      const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@security.test`;
      const [row] = await db('users')
        .insert({ email, firstName, lastName: 'Tester', role, emailVerifiedAt: new Date() })
        .returning('id');
      return { id: row.id as string, email };
    },
    /**
     * Every table's row count and a hash of its rows (so an UPDATE shows too), plus the files in
     * storage. Two equal fingerprints mean nothing was written.
     */
    async fingerprint(): Promise<Map<string, string>> {
      const sql = tables
        .map(
          ({ name, columns }) =>
            `SELECT '${name}' AS name, count(*) AS n, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS h ` +
            `FROM (SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "${name}") r`,
        )
        .join(' UNION ALL ');
      const { rows } = await db.raw(sql);
      const print = new Map<string, string>(
        rows.map((r: { name: string; n: number; h: string }) => [r.name, `${r.n} rows ${r.h.slice(0, 8)}`]),
      );
      print.set('(stored files)', (await storedFiles(storageDir)).join(','));
      return print;
    },
    /** A mark in the write log: writesSince(mark) lists every row written after it. */
    async writeMark(): Promise<number> {
      const row = await db('__write_log').max('id as id').first();
      return Number(row?.id ?? 0);
    },
    /** 'table OP' for each row inserted, changed or deleted (and committed) after `mark`. */
    async writesSince(mark: number): Promise<string[]> {
      const rows = await db('__write_log').where('id', '>', mark).orderBy('id').select('tableName', 'op');
      return rows.map((r: { tableName: string; op: string }) => `${r.tableName} ${r.op}`);
    },
    async emailsTo(address: string): Promise<CapturedEmail[]> {
      if (!smtp) throw new Error('This world has no worker');
      await smtp.waitFor((all) => all.some((m) => m.to.includes(address)), 45_000);
      return smtp.messages.filter((m) => m.to.includes(address));
    },
    async close() {
      await worker?.stop();
      await smtp?.close();
      await api.close();
      await own.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
  return world;
}

export type World = Awaited<ReturnType<typeof startWorld>>;

/** The tables that differ between two fingerprints, as 'table: before -> after'. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((n) => before.get(n) !== after.get(n))
    .map((n) => `${n}: ${before.get(n) ?? '(none)'} -> ${after.get(n) ?? '(none)'}`);
}

/** A date `days` from today as YYYY-MM-DD (UTC; far enough ahead that zones do not matter). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
