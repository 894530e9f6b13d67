import { performance } from 'node:perf_hooks';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { WorkerMetrics } from '../metrics';
import type { JobContext } from './handler';
import { delayedJobOf, type JobRegistry } from './job-table';
import type { EventJobData } from './outbox';
import { withTimeout } from './queue';
import { runDelayedJob, runEventJob } from './run-job';

/** Errors that repeat (Redis reconnecting, PostgreSQL away) are logged once per this interval. */
export const ERROR_LOG_EVERY_MS = 30_000;

/**
 * A job that fails while PostgreSQL does not answer is not at fault: it waits this long and runs
 * again, without using up one of its attempts (a restart or failover of the database outlasts
 * the retries of most jobs: two seconds doubling four times, some 30 s, would fail them for good
 * and leave their events unfinished until someone retried them from the dashboard).
 */
const DATABASE_WAIT_MS = 5_000;

/** Whether the database answers a trivial query within a few seconds. */
async function databaseAnswers(db: Knex): Promise<boolean> {
  try {
    await withTimeout(db.raw('SELECT 1'), 3_000, 'Asking PostgreSQL');
    return true;
  } catch {
    return false;
  }
}

/**
 * What a BullMQ worker runs for each job: the event job or delayed job of that name, timed and
 * counted, a line logged; a job failing while PostgreSQL does not answer waits for it instead of
 * using up an attempt.
 */
export function createJobProcessor(options: {
  registry: JobRegistry;
  logger: Logger;
  metrics: WorkerMetrics;
  ctx: JobContext;
}) {
  const { registry, logger, metrics, ctx } = options;
  let lastDatabaseWaitLog = 0;
  return async (job: Job<EventJobData>, token?: string) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const log = logger.child({ jobName: job.name, jobId: job.id, attempt: job.attemptsMade + 1 });
    try {
      const result = delayedJobOf(registry, job.name)
        ? await runDelayedJob(registry, ctx, job.name, job.data)
        : await runEventJob(registry, ctx, job.name, job.data);
      metrics.observeJob(job.name, result, seconds());
      log.info({ result, ms: Math.round(seconds() * 1000) }, 'job finished');
      return result;
    } catch (error) {
      metrics.observeJob(job.name, 'failed', seconds());
      if (token && !(error instanceof UnrecoverableError) && !(await databaseAnswers(ctx.db))) {
        // Handlers are idempotent: running again once PostgreSQL is back finishes the work.
        const moved = await job.moveToDelayed(Date.now() + DATABASE_WAIT_MS, token).then(
          () => true,
          () => false,
        );
        if (moved) {
          const now = Date.now();
          if (now - lastDatabaseWaitLog >= ERROR_LOG_EVERY_MS) {
            lastDatabaseWaitLog = now;
            log.warn(
              { err: error },
              'PostgreSQL does not answer: jobs wait for it without using up attempts',
            );
          }
          throw new DelayedError();
        }
      }
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (final) log.error({ err: error }, 'job failed for good; retry it from the queue dashboard');
      else log.warn({ err: error }, 'job failed; BullMQ will retry it');
      throw error;
    }
  };
}
