import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from '@beauty/server/storage/local-disk';
import type { WorkerConfig } from '@beauty/worker/config';
import { runMaintenance } from '@beauty/worker/maintenance/maintenance';
import { insertUser } from './staff-fixture';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

/**
 * The world of the maintenance tests: a worker database of its own and a storage directory.
 * `useMaintenanceWorld` fills these bindings in `beforeAll`; each test file gives its own label.
 */
export let env: WorkerTestEnv;
export let storageDir: string;
export let storage: LocalDiskStorage;
export let config: WorkerConfig;
export let userId: string;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(Date.now() - ms);
export const ahead = (ms: number) => new Date(Date.now() + ms);

export function useMaintenanceWorld(label: string) {
  beforeAll(async () => {
    env = await createWorkerTestEnv(label);
    storageDir = await mkdtemp(path.join(tmpdir(), `beauty-storage-${label}-`));
    storage = new LocalDiskStorage(storageDir);
    const base = env.config();
    config = env.config({ storage: { ...base.storage, driver: 'local', dir: storageDir } });
    userId = (await insertUser(env.db, 'customer')).id;
  });

  afterAll(async () => {
    await env?.close();
    await rm(storageDir, { recursive: true, force: true });
  });
}

export const run = (overrides: Partial<WorkerConfig['maintenance']> = {}) =>
  runMaintenance({
    db: env.db,
    logger: env.logger,
    config: { ...config, maintenance: { ...config.maintenance, ...overrides } },
  });

export async function exists(table: string, where: Record<string, unknown>): Promise<boolean> {
  return Boolean(await env.db(table).where(where).first());
}

export async function insertEvent(fields: { createdAt: Date; completedAt: Date | null; jobs?: string[] }) {
  const jobs = fields.jobs ?? ['timeline.record'];
  const [row] = await env
    .db('outbox_events')
    .insert({
      type: 'contact_message.received',
      entityType: 'contact-message',
      entityId: randomUUID(),
      payload: { contactMessageId: randomUUID() },
      createdAt: fields.createdAt,
      publishedAt: fields.createdAt,
      jobs,
      completedAt: fields.completedAt,
    })
    .returning('id');
  if (fields.completedAt) {
    await env.db('outbox_event_jobs').insert(
      jobs.map((jobName) => ({
        eventId: row.id,
        jobName,
        result: 'done',
        completedAt: fields.completedAt,
      })),
    );
  }
  return row.id as string;
}

export async function insertDelivery(fields: {
  status: string;
  createdAt: Date;
  eventId?: string | null;
  passwordTokenId?: string;
}) {
  const [row] = await env
    .db('email_deliveries')
    .insert({
      deliveryKey: `test.${randomUUID()}`,
      eventId: fields.eventId ?? null,
      template: 'contact-acknowledgment',
      toAddress: 'jamie@example.com',
      subject: 'Thanks',
      textBody: 'Thanks',
      status: fields.status,
      createdAt: fields.createdAt,
      sentAt: fields.status === 'sent' ? fields.createdAt : null,
      passwordTokenId: fields.passwordTokenId ?? null,
    })
    .returning('id');
  return row.id as string;
}
