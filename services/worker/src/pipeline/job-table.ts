import type { EventType } from '@beauty/domain/events';
import { BUSINESS_TIME_ZONE } from '@beauty/domain/slots';
import type { validator } from '@beauty/domain/validation';
import type { WorkerConfig } from '../config';
import type { DelayedJobHandler, JobHandler } from './handler';
import type { QueueName } from './queue';

/**
 * The shape of a row of the job tables. Each feature states its own rows (bookings/jobs.ts,
 * submissions/jobs.ts, ...); pipeline/registry.ts puts them together and checks them.
 */

export interface JobBackoff {
  type: 'exponential' | 'fixed';
  /** ms; exponential doubles it on every retry. */
  delay: number;
}

/** One row of the table of jobs (STYLE, workers: immich's job.repository + enum). */
export interface JobDefinition {
  queue: QueueName;
  handler: JobHandler;
  attempts: number;
  backoff: JobBackoff;
  /** The event types this handler understands; subscribing it to any other stops the worker at start-up. */
  eventTypes: readonly EventType[];
}

/** Typed constructor for a row: the handler sees the payload type of its event types. */
export function defineJob<T extends EventType>(definition: {
  queue: QueueName;
  handler: JobHandler<T>;
  attempts: number;
  backoff: JobBackoff;
  eventTypes: readonly T[];
}): JobDefinition {
  return definition as unknown as JobDefinition;
}

/** A JSON schema from @beauty/domain, as the shared validator takes it. */
export type DataSchema = Parameters<typeof validator>[0];

/**
 * A row of the table of delayed jobs: jobs started by time, not by an event (a booking's
 * reminder). An event job schedules them (BullMQ `delay`); when one fires, its data is checked
 * against `dataSchema` (a bad one fails at once) and the handler runs.
 */
export interface DelayedJobDefinition {
  queue: QueueName;
  handler: DelayedJobHandler;
  attempts: number;
  backoff: JobBackoff;
  dataSchema: DataSchema;
}

export function defineDelayedJob<D>(definition: {
  queue: QueueName;
  handler: DelayedJobHandler<D>;
  attempts: number;
  backoff: JobBackoff;
  dataSchema: DataSchema;
}): DelayedJobDefinition {
  return definition as unknown as DelayedJobDefinition;
}

/** A row for a delayed job a schedule starts: it runs with empty data, so its schema is NO_DATA. */
export function defineScheduledJob(definition: {
  queue: QueueName;
  handler: DelayedJobHandler<Record<string, never>>;
  attempts: number;
  backoff: JobBackoff;
}): DelayedJobDefinition {
  return defineDelayedJob({ ...definition, dataSchema: NO_DATA });
}

/**
 * A repeatable start of a delayed job (a BullMQ job scheduler, upserted under its id when the
 * worker starts): a cron pattern read in a time zone, e.g. shortly after midnight in Los Angeles.
 */
export interface JobSchedule {
  /** A delayed job's name; it runs with empty data ({}). */
  jobName: string;
  /** The default pattern (and the one checkRegistry checks). */
  pattern: string;
  tz: string;
  /** The pattern the worker's configuration sets, when it has a setting for it. */
  patternOf?: (config: WorkerConfig) => string;
}

/** A schedule with the id of its BullMQ job scheduler. */
export interface NamedJobSchedule extends JobSchedule {
  schedulerId: string;
}

/** A schedule whose cron pattern is read in the business's time zone. */
export const businessSchedule = (schedule: Omit<NamedJobSchedule, 'tz'>): NamedJobSchedule => ({
  ...schedule,
  tz: BUSINESS_TIME_ZONE,
});

/** Schedules as a registry's table: by scheduler id. */
export function schedulesById(...schedules: NamedJobSchedule[]): Record<string, JobSchedule> {
  return Object.fromEntries(schedules.map(({ schedulerId, ...schedule }) => [schedulerId, schedule]));
}

/** Data of a delayed job that takes none (a scheduled run): {} and nothing else. */
export const NO_DATA = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as unknown as DataSchema;

/** Retries of an email job: an SMTP server away for a while is waited for. */
export const EMAIL_RETRY = { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } } as const;
/** Retries of a job that only writes to the database. */
export const DB_RETRY = { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } } as const;

/** The shape the runtime works with; tests may pass their own (e.g. shorter backoff). */
export interface JobRegistry {
  jobs: Readonly<Record<string, JobDefinition | undefined>>;
  subscriptions: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Jobs started by time; none when left out. */
  delayedJobs?: Readonly<Record<string, DelayedJobDefinition | undefined>>;
  /** Repeatable starts of delayed jobs, by scheduler id; none when left out. */
  schedules?: Readonly<Record<string, JobSchedule | undefined>>;
  /**
   * Event types left unhandled on purpose, with why. When given, every event type must be
   * subscribed or listed here (tests' small registries leave it out).
   */
  ignoredEvents?: Readonly<Partial<Record<string, string>>>;
}

/** The delayed job of that name, if `name` is one. */
export function delayedJobOf(registry: JobRegistry, name: string): DelayedJobDefinition | undefined {
  const table = registry.delayedJobs ?? {};
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

export function jobsFor(registry: JobRegistry, eventType: string): readonly string[] {
  return Object.hasOwn(registry.subscriptions, eventType) ? (registry.subscriptions[eventType] ?? []) : [];
}

export class JobRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The job registry (services/worker/src/pipeline/registry.ts) is inconsistent:\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'JobRegistryError';
  }
}
