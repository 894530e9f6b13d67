import type { Knex } from 'knex';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Queues } from './queue';

export type JobOutcome = 'done' | 'skipped' | 'failed';

export interface WorkerMetrics {
  registry: Registry;
  observeJob(jobName: string, outcome: JobOutcome, seconds: number): void;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Prometheus metrics (ARCHITECTURE rule 9): job durations by name and outcome, queue depth,
 * and outbox lag (age of the oldest unpublished event). Gauges are read at scrape time.
 */
export function createWorkerMetrics(sources: {
  db: () => Knex | null;
  queues: () => Queues | null;
}): WorkerMetrics {
  const registry = new Registry();

  const jobDuration = new Histogram({
    name: 'worker_job_duration_seconds',
    help: 'Time spent running a job, by job name and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });

  new Gauge({
    name: 'worker_queue_jobs',
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

  new Gauge({
    name: 'worker_outbox_lag_seconds',
    help: 'Age of the oldest unpublished outbox event (0 when all are published)',
    registers: [registry],
    async collect() {
      const db = sources.db();
      if (!db) return;
      const row = await db('outbox_events')
        .whereNull('publishedAt')
        .first(db.raw('coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as lag'));
      this.set(Number(row?.lag ?? 0));
    },
  });

  return {
    registry,
    observeJob(jobName, outcome, seconds) {
      jobDuration.observe({ job: jobName, outcome }, seconds);
    },
  };
}
