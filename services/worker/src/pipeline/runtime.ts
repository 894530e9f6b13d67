import { createPublicCache, type PublicCache } from '@beauty/server/public-cache/public-cache';
import { Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { Knex } from 'knex';
import type { WorkerConfig } from '../config';
import { createDb } from '../db';
import { createLogger, type Logger } from '../logger';
import { createWorkerMetrics, type WorkerMetrics } from '../metrics';
import type { JobContext } from './handler';
import { createMailer, type Mailer } from './mailer';
import type { EventJobData } from './outbox';
import { createJobProcessor, ERROR_LOG_EVERY_MS } from './processor';
import {
  closeQueues,
  createProducerConnection,
  createQueues,
  createWorkerConnection,
  QUEUE_NAMES,
  type QueueName,
  type Queues,
  withTimeout,
} from './queue';
import { checkRegistry, registry as defaultRegistry, type JobRegistry } from './registry';
import { createOutboxRelay, type OutboxRelay } from './relay';
import { restoreLostSchedules, upsertSchedules } from './schedules';
import { probePostgres, probeRedis } from './service-errors';
import { createSweeper, type Sweeper, type SweepReport } from './sweeper';

export interface WorkerRuntimeOptions {
  logger?: Logger;
  /** The table of jobs; defaults to pipeline/registry.ts (tests pass one with shorter backoff). */
  registry?: JobRegistry;
  /** The mail adapter; defaults to SMTP (SMTP_URL) or .eml files. */
  mailer?: Mailer;
}

export interface WorkerRuntime {
  /** Check the registry, reach Postgres and Redis (clear error if not), then relay, sweep and work. */
  start(): Promise<void>;
  /** Stop taking jobs, finish the ones in hand, close the relay listener, queues, Redis and knex. */
  stop(): Promise<void>;
  /** Database and Redis answer (for /readyz). */
  ready(): Promise<boolean>;
  /** Run one sweep now (the timer runs it every SWEEP_INTERVAL_MS). */
  sweep(): Promise<SweepReport>;
  /**
   * Put back (and run once) the job schedulers Redis lost, now; the timer does it every
   * SWEEP_INTERVAL_MS. Returns their ids.
   */
  restoreSchedules(): Promise<string[]>;
  readonly metrics: WorkerMetrics;
  readonly logger: Logger;
}

/** Jobs in hand per process for each queue; sharp work stays low (ARCHITECTURE, known pitfalls). */
function concurrencyOf(queue: QueueName, config: WorkerConfig): number {
  switch (queue) {
    case 'emails':
      return config.emailWorkerConcurrency;
    case 'timeline':
      return 10;
    case 'stats':
      return 2;
    case 'reminders':
      return 5;
    case 'images':
      return config.imageWorkerConcurrency;
  }
}

interface Running {
  db: Knex;
  mailer: Mailer;
  producer: Redis;
  workerConnection: Redis;
  queues: Queues;
  workers: Worker[];
  relay: OutboxRelay;
  sweeper: Sweeper;
  scheduleKeeper: NodeJS.Timeout;
  cache: PublicCache;
}

/**
 * How often each worker looks for stalled jobs: jobs whose process died (kill -9, OOM, a lost
 * node) keep their lock until it expires (BullMQ's lockDuration, 30 s) and run again at the first
 * check after that. BullMQ checks every 30 s by default, so a crash delayed them up to a minute;
 * a check every 10 s (one small script per queue) brings them back 30 to 40 s after the crash.
 */
const STALLED_CHECK_MS = 10_000;

export function createWorkerRuntime(config: WorkerConfig, options: WorkerRuntimeOptions = {}): WorkerRuntime {
  const logger = options.logger ?? createLogger(config.logLevel);
  const registry = options.registry ?? defaultRegistry;
  let running: Running | null = null;
  let starting: Promise<void> | null = null;
  const metrics = createWorkerMetrics({
    db: () => running?.db ?? null,
    queues: () => running?.queues ?? null,
  });

  // Redis errors repeat on every reconnect attempt: one line per component every 30 s is enough.
  const lastErrorLog = new Map<string, number>();
  const logRedisError = (component: string) => (error: Error) => {
    const now = Date.now();
    if (now - (lastErrorLog.get(component) ?? 0) < ERROR_LOG_EVERY_MS) return;
    lastErrorLog.set(component, now);
    logger.warn({ err: error, component }, 'Redis connection error');
  };

  async function restoreSchedules(queues: Queues): Promise<string[]> {
    const restored = await withTimeout(
      restoreLostSchedules(queues, registry, config),
      10_000,
      'Checking the job schedulers',
    );
    if (restored.length) {
      logger.warn({ schedules: restored }, 'job schedulers missing from Redis were put back and run now');
    }
    return restored;
  }

  async function open(): Promise<Running> {
    checkRegistry(registry);
    const db = createDb(config.databaseUrl, {
      logger: logger.child({ component: 'db' }),
      timeouts: config.databaseTimeouts,
    });
    const partial: Partial<Running> = { db };
    try {
      await probePostgres(db, config.databaseUrl);
      await probeRedis(config.redisUrl);

      const mailer = options.mailer ?? createMailer(config, logger.child({ component: 'mailer' }));
      partial.mailer = mailer;
      const producer = createProducerConnection(config.redisUrl);
      producer.on('error', logRedisError('producer'));
      partial.producer = producer;
      const queues = createQueues(producer, config.redisPrefix);
      for (const queue of Object.values(queues)) queue.on('error', logRedisError(`queue ${queue.name}`));
      partial.queues = queues;

      const workerConnection = createWorkerConnection(config.redisUrl);
      workerConnection.on('error', logRedisError('worker'));
      partial.workerConnection = workerConnection;
      // Business Settings as emails read them, kept until an admin's change is announced.
      const cache = createPublicCache({ redis: producer, redisPrefix: config.redisPrefix, logger });
      partial.cache = cache;
      await cache.listen();
      const ctx: JobContext = { db, mailer, config, logger, queues, redis: producer, cache };
      const processor = createJobProcessor({ registry, logger, metrics, ctx });
      const workers = QUEUE_NAMES.map((name) => {
        const worker = new Worker<EventJobData>(name, processor, {
          connection: workerConnection,
          prefix: config.redisPrefix,
          concurrency: concurrencyOf(name, config),
          stalledInterval: STALLED_CHECK_MS,
        });
        worker.on('error', logRedisError(`worker ${name}`));
        return worker;
      });
      partial.workers = workers;
      // BullMQ connects in the background; a connection lost before that finishes leaves its
      // commands waiting instead of failing fast, so start only once every client is ready.
      await withTimeout(
        Promise.all([...Object.values(queues), ...workers].map((client) => client.waitUntilReady())),
        10_000,
        'Connecting the queues to Redis',
      );
      await withTimeout(upsertSchedules(queues, registry, config), 10_000, 'Scheduling the repeatable jobs');

      const relay = createOutboxRelay({
        db,
        databaseUrl: config.databaseUrl,
        timeouts: config.databaseTimeouts,
        queues,
        registry,
        logger,
        pollMs: config.outboxPollMs,
      });
      partial.relay = relay;
      await relay.start();
      const sweeper = createSweeper({
        db,
        queues,
        registry,
        logger,
        intervalMs: config.sweepIntervalMs,
        afterMs: config.sweepAfterMs,
      });
      partial.sweeper = sweeper;
      sweeper.start();
      // As often as the sweep: the schedules Redis lost are put back (and run) within that time.
      partial.scheduleKeeper = setInterval(() => {
        restoreSchedules(queues).catch((error) =>
          logger.warn({ err: error }, 'could not check the job schedulers; trying again next interval'),
        );
      }, config.sweepIntervalMs);
      partial.scheduleKeeper.unref();
      return partial as Running;
    } catch (error) {
      await close(partial);
      throw error;
    }
  }

  async function close(parts: Partial<Running>): Promise<void> {
    // Order matters: stop producing, let workers finish the job in hand, then close connections.
    clearInterval(parts.scheduleKeeper);
    await parts.sweeper?.stop();
    await parts.relay?.stop();
    await Promise.allSettled((parts.workers ?? []).map((worker) => worker.close()));
    if (parts.queues) await closeQueues(parts.queues);
    await parts.cache?.close();
    for (const connection of [parts.workerConnection, parts.producer]) {
      if (!connection) continue;
      await withTimeout(connection.quit(), 2_000, 'Closing Redis').catch(() => connection.disconnect());
    }
    parts.mailer?.close();
    await parts.db?.destroy();
  }

  return {
    logger,
    metrics,
    async start() {
      if (running) return;
      starting ??= open()
        .then((parts) => {
          running = parts;
          logger.info(
            { queues: QUEUE_NAMES, prefix: config.redisPrefix, mail: parts.mailer.kind },
            'worker started: relaying the outbox and running jobs',
          );
        })
        .finally(() => {
          starting = null;
        });
      await starting;
    },
    async stop() {
      await starting?.catch(() => {});
      const parts = running;
      running = null;
      if (!parts) return;
      await close(parts);
      logger.info('worker stopped');
    },
    async ready() {
      const parts = running;
      if (!parts) return false;
      try {
        await withTimeout(parts.db.raw('SELECT 1'), 2_000, 'PostgreSQL ping');
        await withTimeout(parts.producer.ping(), 2_000, 'Redis ping');
        return true;
      } catch {
        return false;
      }
    },
    async sweep() {
      if (!running) throw new Error('The worker runtime is not started');
      return running.sweeper.sweep();
    },
    async restoreSchedules() {
      if (!running) throw new Error('The worker runtime is not started');
      return restoreSchedules(running.queues);
    },
  };
}
