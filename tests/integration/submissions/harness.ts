import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadPurpose } from '@beauty/domain/schemas/uploads';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import type { Knex } from 'knex';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { type CapturedEmail, startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import {
  createWorkerTestEnv,
  readableEmail as decodedEmail,
  type WorkerTestEnv,
} from '../worker/worker-harness';

/** A captured message with its parts decoded and CRLF line ends read as plain newlines. */
export const readableEmail = (raw: string) => decodedEmail(raw).replace(/\r\n/g, '\n');

export const STAFF = ['owner@bridal.test', 'coordinator@bridal.test'];

/**
 * One suite's world: its own migrated database and Redis prefix (a worker takes every event of
 * the database it watches, and rate-limit counters live under the prefix), the real API on it,
 * an SMTP listener and, when asked, a worker wired to both.
 */
export async function startSubmissionsEnv(label: string, options: { worker?: boolean } = {}) {
  const env: WorkerTestEnv = await createWorkerTestEnv(`sub_${label}`);
  const smtp = await startSmtpCapture();
  // The local storage driver on a directory of this suite's own, shared by the API and the worker.
  const storageDir = await mkdtemp(path.join(tmpdir(), `beauty-submissions-${label}-`));
  const api = await startApi({
    DATABASE_URL: env.databaseUrl,
    REDIS_PREFIX: env.redisPrefix,
    STORAGE_DRIVER: 'local',
    STORAGE_DIR: storageDir,
  });
  let worker: WorkerRuntime | null = null;
  if (options.worker) {
    worker = createWorkerRuntime(
      env.config({
        smtpUrl: smtp.url,
        publicUrl: api.url,
        staffEmails: STAFF,
        storage: { ...api.deps.config.storage, dir: storageDir },
      }),
      { logger: env.logger },
    );
    await worker.start();
  }
  const db: Knex = env.db;

  return {
    env,
    db,
    api,
    smtp,
    client: () => new Client(api.url),
    /** An API on the same database whose public-form limit is `perHour`, counting from zero. */
    limitedApi: (perHour: number): Promise<TestApi> =>
      startApi({
        DATABASE_URL: env.databaseUrl,
        REDIS_PREFIX: `${env.redisPrefix}:limit_${randomUUID().slice(0, 8)}`,
        RATE_LIMIT_PUBLIC_FORM_PER_HOUR: String(perHour),
      }),
    /** Row counts of the given tables, to show a refused request wrote nothing. */
    async counts(...tables: string[]) {
      const entries = await Promise.all(
        tables.map(async (table) => [table, Number((await db(table).count({ n: '*' }).first())!.n)] as const),
      );
      return Object.fromEntries(entries);
    },
    /** Emails sent to `address` (mentioning `about`, when given), once the first has arrived. */
    async emailsTo(address: string, about?: string): Promise<CapturedEmail[]> {
      const match = (m: CapturedEmail) =>
        m.to.includes(address) && (about === undefined || readableEmail(m.raw).includes(about));
      await smtp.waitFor((all) => all.some(match));
      return smtp.messages.filter(match);
    },
    /** Wait for the outbox event about `entityId` to finish all its jobs. */
    waitForEvent(entityId: string) {
      return waitUntil(
        () => db('outbox_events').where({ entityId }).whereNotNull('completedAt').first(),
        15_000,
        `the event about ${entityId} to complete`,
      );
    },
    async close() {
      await worker?.stop();
      await api.close();
      await smtp.close();
      await env.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export type SubmissionsEnv = Awaited<ReturnType<typeof startSubmissionsEnv>>;

/**
 * An upload whose bytes have landed, as the upload calls leave it (status 'uploaded'), without
 * going through the PUT: returns its id and its stable address.
 */
export async function insertUpload(
  db: Knex,
  purpose: UploadPurpose,
  fields: { status?: 'pending' | 'uploaded' | 'processed' | 'rejected' } = {},
) {
  const id = randomUUID();
  await db('uploads').insert({
    id,
    purpose,
    storageKey: `test/${purpose}/${id}`,
    contentType: purpose === 'resume' ? 'application/pdf' : 'image/webp',
    maxBytes: purpose === 'resume' ? 5 * 1024 * 1024 : 10 * 1024 * 1024,
    sizeBytes: 1234,
    status: fields.status ?? 'uploaded',
    uploadedAt: new Date(),
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { id, url: `/api/images/${id}` };
}
