import { storageFor } from '@beauty/server/storage/create-storage';
import type { ObjectStorage } from '@beauty/server/storage/storage';
import type { Knex } from 'knex';
import type { WorkerConfig } from '../config';
import type { DelayedJobHandler, JobContext } from '../pipeline/handler';
import { businessSchedule } from '../pipeline/job-table';
import { ago, type MaintenanceOptions } from './options';
import { deleteUnattachedUploads } from './unattached-uploads';

/**
 * Retention (issue 14, point 1: nothing grows forever). One scheduled job deletes, oldest first
 * and in short batches (a table of millions is never locked or scanned in one statement):
 *
 * - finished outbox events (completed_at set) after MAINTENANCE_RETENTION_DAYS, their
 *   outbox_event_jobs rows with them (ON DELETE CASCADE); unfinished events stay whatever their age;
 * - finished email deliveries (sent, cancelled, failed) after the same days, unless the event
 *   that wrote them is still unfinished (a retry must find the row that says 'sent');
 * - idempotency keys after 24 hours (the API answers a replay for that long);
 * - expired sessions, and expired sign-in states (login_states, login_handoffs: they live 10 and
 *   30 minutes, so none is left an hour after it was made);
 * - one-time links (password_reset_tokens: reset, invitation, email confirmation) a day after
 *   they were used or expired (that day the page can still say "this link was used"), unless an
 *   email carrying them is still waiting to be sent;
 * - uploads attached to nothing 24 hours after they were made: the row, its variants and its
 *   files in storage (local disk or S3). A row is deleted and its files removed in one
 *   transaction that holds its lock, so a claim waiting on it finds it gone, and a storage
 *   failure rolls the deletion back for the next run.
 */

/** The delayed job its scheduler starts (a row of `delayedJobs` in pipeline/registry.ts). */
export const MAINTENANCE_JOB = 'maintenance.retention';

/** Hourly by default (MAINTENANCE_SCHEDULE), and once at worker start, as every schedule. */
export const MAINTENANCE_SCHEDULE = businessSchedule({
  schedulerId: 'maintenance',
  jobName: MAINTENANCE_JOB,
  pattern: '15 * * * *',
  patternOf: (config: WorkerConfig) => config.maintenance.schedule,
});

const HOUR_MS = 3_600_000;
/** The API's idempotency window (services/api/src/lib/idempotency.ts). */
export const IDEMPOTENCY_KEY_MAX_AGE_MS = 24 * HOUR_MS;
/** Used or expired links stay this long, so their page can still tell why they no longer work. */
export const LINK_GRACE_MS = 24 * HOUR_MS;
/** Uploads deleted per transaction (each holds its rows' locks while their files are removed). */

export interface MaintenanceReport {
  outboxEvents: number;
  emailDeliveries: number;
  idempotencyKeys: number;
  sessions: number;
  signInStates: number;
  links: number;
  uploads: number;
  /** Storage keys removed with those uploads (keys already absent included). */
  files: number;
}

/**
 * Run `sql` (a DELETE of at most `batchSize` rows, its last binding the limit) until it deletes
 * fewer than that or `maxBatches` ran; each statement is its own short transaction. The
 * statements read `DELETE ... WHERE key = ANY(ARRAY(SELECT key ... LIMIT n FOR UPDATE SKIP
 * LOCKED))`: the inner select walks an index on the age column, the delete then finds its rows
 * by key (with `IN (SELECT ...)` PostgreSQL hash-joined the whole table; checked with EXPLAIN on
 * 200,000 rows), and rows another transaction holds are left for the next run.
 */
async function deleteInBatches(
  db: Knex,
  sql: string,
  bindings: readonly Knex.Value[],
  { batchSize, maxBatches }: MaintenanceOptions,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const result = (await db.raw(sql, [...bindings, batchSize])) as { rowCount?: number };
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batchSize) break;
  }
  return deleted;
}

/**
 * Delete the rows of `table` whose `column` is before `cutoff`, oldest first, in batches; rows
 * are found again by `key` (the primary key, or ctid for a table without one).
 */
function deleteOlderThan(
  db: Knex,
  { table, key, column }: { table: string; key: string; column: string },
  cutoff: Date,
  options: MaintenanceOptions,
): Promise<number> {
  return deleteInBatches(
    db,
    `DELETE FROM ${table} WHERE ${key} = ANY(ARRAY(
       SELECT ${key} FROM ${table} WHERE ${column} < ?
       ORDER BY ${column} LIMIT ? FOR UPDATE SKIP LOCKED))`,
    [cutoff],
    options,
  );
}

export async function deleteFinishedEmailDeliveries(
  db: Knex,
  options: MaintenanceOptions,
  retentionDays: number,
) {
  return deleteInBatches(
    db,
    `DELETE FROM email_deliveries WHERE id = ANY(ARRAY(
       SELECT d.id FROM email_deliveries d
       WHERE d.status IN ('sent','cancelled','failed') AND d.created_at < ?
         AND NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.id = d.event_id AND e.completed_at IS NULL)
       ORDER BY d.created_at LIMIT ? FOR UPDATE OF d SKIP LOCKED))`,
    [ago(options.now, retentionDays * 24 * HOUR_MS)],
    options,
  );
}

export async function deleteFinishedOutboxEvents(
  db: Knex,
  options: MaintenanceOptions,
  retentionDays: number,
) {
  // outbox_event_jobs rows go with their event (ON DELETE CASCADE); email_deliveries.event_id of
  // a delivery kept longer is set to NULL (ON DELETE SET NULL).
  return deleteOlderThan(
    db,
    { table: 'outbox_events', key: 'id', column: 'completed_at' },
    ago(options.now, retentionDays * 24 * HOUR_MS),
    options,
  );
}

export async function deleteOldIdempotencyKeys(db: Knex, options: MaintenanceOptions) {
  return deleteOlderThan(
    db,
    { table: 'idempotency_keys', key: 'ctid', column: 'created_at' },
    ago(options.now, IDEMPOTENCY_KEY_MAX_AGE_MS),
    options,
  );
}

export async function deleteExpiredSessions(db: Knex, options: MaintenanceOptions) {
  return deleteOlderThan(
    db,
    { table: 'sessions', key: 'id_hash', column: 'expires_at' },
    options.now,
    options,
  );
}

export async function deleteExpiredSignInStates(db: Knex, options: MaintenanceOptions) {
  const states = await deleteOlderThan(
    db,
    { table: 'login_states', key: 'state', column: 'expires_at' },
    options.now,
    options,
  );
  const handoffs = await deleteOlderThan(
    db,
    { table: 'login_handoffs', key: 'token_hash', column: 'expires_at' },
    options.now,
    options,
  );
  return states + handoffs;
}

export async function deleteSpentLinks(db: Knex, options: MaintenanceOptions) {
  const cutoff = ago(options.now, LINK_GRACE_MS);
  // An email still to be sent writes its link's token when it goes out: keep that row.
  const unsent = `NOT EXISTS (SELECT 1 FROM email_deliveries d
    WHERE d.password_token_id = t.id AND d.status IN ('pending','sending'))`;
  let deleted = 0;
  for (const column of ['expires_at', 'used_at']) {
    deleted += await deleteInBatches(
      db,
      `DELETE FROM password_reset_tokens WHERE id = ANY(ARRAY(
         SELECT t.id FROM password_reset_tokens t WHERE t.${column} < ? AND ${unsent}
         ORDER BY t.${column} LIMIT ? FOR UPDATE OF t SKIP LOCKED))`,
      [cutoff],
      options,
    );
  }
  return deleted;
}

export interface MaintenanceAdapters {
  storage?: (config: WorkerConfig) => ObjectStorage;
}

/**
 * One retention run: every kind in turn, each in its own batches. A kind that fails does not
 * stop the others; the run then throws (BullMQ retries it, the log names the kind).
 */
export async function runMaintenance(
  ctx: Pick<JobContext, 'db' | 'config' | 'logger'>,
  now: Date = new Date(),
  adapters: MaintenanceAdapters = {},
): Promise<MaintenanceReport> {
  const { db, config } = ctx;
  const settings = config.maintenance;
  const options: MaintenanceOptions = { now, batchSize: settings.batchSize, maxBatches: settings.maxBatches };
  const report: MaintenanceReport = {
    outboxEvents: 0,
    emailDeliveries: 0,
    idempotencyKeys: 0,
    sessions: 0,
    signInStates: 0,
    links: 0,
    uploads: 0,
    files: 0,
  };
  const failures: Array<{ kind: string; error: unknown }> = [];
  const step = async (kind: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push({ kind, error });
      ctx.logger.warn(
        { err: error, kind },
        'maintenance: deleting old rows failed; the next run tries again',
      );
    }
  };

  // Deliveries first: an event's deletion then has fewer rows to unlink.
  await step('email deliveries', async () => {
    report.emailDeliveries = await deleteFinishedEmailDeliveries(db, options, settings.retentionDays);
  });
  await step('outbox events', async () => {
    report.outboxEvents = await deleteFinishedOutboxEvents(db, options, settings.retentionDays);
  });
  await step('idempotency keys', async () => {
    report.idempotencyKeys = await deleteOldIdempotencyKeys(db, options);
  });
  await step('sessions', async () => {
    report.sessions = await deleteExpiredSessions(db, options);
  });
  await step('sign-in states', async () => {
    report.signInStates = await deleteExpiredSignInStates(db, options);
  });
  await step('links', async () => {
    report.links = await deleteSpentLinks(db, options);
  });
  await step('uploads', async () => {
    const storage = (adapters.storage ?? ((c: WorkerConfig) => storageFor(c.storage)))(config);
    const removed = await deleteUnattachedUploads(db, storage, options);
    report.uploads = removed.uploads;
    report.files = removed.files;
  });

  if (failures.length) {
    throw new AggregateError(
      failures.map((f) => f.error),
      `Maintenance failed for: ${failures.map((f) => f.kind).join(', ')}`,
    );
  }
  return report;
}

/** maintenance.retention, when its scheduler fires (MAINTENANCE_SCHEDULE, and at worker start). */
export const maintenanceJob: DelayedJobHandler<Record<string, never>> = async (_data, ctx) => {
  const report = await runMaintenance(ctx);
  const deleted = Object.values(report).reduce((sum, n) => sum + n, 0);
  if (deleted === 0) return 'skipped';
  ctx.logger.info(report, 'maintenance: old rows deleted');
  return 'done';
};
