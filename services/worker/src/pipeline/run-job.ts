import { type EventType, eventPayloadSchemas } from '@beauty/domain/events';
import { validator } from '@beauty/domain/validation';
import { UnrecoverableError } from 'bullmq';
import type { EventJob, JobContext, JobResult } from './handler';
import { delayedJobOf, type JobRegistry } from './job-table';
import type { EventJobData } from './outbox';
import { finishEventJob } from './outbox.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Run one event job: check its data against the domain schema (a bad payload fails at once,
 * without retries), run the handler, then record the result in outbox_event_jobs and complete
 * the event when every job it started has a row (one round trip: finishEventJob).
 */
export async function runEventJob(
  registry: JobRegistry,
  ctx: JobContext,
  jobName: string,
  data: EventJobData,
): Promise<JobResult> {
  const definition = Object.hasOwn(registry.jobs, jobName) ? registry.jobs[jobName] : undefined;
  if (!definition) throw new UnrecoverableError(`No handler registered for job '${jobName}'`);
  const job = parseEventJob(jobName, data);
  if (!definition.eventTypes.includes(job.eventType)) {
    throw new UnrecoverableError(
      `Job '${jobName}' does not handle ${job.eventType} events (event ${job.eventId})`,
    );
  }
  const result = await definition.handler(job, ctx);
  await finishEventJob(ctx.db, job.eventId, jobName, result);
  return result;
}

export function parseEventJob(jobName: string, data: EventJobData): EventJob {
  const { eventId, eventType, entityType, entityId, payload } = (data ?? {}) as Partial<EventJobData>;
  if (typeof eventId !== 'string' || !UUID.test(eventId)) {
    throw new UnrecoverableError(`Job '${jobName}' has no valid eventId`);
  }
  if (typeof eventType !== 'string' || !Object.hasOwn(eventPayloadSchemas, eventType)) {
    throw new UnrecoverableError(
      `Job '${jobName}' for event ${eventId} has unknown event type '${eventType}'`,
    );
  }
  if (typeof entityType !== 'string' || typeof entityId !== 'string' || !UUID.test(entityId)) {
    throw new UnrecoverableError(`Job '${jobName}' for event ${eventId} has no valid entity`);
  }
  const isValid = validator(eventPayloadSchemas[eventType as EventType]);
  if (!isValid(payload)) {
    const details = isValid
      .errors()
      .map((e) => `${e.field || '(payload)'}: ${e.message}`)
      .join('; ');
    throw new UnrecoverableError(`Invalid ${eventType} payload in event ${eventId}: ${details}`);
  }
  return { jobName, eventId, eventType: eventType as EventType, entityType, entityId, payload } as EventJob;
}

/**
 * Run one delayed job (started by time, not by an event): check its data against the job's
 * schema (a bad one fails at once, without retries), then run the handler. No outbox event
 * waits for it, so nothing is recorded in outbox_event_jobs.
 */
export async function runDelayedJob(
  registry: JobRegistry,
  ctx: JobContext,
  jobName: string,
  data: unknown,
): Promise<JobResult> {
  const definition = delayedJobOf(registry, jobName);
  if (!definition) throw new UnrecoverableError(`No delayed job named '${jobName}'`);
  const isValid = validator(definition.dataSchema);
  if (!isValid(data)) {
    const details = isValid
      .errors()
      .map((e) => `${e.field || '(data)'}: ${e.message}`)
      .join('; ');
    throw new UnrecoverableError(`Invalid data for delayed job '${jobName}': ${details}`);
  }
  return definition.handler(data, ctx);
}
