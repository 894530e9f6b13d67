import {
  type DatabaseTimeouts,
  DEFAULT_DATABASE_TIMEOUTS,
  pgTimeoutSettings,
} from '@beauty/server/db/timeouts';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';
import { type JobRegistry, jobsFor } from './job-table';
import { type OutboxEvent, toJobData } from './outbox';
import {
  claimUnpublishedEvents,
  completeEventsIfDone,
  markPublished,
  markPublishedWithoutJobs,
  recordFailedPublish,
} from './outbox.repository';
import { jobIdFor, type QueueName, type Queues, withTimeout } from './queue';

export interface OutboxRelayOptions {
  db: Knex;
  databaseUrl: string;
  queues: Queues;
  registry: JobRegistry;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
  /** How long one batch may wait for Redis before it is rolled back and retried. */
  publishTimeoutMs?: number;
  /** The listener's connection limits (the pool's own are set where `db` was made). */
  timeouts?: DatabaseTimeouts;
}

export interface OutboxRelay {
  start(): Promise<void>;
  /** Waits for the batch in hand, then closes the listener. */
  stop(): Promise<void>;
  /** Publish everything unpublished now (also what a notification or a poll tick does). */
  wake(): void;
}

const CHANNEL = 'outbox_events';
const RECONNECT_MAX_MS = 30_000;
const FAILURE_LOG_EVERY_MS = 30_000;

/**
 * Moves outbox_events rows onto BullMQ. LISTEN/NOTIFY only wakes it (notifications fire at
 * commit and are lost while nobody listens); polling every `pollMs` is the delivery guarantee.
 * Several relays may run: rows are claimed with FOR UPDATE SKIP LOCKED.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, queues, registry, logger } = options;
  const batchSize = options.batchSize ?? 100;
  const publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
  const log = logger.child({ component: 'outbox-relay' });

  let stopped = true;
  let pending = false;
  let running: Promise<void> | null = null;
  let pollTimer: NodeJS.Timeout | undefined;
  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = 1_000;
  let failingSince: number | null = null;
  let lastFailureLog = 0;

  function wake() {
    if (stopped) return;
    pending = true;
    running ??= drainLoop().finally(() => {
      running = null;
    });
  }

  async function drainLoop() {
    while (pending && !stopped) {
      pending = false;
      try {
        // A full batch means there may be more: keep going until a short one.
        let claimed = batchSize;
        while (!stopped && claimed === batchSize) claimed = await publishBatch();
        if (failingSince !== null) {
          log.info({ downForMs: Date.now() - failingSince }, 'outbox relay is publishing again');
          failingSince = null;
        }
      } catch (error) {
        const now = Date.now();
        failingSince ??= now;
        if (now - lastFailureLog >= FAILURE_LOG_EVERY_MS) {
          lastFailureLog = now;
          log.warn(
            { err: error },
            'outbox relay could not publish; events stay in Postgres, retrying on the next tick',
          );
        }
      }
    }
  }

  /**
   * Claim and publish one batch; returns how many rows it claimed. The batch's jobs go to Redis
   * in one round trip per queue (addBulk; a jobId already stored is still a no-op) and its rows
   * are marked in one UPDATE per job list, so a busy outbox costs a few round trips per batch,
   * not a few per event.
   */
  async function publishBatch(): Promise<number> {
    let claimed: OutboxEvent[] = [];
    const withJobs: string[] = [];
    try {
      await db.transaction(async (trx) => {
        claimed = await claimUnpublishedEvents(trx, batchSize);
        if (claimed.length === 0) return;
        // Nothing listens to these types (yet): done as soon as they are published.
        const withoutJobs: string[] = [];
        // The rows to mark, by the job list they started.
        const byJobList = new Map<string, { names: readonly string[]; ids: string[] }>();
        const bulk = new Map<QueueName, Parameters<Queues[QueueName]['addBulk']>[0]>();
        for (const event of claimed) {
          const names = jobsFor(registry, event.type);
          if (names.length === 0) {
            withoutJobs.push(event.id);
            continue;
          }
          const data = toJobData(event);
          for (const name of names) {
            const definition = registry.jobs[name];
            if (!definition) throw new Error(`No job named ${name} in the registry`);
            const jobs = bulk.get(definition.queue) ?? [];
            jobs.push({
              name,
              data,
              opts: {
                jobId: jobIdFor(event.id, name),
                attempts: definition.attempts,
                backoff: definition.backoff,
              },
            });
            bulk.set(definition.queue, jobs);
          }
          const key = names.join('\n');
          const group = byJobList.get(key) ?? { names, ids: [] };
          group.ids.push(event.id);
          byJobList.set(key, group);
          withJobs.push(event.id);
        }
        if (bulk.size) {
          await withTimeout(
            Promise.all([...bulk].map(([queue, jobs]) => queues[queue].addBulk(jobs))),
            publishTimeoutMs,
            'Publishing to Redis',
          );
        }
        if (withoutJobs.length) await markPublishedWithoutJobs(trx, withoutJobs);
        for (const { names, ids } of byJobList.values()) await markPublished(trx, ids, names);
      });
    } catch (error) {
      if (claimed.length) await recordPublishFailure(claimed, error);
      throw error;
    }
    // Jobs that already ran (an earlier publish whose commit was lost) leave nothing to wait for.
    await completeEventsIfDone(db, withJobs);
    if (claimed.length) log.debug({ count: claimed.length }, 'published outbox events');
    return claimed.length;
  }

  async function recordPublishFailure(events: OutboxEvent[], error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      await recordFailedPublish(
        db,
        events.map((e) => e.id),
        message,
      );
    } catch (recordError) {
      log.warn({ err: recordError }, 'could not record the failed publish attempt');
    }
  }

  function schedulePoll() {
    if (stopped) return;
    pollTimer = setTimeout(() => {
      wake();
      schedulePoll();
    }, options.pollMs);
  }

  async function listen() {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: 'beauty-worker-relay',
      // Keepalive ends a listener whose server vanished without a reset, so it reconnects; the
      // query limits cover the LISTEN command only, as notifications arrive outside any query.
      ...pgTimeoutSettings(options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS),
    });
    listener = client;
    const retry = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (stopped) return;
      log.warn(
        { err: error, retryInMs: reconnectDelay },
        'outbox listener lost its connection; polling meanwhile',
      );
      reconnectTimer = setTimeout(() => {
        listen().catch(() => {});
      }, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    };
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    client.on('notification', () => wake());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      reconnectDelay = 1_000;
      // Anything committed while nobody listened.
      wake();
    } catch (error) {
      retry(error as Error);
    }
  }

  return {
    wake,
    async start() {
      if (!stopped) return;
      stopped = false;
      await listen();
      schedulePoll();
      wake();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(pollTimer);
      clearTimeout(reconnectTimer);
      await running;
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
