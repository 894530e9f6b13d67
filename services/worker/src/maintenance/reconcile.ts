import type { JobState } from 'bullmq';
import { syncHoldOf } from '../bookings/sync-booking-hold';
import { syncReminderOf } from '../bookings/sync-booking-reminder';
import type { WorkerConfig } from '../config';
import { rejectUpload, variantKeysOf } from '../gallery/gallery.repository';
import { recordPhotosProcessedIfDone } from '../gallery/photos-processed';
import type { DelayedJobHandler, JobContext } from '../pipeline/handler';
import { businessSchedule, type JobBackoff } from '../pipeline/job-table';
import { toJobData } from '../pipeline/outbox';
import { finishEventJob } from '../pipeline/outbox.repository';
import { jobIdFor, withTimeout } from '../pipeline/queue';
import { type MaintenanceAdapters, storageOf } from './options';
import {
  addConversionEvent,
  conversionEvent,
  countConversionRetry,
  deleteVariants,
  heldBookingIds,
  stuckUploads,
  upcomingBookingIds,
} from './reconcile.repository';

/**
 * Reconciliation from the database (issue 14, point 1: nothing lost stays lost). PostgreSQL is
 * the record; Redis holds only what follows from it. Every hour (RECONCILE_SCHEDULE), at worker
 * start, and at once when the worker finds its schedules gone from Redis (runtime.ts):
 *
 * - every upcoming booking (pending or confirmed) gets its reminder job, and every pending
 *   request holding time its release job, through the same code as the events' sync jobs
 *   (one job id per booking: a second run adds nothing);
 * - an image upload still 'uploaded' CONVERSION_STUCK_MINUTES after it arrived, whose
 *   conversion job is not waiting or at work (gone, or failed after its attempts, e.g. a worker
 *   killed again and again on it), is queued again, up to CONVERSION_MAX_RETRIES times; after
 *   that it is rejected ("could not be converted") like an unusable file, so none stays
 *   'uploaded' forever and a consultation request waiting for its photos goes on.
 */

export const RECONCILE_JOB = 'maintenance.reconcile';

export const RECONCILE_SCHEDULE = businessSchedule({
  schedulerId: 'reconcile',
  jobName: RECONCILE_JOB,
  pattern: '45 * * * *',
  patternOf: (config: WorkerConfig) => config.maintenance.reconcileSchedule,
});

const REDIS_TIMEOUT_MS = 5_000;
const CONVERT_JOB = 'images.convert';
/**
 * The retries of images.convert (its row in pipeline/registry.ts uses these), so a conversion queued
 * again here runs as the relay's would.
 */
export const CONVERT_IMAGE_RETRY: { attempts: number; backoff: JobBackoff } = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 10_000 },
};
/** The states of a job BullMQ will still run by itself. */
const IN_HAND: readonly (JobState | 'unknown')[] = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
];
const IMAGE_PURPOSES = ['consultation-inspiration', 'gallery', 'stylist-photo'];
export const CONVERSION_GAVE_UP = 'The image could not be converted; please upload it again.';

export interface ReconcileReport {
  /** Upcoming bookings looked at, and reminder jobs added or moved. */
  bookings: number;
  reminders: number;
  /** Pending requests with a hold looked at, and release jobs added or moved. */
  holds: number;
  holdJobs: number;
  /** Stuck conversions queued again, and uploads given up on. */
  conversionsRequeued: number;
  conversionsRejected: number;
}

type Ctx = Pick<JobContext, 'db' | 'config' | 'logger' | 'queues'>;

export async function reconcileBookingJobs(
  ctx: Ctx,
): Promise<Pick<ReconcileReport, 'bookings' | 'reminders' | 'holds' | 'holdJobs'>> {
  const report = { bookings: 0, reminders: 0, holds: 0, holdJobs: 0 };
  const failed: string[] = [];
  // One booking's trouble (its job being run right now cannot be moved) does not stop the others.
  const sync = async (id: string, work: typeof syncReminderOf): Promise<boolean> => {
    try {
      return (await work(ctx, id, { by: 'reconcile' })) === 'done';
    } catch (error) {
      failed.push(id);
      ctx.logger.warn({ err: error, bookingId: id }, 'reconciliation could not sync a booking job');
      return false;
    }
  };
  // From yesterday in the business's zone (planReminder drops what has started): the ids only,
  // found through the partial index of active bookings by date (bookings_slot_active_idx).
  const upcoming = await upcomingBookingIds(ctx.db);
  for (const id of upcoming) {
    report.bookings += 1;
    if (await sync(id, syncReminderOf)) report.reminders += 1;
  }
  // Pending requests holding time (bookings_hold_expiry_idx).
  const held = await heldBookingIds(ctx.db);
  for (const id of held) {
    report.holds += 1;
    if (await sync(id, syncHoldOf)) report.holdJobs += 1;
  }
  // Thrown once every booking had its turn: BullMQ retries the run.
  if (failed.length)
    throw new Error(`Reconciliation could not sync the jobs of bookings ${failed.join(', ')}`);
  return report;
}

export async function reconcileConversions(
  ctx: Ctx,
  now: Date = new Date(),
  adapters: MaintenanceAdapters = {},
): Promise<Pick<ReconcileReport, 'conversionsRequeued' | 'conversionsRejected'>> {
  const report = { conversionsRequeued: 0, conversionsRejected: 0 };
  const { db, config, logger } = ctx;
  const settings = config.maintenance;
  const queue = ctx.queues.images;
  const stuck = await stuckUploads(
    db,
    IMAGE_PURPOSES,
    new Date(now.getTime() - settings.conversionStuckMinutes * 60_000),
    settings.batchSize,
  );

  for (const upload of stuck) {
    const log = logger.child({ uploadId: upload.id });
    const event = await conversionEvent(db, upload.id);
    if (event && !event.publishedAt) continue; // The relay has not published it yet.
    const jobId = event ? jobIdFor(event.id, CONVERT_JOB) : null;
    const state = jobId
      ? await withTimeout(queue.getJobState(jobId), REDIS_TIMEOUT_MS, 'Reading a conversion job')
      : 'unknown';
    if (IN_HAND.includes(state)) continue;

    if (upload.conversionRetries >= settings.conversionMaxRetries) {
      const rejected = await rejectUpload(db, upload.id, CONVERSION_GAVE_UP);
      if (!rejected) continue;
      // As an unusable file: its bytes go (variants a crashed run may have written too).
      const storage = storageOf(config, adapters);
      await storage.remove(upload.storageKey);
      for (const key of await variantKeysOf(db, upload.id)) await storage.remove(key);
      await deleteVariants(db, upload.id);
      if (event) await finishEventJob(db, event.id, CONVERT_JOB, 'done');
      if (upload.attachedType === 'consultation-request' && upload.attachedId) {
        await recordPhotosProcessedIfDone(db, upload.attachedId);
      }
      report.conversionsRejected += 1;
      log.warn(
        { retries: upload.conversionRetries, jobState: state },
        'image conversion given up: upload rejected',
      );
      continue;
    }

    await countConversionRetry(db, upload.id);
    if (event && jobId) {
      // Same job id as the relay's, so its success completes the event; a failed or finished
      // job under that id is removed first (adding an id still stored is a no-op).
      if (state !== 'unknown') await withTimeout(queue.remove(jobId), REDIS_TIMEOUT_MS, 'Removing a job');
      await withTimeout(
        queue.add(CONVERT_JOB, toJobData(event), { jobId, ...CONVERT_IMAGE_RETRY }),
        REDIS_TIMEOUT_MS,
        'Queueing a conversion again',
      );
    } else {
      // No event to run it for (its event is gone): a new one, published by the relay.
      await addConversionEvent(db, upload.id);
    }
    report.conversionsRequeued += 1;
    log.warn({ retry: upload.conversionRetries + 1, jobState: state }, 'stuck image conversion queued again');
  }
  return report;
}

/** One reconciliation: the bookings' delayed jobs, then stuck conversions. */
export async function runReconciliation(ctx: Ctx, now: Date = new Date()): Promise<ReconcileReport> {
  // Each part runs even when the other fails; the run then throws (BullMQ retries it).
  const [bookings, conversions] = await Promise.allSettled([
    reconcileBookingJobs(ctx),
    reconcileConversions(ctx, now),
  ]);
  if (bookings.status === 'rejected') throw bookings.reason;
  if (conversions.status === 'rejected') throw conversions.reason;
  return { ...bookings.value, ...conversions.value };
}

/** maintenance.reconcile, when its scheduler fires (RECONCILE_SCHEDULE, and at worker start). */
export const reconcileJob: DelayedJobHandler<Record<string, never>> = async (_data, ctx) => {
  const report = await runReconciliation(ctx);
  const changed =
    report.reminders + report.holdJobs + report.conversionsRequeued + report.conversionsRejected;
  if (changed === 0) return 'skipped';
  ctx.logger.info(report, 'reconciliation: jobs Redis had lost were put back');
  return 'done';
};
