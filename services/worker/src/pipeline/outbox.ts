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
