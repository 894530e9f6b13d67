import type { Knex } from 'knex';
import type { JobContext, JobHandler, JobResult } from '../pipeline/handler';
import type { JobBackoff } from '../pipeline/job-table';
import { withTimeout } from '../pipeline/queue';
import { lockJobId } from './booking-events.repository';
import type { BookingEvent } from './booking-timeline';

const REDIS_TIMEOUT_MS = 5_000;

/** What a booking's delayed job should be now: none (and why, for the log), or its data and delay. */
export type DelayedJobPlan<Data> =
  | { due: false; why?: Record<string, unknown> }
  | { due: true; data: Data; delayMs: () => number; logFields: Record<string, unknown> };

export interface DelayedBookingJob<Data> {
  jobId: string;
  jobName: string;
  retry: { attempts: number; backoff: JobBackoff };
  /** 'hold job', 'reminder job': what the Redis timeouts name. */
  noun: string;
  /** The data field that says what the job is due for (a job due for the same is left alone). */
  dueFor: keyof Data;
  removedMessage: string;
  scheduledMessage: string;
  /** What the job should be, read under the booking's advisory lock. */
  plan(trx: Knex.Transaction): Promise<DelayedJobPlan<Data>>;
}

/**
 * Make a booking's delayed job (on the reminders queue) match the booking as it is now: added
 * when due, moved (remove + add under the same id) when what it is due for changed, removed when
 * nothing is due. Runs for one job id are serialized by an advisory lock; Redis unreachable: it
 * throws, and the job is retried.
 */
export async function syncDelayedBookingJob<Data extends object>(
  ctx: Pick<JobContext, 'db' | 'queues'>,
  log: JobContext['logger'],
  job: DelayedBookingJob<Data>,
): Promise<JobResult> {
  const { jobId, noun } = job;
  const queue = ctx.queues.reminders;
  return ctx.db.transaction(async (trx) => {
    await lockJobId(trx, jobId);
    const plan = await job.plan(trx);
    const existing = await withTimeout(queue.getJob(jobId), REDIS_TIMEOUT_MS, `Reading the ${noun}`);

    if (!plan.due) {
      if (!existing) return 'skipped';
      // A job being run right now cannot be removed: this throws and the retry removes it.
      await withTimeout(existing.remove(), REDIS_TIMEOUT_MS, `Removing the ${noun}`);
      log.info(plan.why ?? {}, job.removedMessage);
      return 'done';
    }

    // Already due for this (or already run for it): nothing to move.
    if (existing && (existing.data as Partial<Data>)?.[job.dueFor] === plan.data[job.dueFor])
      return 'skipped';
    if (existing) await withTimeout(existing.remove(), REDIS_TIMEOUT_MS, `Removing the old ${noun}`);
    await withTimeout(
      queue.add(job.jobName, plan.data, { jobId, delay: plan.delayMs(), ...job.retry }),
      REDIS_TIMEOUT_MS,
      `Scheduling the ${noun}`,
    );
    log.info({ ...plan.logFields, moved: Boolean(existing) }, job.scheduledMessage);
    return 'done';
  });
}

/** A booking's delayed job as its sync job and the reconciliation keep it: one job id per booking. */
export interface BookingJobSync<Data> extends Omit<DelayedBookingJob<Data>, 'jobId' | 'plan'> {
  jobIdOf(bookingId: string): string;
  /** The log field that names the job id ('holdJobId', 'reminderJobId'). */
  jobIdField: string;
  /** What the booking's job should be, read under its advisory lock. */
  plan(trx: Knex.Transaction, bookingId: string): Promise<DelayedJobPlan<Data>>;
}

/** Make one booking's delayed job match the booking (idempotent); `logFields` join its log lines. */
export type SyncBookingJob = (
  ctx: Pick<JobContext, 'db' | 'queues' | 'logger'>,
  bookingId: string,
  logFields?: Record<string, unknown>,
) => Promise<JobResult>;

export function bookingJobSync<Data extends object>({
  jobIdOf,
  jobIdField,
  plan,
  ...job
}: BookingJobSync<Data>): SyncBookingJob {
  return (ctx, bookingId, logFields = {}) => {
    const jobId = jobIdOf(bookingId);
    return syncDelayedBookingJob<Data>(
      ctx,
      ctx.logger.child({ bookingId, [jobIdField]: jobId, ...logFields }),
      { ...job, jobId, plan: (trx) => plan(trx, bookingId) },
    );
  };
}

/** The event job that syncs the job of the booking its event names, whichever event it is. */
export const syncOnBookingEvent =
  <T extends BookingEvent>(sync: SyncBookingJob): JobHandler<T> =>
  async (job, ctx) =>
    sync(ctx, job.payload.bookingId, { eventId: job.eventId });
