import type { EventPayload, EventType } from '@beauty/domain/events';
import type { PublicCache } from '@beauty/server/public-cache/public-cache';
import type Redis from 'ioredis';
import type { Knex } from 'knex';
import type { WorkerConfig } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import type { Queues } from './queue';

/**
 * The handler contract (STYLE, workers): the payload is already validated against the domain
 * schema; return 'skipped' when the row the event is about is gone or the work was already done;
 * throw to have BullMQ retry.
 */
export type JobResult = 'done' | 'skipped';

/** The adapters a handler may use; tests pass real ones wired to the test services. */
export interface JobContext {
  db: Knex;
  mailer: Mailer;
  config: WorkerConfig;
  logger: Logger;
  /** The BullMQ queues (producer side): for handlers that schedule delayed jobs, e.g. reminders. */
  queues: Queues;
  /** The producer Redis connection, for announcements to the API (its public cache); absent in some tests. */
  redis?: Redis;
  /**
   * What the worker keeps of what the API announces on the public cache channel (Business
   * Settings, which every email renders with), dropped the moment a change is announced;
   * absent in some tests, which then read the database every time.
   */
  cache?: PublicCache;
}

/** One job run for one outbox event. */
export interface EventJob<T extends EventType = EventType> {
  jobName: string;
  eventId: string;
  eventType: T;
  entityType: string;
  entityId: string;
  payload: EventPayload<T>;
}

export type JobHandler<T extends EventType = EventType> = (
  job: EventJob<T>,
  ctx: JobContext,
) => Promise<JobResult>;

/**
 * A delayed job: started by time, not by an outbox event (e.g. a booking's reminder). Its data
 * is already validated against its schema; same contract otherwise ('skipped' when there is
 * nothing left to do, throw to retry).
 */
export type DelayedJobHandler<D = unknown> = (data: D, ctx: JobContext) => Promise<JobResult>;
