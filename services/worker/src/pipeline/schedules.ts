import type { WorkerConfig } from '../config';
import { delayedJobOf, type JobRegistry } from './job-table';
import { DEFAULT_JOB_OPTIONS, type Queues } from './queue';

/**
 * Upsert every repeatable job's BullMQ job scheduler (same id each start, so several worker
 * processes or restarts keep one schedule; a changed pattern replaces the old one), and run
 * each once now: a run missed while no worker was up (or data written without events, such as
 * the demo seed) is caught up at start. The jobs are idempotent recomputations.
 */
export async function upsertSchedules(
  queues: Queues,
  registry: JobRegistry,
  config?: WorkerConfig,
  only?: readonly string[],
): Promise<void> {
  for (const [id, schedule] of Object.entries(registry.schedules ?? {})) {
    const definition = schedule && delayedJobOf(registry, schedule.jobName);
    if (!schedule || !definition) continue;
    if (only && !only.includes(id)) continue;
    const pattern = (config && schedule.patternOf?.(config)) || schedule.pattern;
    await queues[definition.queue].upsertJobScheduler(
      id,
      { pattern, tz: schedule.tz },
      {
        name: schedule.jobName,
        data: {},
        opts: { attempts: definition.attempts, backoff: definition.backoff, ...DEFAULT_JOB_OPTIONS },
      },
    );
    await queues[definition.queue].add(
      schedule.jobName,
      {},
      { attempts: definition.attempts, backoff: definition.backoff, jobId: `${id}.on-start.${Date.now()}` },
    );
  }
}

/**
 * The schedules Redis no longer has (its data lost: a flush, a failover to an empty replica, a
 * restart without persistence) are upserted again and run once at once: the reconciliation
 * then rebuilds the bookings' jobs from the database without waiting for a worker restart.
 * Returns the ids put back.
 */
export async function restoreLostSchedules(
  queues: Queues,
  registry: JobRegistry,
  config: WorkerConfig,
): Promise<string[]> {
  const lost: string[] = [];
  for (const [id, schedule] of Object.entries(registry.schedules ?? {})) {
    const definition = schedule && delayedJobOf(registry, schedule.jobName);
    if (!schedule || !definition) continue;
    if (!(await queues[definition.queue].getJobScheduler(id))) lost.push(id);
  }
  if (lost.length) await upsertSchedules(queues, registry, config, lost);
  return lost;
}
