import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { JobRegistry } from './job-table';
import { publishEventJobs } from './outbox';
import { completeEventsIfDone, finishedJobsOf, hasFinished, overdueEvents } from './outbox.repository';
import { jobIdFor, type Queues, withTimeout } from './queue';

export interface SweeperOptions {
  db: Knex;
  queues: Queues;
  registry: JobRegistry;
  logger: Logger;
  intervalMs: number;
  /** Events published longer ago than this and still not completed are looked at. */
  afterMs: number;
  batchSize?: number;
}

export interface SweepReport {
  examined: number;
  republished: string[];
  failed: string[];
  completed: number;
}

export interface Sweeper {
  start(): void;
  stop(): Promise<void>;
  sweep(): Promise<SweepReport>;
}

/**
 * BullMQ's reason for a job whose lock expired more often than its worker's maxStalledCount: the
 * processes running it died (kill -9, OOM) each time; the job itself never threw.
 */
const STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

const lostToCrashes = (failedReason: string | undefined) => failedReason === STALLED_TOO_OFTEN;

/**
 * Finishes what the queue lost: for events published long ago and not completed, each job
 * without an outbox_event_jobs row is checked in BullMQ. Missing (Redis lost it, or it aged
 * out) -> added again with the same jobId; failed after its attempts -> left for the dashboard
 * and logged; waiting, active or delayed -> left alone.
 */
export function createSweeper(options: SweeperOptions): Sweeper {
  const { db, queues, registry, logger } = options;
  const log = logger.child({ component: 'outbox-sweeper' });
  const batchSize = options.batchSize ?? 200;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  async function sweep(): Promise<SweepReport> {
    const report: SweepReport = { examined: 0, republished: [], failed: [], completed: 0 };
    const events = await overdueEvents(db, options.afterMs, batchSize);
    if (events.length === 0) return report;
    report.examined = events.length;

    const finishedRows = await finishedJobsOf(
      db,
      events.map((e) => e.id),
    );
    const finished = new Set(finishedRows.map((r) => `${r.eventId}.${r.jobName}`));

    const maybeDone: string[] = [];
    for (const event of events) {
      const missing = event.jobs.filter((name) => !finished.has(`${event.id}.${name}`));
      if (missing.length === 0) {
        maybeDone.push(event.id);
        continue;
      }
      for (const name of missing) {
        const definition = Object.hasOwn(registry.jobs, name) ? registry.jobs[name] : undefined;
        if (!definition) {
          log.error(
            { eventId: event.id, jobName: name },
            'event waits for a job that is no longer in the registry',
          );
          continue;
        }
        const queue = queues[definition.queue];
        const jobId = jobIdFor(event.id, name);
        const state = await withTimeout(queue.getJobState(jobId), 5_000, 'Reading a job state from Redis');
        if (state === 'failed') {
          const job = await withTimeout(queue.getJob(jobId), 5_000, 'Reading a failed job from Redis');
          if (job && lostToCrashes(job.failedReason)) {
            // Its handler never failed: the workers running it died, more often than BullMQ's
            // stall limit allows. Handlers are idempotent, so it runs again from the start.
            await job.retry('failed', { resetAttemptsMade: true });
            report.republished.push(jobId);
            log.info(
              { eventId: event.id, jobName: name, jobId },
              'sweeper retried a job its workers died running',
            );
            continue;
          }
          report.failed.push(jobId);
          log.warn(
            { eventId: event.id, jobName: name, jobId, queue: definition.queue },
            'job failed after all its attempts; retry it from the queue dashboard',
          );
        } else if (state === 'unknown' || state === 'completed') {
          if (state === 'completed') {
            // The row is written before a job completes: re-read it, the job may have just finished.
            if (await hasFinished(db, event.id, name)) {
              maybeDone.push(event.id);
              continue;
            }
            // Completed without its row (a lost write): handlers are idempotent, so run it again.
            await queue.remove(jobId);
          }
          await publishEventJobs(queues, registry, event, [name]);
          report.republished.push(jobId);
          log.info({ eventId: event.id, jobName: name, jobId }, 'sweeper re-published a lost job');
        }
      }
    }
    report.completed = await completeEventsIfDone(db, maybeDone);
    return report;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = sweep().catch((error) =>
        log.warn({ err: error }, 'outbox sweep failed; trying again next interval'),
      );
      await running;
      running = null;
      schedule();
    }, options.intervalMs);
  }

  return {
    sweep,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
