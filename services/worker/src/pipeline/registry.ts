import { EVENT_TYPES, type EventType, eventPayloadSchemas } from '@beauty/domain/events';
import { accountJobs } from '../accounts/jobs';
import { bookingDelayedJobs, bookingJobs, bookingSchedules } from '../bookings/jobs';
import { consultationJobs } from '../consultations/jobs';
import { galleryJobs } from '../gallery/jobs';
import { maintenanceDelayedJobs, maintenanceSchedules } from '../maintenance/jobs';
import { submissionJobs } from '../submissions/jobs';
import { timelineJobs } from '../timeline/jobs';
import {
  type DelayedJobDefinition,
  delayedJobOf,
  type JobDefinition,
  type JobRegistry,
  JobRegistryError,
  type JobSchedule,
} from './job-table';
import { QUEUE_NAMES } from './queue';

export type {
  DataSchema,
  DelayedJobDefinition,
  JobBackoff,
  JobDefinition,
  JobRegistry,
  JobSchedule,
} from './job-table';
export { defineDelayedJob, defineJob, delayedJobOf, JobRegistryError, jobsFor } from './job-table';

/**
 * THE table of jobs: job name -> queue, handler, retries, and the event types that start it,
 * each feature's rows in its own jobs.ts. To react to a new event (say 'user.registered'): write
 * the handler in its feature's folder, in a file named after the job (accounts/welcome-email.ts,
 * usually `emailJob({...})` plus a template in accounts/emails), add its row to that feature's
 * jobs.ts with the event types it starts on (that is the subscription: `subscriptions` is read
 * from it), and, for the timeline, an entry in `timelineEntries` (timeline/timeline.ts).
 * checkRegistry refuses to start on a job without a handler or an event no job handles and
 * `ignoredEvents` does not list.
 */
export const jobs = {
  ...timelineJobs,
  ...submissionJobs,
  ...accountJobs,
  ...galleryJobs,
  ...consultationJobs,
  ...bookingJobs,
} satisfies Record<string, JobDefinition>;

/**
 * THE table of delayed jobs (same queues and workers as the event jobs). A booking's reminder:
 * 'reminders.sync-booking' schedules, moves or removes it; when it fires it writes the
 * 'booking.reminder_due' event, which 'email.booking-reminder' sends. A pending request's hold:
 * 'holds.sync-booking' keeps its release job due at the end of the hold; the release writes
 * 'booking.cancelled', which emails as any cancellation does. The nightly stats run, the scan for
 * overdue holds and the housekeeping are started by their schedules (`schedules` below).
 */
export const delayedJobs = {
  ...bookingDelayedJobs,
  ...maintenanceDelayedJobs,
} satisfies Record<string, DelayedJobDefinition>;

/** THE table of repeatable jobs, by scheduler id. */
export const schedules: Record<string, JobSchedule> = { ...bookingSchedules, ...maintenanceSchedules };

export type JobName = keyof typeof jobs;

/**
 * Which jobs each event type starts, read from the jobs' own `eventTypes` (stated once, beside
 * each job), in the order of the table. An event type with no row is marked done when published.
 */
export function subscriptionsOf(
  table: Readonly<Record<string, JobDefinition | undefined>>,
): Partial<Record<EventType, readonly JobName[]>> {
  const started: Partial<Record<EventType, JobName[]>> = {};
  for (const [name, definition] of Object.entries(table)) {
    for (const eventType of definition?.eventTypes ?? []) {
      started[eventType] = [...(started[eventType] ?? []), name as JobName];
    }
  }
  return started;
}

export const subscriptions = subscriptionsOf(jobs);

/**
 * The event types no job reacts to, each with the reason: with `subscriptions`, every event type
 * of @beauty/domain/events is accounted for, so a new one cannot be forgotten silently
 * (checkRegistry). They are marked done when published.
 */
export const ignoredEvents: Partial<Record<EventType, string>> = {
  'gallery_image.changed': 'the public gallery cache is dropped by the API itself',
  'user.registered': 'no welcome email yet',
  'user.role_changed': 'the session is renewed by the API; nothing to send',
};

export const registry: JobRegistry = { jobs, subscriptions, delayedJobs, schedules, ignoredEvents };

/** Checked at start-up: a subscribed name without a handler stops the worker with this error. */
export function checkRegistry(registry: JobRegistry): void {
  const problems: string[] = [];
  for (const [name, definition] of Object.entries(registry.jobs)) {
    if (!definition) continue;
    if (typeof definition.handler !== 'function') problems.push(`job '${name}' has no handler function`);
    if (!QUEUE_NAMES.includes(definition.queue)) {
      problems.push(
        `job '${name}' names queue '${definition.queue}', which is not one of ${QUEUE_NAMES.join(', ')}`,
      );
    }
    if (!Number.isInteger(definition.attempts) || definition.attempts < 1) {
      problems.push(`job '${name}' needs attempts >= 1`);
    }
    if (name.includes(':')) problems.push(`job '${name}': BullMQ job ids cannot contain ':'`);
  }
  for (const [name, definition] of Object.entries(registry.delayedJobs ?? {})) {
    if (!definition) continue;
    if (typeof definition.handler !== 'function')
      problems.push(`delayed job '${name}' has no handler function`);
    if (!QUEUE_NAMES.includes(definition.queue)) {
      problems.push(
        `delayed job '${name}' names queue '${definition.queue}', which is not one of ${QUEUE_NAMES.join(', ')}`,
      );
    }
    if (!Number.isInteger(definition.attempts) || definition.attempts < 1) {
      problems.push(`delayed job '${name}' needs attempts >= 1`);
    }
    if (!definition.dataSchema) problems.push(`delayed job '${name}' has no data schema`);
    if (name.includes(':')) problems.push(`delayed job '${name}': BullMQ job ids cannot contain ':'`);
    if (Object.hasOwn(registry.jobs, name)) {
      problems.push(`'${name}' is both an event job and a delayed job; the worker could not tell them apart`);
    }
  }
  for (const [id, schedule] of Object.entries(registry.schedules ?? {})) {
    if (!schedule) continue;
    if (!delayedJobOf(registry, schedule.jobName)) {
      problems.push(`schedule '${id}' starts '${schedule.jobName}', which is not a delayed job`);
    }
    if (id.includes(':')) problems.push(`schedule '${id}': BullMQ scheduler ids cannot contain ':'`);
    if (schedule.pattern.trim().split(/\s+/).length < 5) {
      problems.push(`schedule '${id}' needs a cron pattern ('min hour day month weekday')`);
    }
  }
  for (const [eventType, names] of Object.entries(registry.subscriptions)) {
    if (!Object.hasOwn(eventPayloadSchemas, eventType)) {
      problems.push(`event '${eventType}' is subscribed but has no payload schema in @beauty/domain/events`);
    }
    const seen = new Set<string>();
    for (const name of names ?? []) {
      if (seen.has(name)) problems.push(`event '${eventType}' lists job '${name}' twice`);
      seen.add(name);
      const definition = Object.hasOwn(registry.jobs, name) ? registry.jobs[name] : undefined;
      if (!definition || typeof definition.handler !== 'function') {
        problems.push(`event '${eventType}' subscribes job '${name}', which has no handler`);
      } else if (!definition.eventTypes.includes(eventType as EventType)) {
        problems.push(`event '${eventType}' subscribes job '${name}', which does not handle that event type`);
      }
    }
  }
  if (registry.ignoredEvents) {
    for (const eventType of EVENT_TYPES) {
      const subscribed = Object.hasOwn(registry.subscriptions, eventType);
      const ignored = Object.hasOwn(registry.ignoredEvents, eventType);
      if (!subscribed && !ignored) {
        problems.push(`event '${eventType}' is neither subscribed nor listed in ignoredEvents`);
      } else if (subscribed && ignored) {
        problems.push(`event '${eventType}' is both subscribed and listed in ignoredEvents`);
      }
    }
  }
  if (problems.length) throw new JobRegistryError(problems);
}
