import type { Knex } from 'knex';
import type { JobRegistry } from './job-table';
import { jobIdFor, type Queues } from './queue';

/** An outbox_events row as the relay and the sweeper read it. */
export interface OutboxEvent {
  id: string;
  type: string;
  entityType: string;
  entityId: string;
  payload: unknown;
}

/** What every event job carries: enough to run without reading the outbox row again. */
export interface EventJobData {
  eventId: string;
  eventType: string;
  entityType: string;
  entityId: string;
  payload: unknown;
}

export const OUTBOX_EVENT_COLUMNS = ['id', 'type', 'entityType', 'entityId', 'payload'] as const;

export function toJobData(event: OutboxEvent): EventJobData {
  return {
    eventId: event.id,
    eventType: event.type,
    entityType: event.entityType,
    entityId: event.entityId,
    payload: event.payload,
  };
}

/**
 * Add one BullMQ job per job name, jobId `${eventId}.${jobName}`: adding an id that is still
 * stored is a no-op, so publishing an event twice never runs its jobs twice.
 */
export async function publishEventJobs(
  queues: Queues,
  registry: JobRegistry,
  event: OutboxEvent,
  jobNames: readonly string[],
): Promise<void> {
  const data = toJobData(event);
  await Promise.all(
    jobNames.map((name) => {
      const definition = registry.jobs[name];
      if (!definition) throw new Error(`No job named ${name} in the registry`);
      return queues[definition.queue].add(name, data, {
        jobId: jobIdFor(event.id, name),
        attempts: definition.attempts,
        backoff: definition.backoff,
      });
    }),
  );
}

/**
 * Record one job's result and complete its event when every job it started has a row, in one
 * round trip (the database function finish_event_job locks the event's row first, so two jobs
 * finishing together cannot both miss each other). Returns whether the event was completed.
 */
export async function finishEventJob(
  db: Knex,
  eventId: string,
  jobName: string,
  result: string,
): Promise<boolean> {
  const answer = await db.raw('SELECT finish_event_job(?, ?, ?) AS completed', [eventId, jobName, result]);
  return Boolean((answer as { rows: Array<{ completed: boolean }> }).rows[0]?.completed);
}

/**
 * Set completed_at on published events whose every job has a row in outbox_event_jobs.
 * Unpublished rows are left alone: their `jobs` list is not written yet.
 */
export async function completeEventsIfDone(db: Knex, eventIds: readonly string[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const result = await db.raw(
    `UPDATE outbox_events e SET completed_at = now()
     WHERE e.id IN (${eventIds.map(() => '?').join(', ')}) AND e.completed_at IS NULL AND e.published_at IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM unnest(e.jobs) AS j(name)
         WHERE NOT EXISTS (SELECT 1 FROM outbox_event_jobs oj WHERE oj.event_id = e.id AND oj.job_name = j.name)
       )`,
    [...eventIds],
  );
  return (result as { rowCount?: number }).rowCount ?? 0;
}
