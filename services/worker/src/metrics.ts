import { collectProcessMetrics } from '@beauty/server/process-metrics';
import type { Knex } from 'knex';
import { Gauge, Histogram, Registry } from 'prom-client';
import { type OutboxBacklog, readOutboxBacklog } from './pipeline/outbox.repository';
import type { Queues } from './pipeline/queue';

export type JobOutcome = 'done' | 'skipped' | 'failed';

export interface WorkerMetrics {
  registry: Registry;
  observeJob(jobName: string, outcome: JobOutcome, seconds: number): void;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Prometheus metrics (ARCHITECTURE rule 9): job durations by name and outcome; queue depth by
 * queue and state (waiting, active, delayed, failed); outbox lag: the age of the oldest event
 * not yet published (relay behind, or Redis down) and of the oldest published one whose jobs
 * have not all finished (workers behind, or a job failed for good and waits in the dashboard),
 * with how many events are in each state. Gauges are read at scrape time. Named as the API's
 * (collectProcessMetrics): `beauty_worker_*`, process figures included; the job's name is the
 * label `job_name` (`job` is Prometheus's own, set on scrape).
 */
export function createWorkerMetrics(sources: {
  db: () => Knex | null;
  queues: () => Queues | null;
}): WorkerMetrics {
  const registry = new Registry();
  collectProcessMetrics(registry, 'beauty_worker_');

  const jobDuration = new Histogram({
    name: 'beauty_worker_job_duration_seconds',
    help: 'Time spent running a job, by job name and outcome',
    labelNames: ['job_name', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });

  new Gauge({
    name: 'beauty_worker_queue_jobs',
    help: 'Jobs in each BullMQ queue, by state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const queues = sources.queues();
      if (!queues) return;
      this.reset();
      await Promise.all(
        Object.entries(queues).map(async ([name, queue]) => {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }),
      );
    },
  });

  // One query per scrape for the three outbox gauges: prom-client collects them in parallel,
  // so they share the query in flight. Null while there is no database.
  let backlog: Promise<OutboxBacklog> | null = null;
  const outboxBacklog = async (): Promise<OutboxBacklog | null> => {
    const db = sources.db();
    if (!db) return null;
    backlog ??= readOutboxBacklog(db).finally(() => {
      backlog = null;
    });
    return backlog;
  };

  const outboxAges = [
    {
      name: 'beauty_worker_outbox_lag_seconds',
      help: 'Age of the oldest unpublished outbox event (0 when all are published)',
      age: 'unpublishedAge',
    },
    {
      name: 'beauty_worker_outbox_unfinished_seconds',
      help: 'Age of the oldest published outbox event whose jobs have not all finished (0 when none)',
      age: 'unfinishedAge',
    },
  ] as const;
  for (const { name, help, age } of outboxAges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const current = await outboxBacklog();
        if (current) this.set(current[age]);
      },
    });
  }

  new Gauge({
    name: 'beauty_worker_outbox_events',
    help: 'Outbox events waiting: unpublished, or published with jobs not all finished',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const current = await outboxBacklog();
      if (!current) return;
      this.set({ state: 'unpublished' }, current.unpublished);
      this.set({ state: 'unfinished' }, current.unfinished);
    },
  });

  return {
    registry,
    observeJob(jobName, outcome, seconds) {
      jobDuration.observe({ job_name: jobName, outcome }, seconds);
    },
  };
}
