import { QUEUE_NAMES, type QueueName } from '@beauty/domain/queues';
import { type DefaultJobOptions, Queue } from 'bullmq';
import Redis from 'ioredis';

/**
 * The BullMQ queues (named in @beauty/domain/queues, which the API's queue dashboard reads too).
 * A job's queue decides which worker pool (and concurrency) runs it. 'reminders' holds the
 * delayed jobs of bookings (a reminder and a hold release per booking), the jobs that move them
 * and the scan for overdue holds; 'stats' the nightly stats run.
 */
export { QUEUE_NAMES, type QueueName };
export type Queues = Record<QueueName, Queue>;

/**
 * A custom jobId only de-duplicates while the earlier job is still stored (ARCHITECTURE,
 * known pitfalls): keep completed jobs a day and failed ones a week (visible in the dashboard).
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  removeOnComplete: { age: 86_400 },
  removeOnFail: { age: 7 * 86_400 },
};

/** For BullMQ Workers: blocking commands must wait for Redis rather than give up. */
export function createWorkerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName: 'beauty-worker' });
}

/**
 * For producers (the outbox relay, the sweeper): fail fast when Redis is away, so the outbox
 * rows stay unpublished in Postgres and are retried, instead of commands piling up in memory.
 */
export function createProducerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 5_000,
    connectionName: 'beauty-worker-producer',
  });
}

/** One Queue per name, sharing the producer connection. */
export function createQueues(connection: Redis, prefix: string): Queues {
  const entries = QUEUE_NAMES.map(
    (name) =>
      [name, new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS })] as const,
  );
  return Object.fromEntries(entries) as Queues;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.allSettled(Object.values(queues).map((queue) => queue.close()));
}

/** BullMQ forbids ':' in custom ids; the event id stays the stem so a re-publish is a no-op. */
export function jobIdFor(eventId: string, jobName: string): string {
  return `${eventId}.${jobName}`;
}

/** Reject after `ms`: BullMQ waits for a Redis that is not ready yet instead of failing. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
