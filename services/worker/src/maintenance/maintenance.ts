import type { WorkerConfig } from '../config';
import type { DelayedJobHandler, JobContext } from '../pipeline/handler';
import { businessSchedule } from '../pipeline/job-table';
import {
  deleteExpiredSessions,
  deleteExpiredSignInStates,
  deleteFinishedEmailDeliveries,
  deleteFinishedOutboxEvents,
  deleteOldIdempotencyKeys,
  deleteSpentLinks,
} from './maintenance.repository';
import { type MaintenanceAdapters, type MaintenanceOptions, storageOf } from './options';
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
    const removed = await deleteUnattachedUploads(db, storageOf(config, adapters), options);
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
