import { EVENT_TYPES, type EventType, eventPayloadSchemas } from '@beauty/domain/events';
import type { validator } from '@beauty/domain/validation';
import type { WorkerConfig } from '../config';
import { QUEUE_NAMES, type QueueName } from '../queue';
import { sendAccountExists } from './account-exists';
import { sendAccountInvitation } from './account-invitation';
import { sendApplicationAcknowledgment } from './application-acknowledgment';
import { sendApplicationStaffNotification } from './application-staff-notification';
import { sendBookingCancelled } from './booking-cancelled';
import { sendBookingConfirmation } from './booking-confirmation';
import { sendBookingConfirmed } from './booking-confirmed';
import { bookingHoldExpiry } from './booking-hold-expiry';
import {
  BOOKING_HOLD_DATA_SCHEMA,
  BOOKING_HOLD_JOB,
  BOOKING_HOLD_RETRY,
  OVERDUE_HOLDS_JOB,
  OVERDUE_HOLDS_SCHEDULE,
} from './booking-hold-plan';
import { sendBookingReminder } from './booking-reminder';
import { bookingReminderDue } from './booking-reminder-due';
import { BOOKING_REMINDER_JOB, BOOKING_REMINDER_RETRY } from './booking-reminder-plan';
import { sendBookingStaffNotification } from './booking-staff-notification';
import { BOOKING_CHANGE_EVENTS, BOOKING_EVENTS } from './booking-timeline';
import { sendConsultationAcknowledgment } from './consultation-acknowledgment';
import { sendConsultationCancelled } from './consultation-cancelled';
import { sendConsultationMoveRequest } from './consultation-move-request';
import { sendConsultationScheduled } from './consultation-scheduled';
import { sendConsultationStaffNotification } from './consultation-staff-notification';
import { sendContactAcknowledgment } from './contact-acknowledgment';
import { sendContactStaffNotification } from './contact-staff-notification';
import { convertImage } from './convert-image';
import { sendEmailChangeConfirmation } from './email-change-confirmation';
import { sendEmailChangedNotice } from './email-changed-notice';
import { sendEmailConfirmation } from './email-confirmation';
import type { DelayedJobHandler, JobHandler } from './handler';
import { MAINTENANCE_JOB, MAINTENANCE_SCHEDULE, maintenanceJob } from './maintenance';
import { offerWaitlistOpenings, WAITLIST_EVENTS } from './offer-waitlist-openings';
import { sendPasswordReset } from './password-reset';
import {
  recomputeAllStylistStatsJob,
  recomputeStylistStatsForBooking,
  STYLIST_STATS_NIGHTLY_JOB,
  STYLIST_STATS_NIGHTLY_SCHEDULE,
  STYLIST_STATS_RETRY,
} from './recompute-stylist-stats';
import { CONVERT_IMAGE_RETRY, RECONCILE_JOB, RECONCILE_SCHEDULE, reconcileJob } from './reconcile';
import { releaseOverdueHoldsJob } from './release-overdue-holds';
import { removeGalleryUpload } from './remove-gallery-upload';
import { removeStylistPhoto } from './remove-stylist-photo';
import { HOLD_SYNC_EVENTS, syncBookingHold } from './sync-booking-hold';
import { REMINDER_SYNC_EVENTS, syncBookingReminder } from './sync-booking-reminder';
import { sendTestimonialStaffNotification } from './testimonial-staff-notification';
import { recordTimeline, TIMELINE_EVENT_TYPES } from './timeline';

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
type DataSchema = Parameters<typeof validator>[0];

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

/** Data of a delayed job that takes none (a scheduled run): {} and nothing else. */
const NO_DATA = { type: 'object', properties: {}, additionalProperties: false } as unknown as DataSchema;

const emailRetry = { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } } as const;
const dbRetry = { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } } as const;

/**
 * THE table of jobs: job name -> queue, handler, retries. To react to a new event (say
 * 'user.registered'): write the handler in its own file named after the job
 * (jobs/welcome-email.ts, usually `emailJob({...})` plus a template in emails/templates),
 * add its row here with the event types it understands, add the event's row to `subscriptions`,
 * and, for the timeline, an entry in `timelineEntries` (jobs/timeline.ts). checkRegistry refuses
 * to start on a subscribed name without a handler or a handler that does not take that event.
 */
export const jobs = {
  'timeline.record': defineJob({
    queue: 'timeline',
    handler: recordTimeline,
    ...dbRetry,
    eventTypes: TIMELINE_EVENT_TYPES,
  }),
  'email.contact-staff-notification': defineJob({
    queue: 'emails',
    handler: sendContactStaffNotification,
    ...emailRetry,
    eventTypes: ['contact_message.received'],
  }),
  'email.contact-acknowledgment': defineJob({
    queue: 'emails',
    handler: sendContactAcknowledgment,
    ...emailRetry,
    eventTypes: ['contact_message.received'],
  }),
  'email.password-reset': defineJob({
    queue: 'emails',
    handler: sendPasswordReset,
    ...emailRetry,
    eventTypes: ['user.password_reset_requested'],
  }),
  'email.account-invitation': defineJob({
    queue: 'emails',
    handler: sendAccountInvitation,
    ...emailRetry,
    eventTypes: ['user.invited'],
  }),
  'email.account-exists': defineJob({
    queue: 'emails',
    handler: sendAccountExists,
    ...emailRetry,
    eventTypes: ['user.registration_repeated'],
  }),
  'email.email-confirmation': defineJob({
    queue: 'emails',
    handler: sendEmailConfirmation,
    ...emailRetry,
    eventTypes: ['user.email_confirmation_requested'],
  }),
  'email.email-change-confirmation': defineJob({
    queue: 'emails',
    handler: sendEmailChangeConfirmation,
    ...emailRetry,
    eventTypes: ['user.email_change_requested'],
  }),
  'email.email-changed-notice': defineJob({
    queue: 'emails',
    handler: sendEmailChangedNotice,
    ...emailRetry,
    eventTypes: ['user.email_changed'],
  }),
  'images.convert': defineJob({
    queue: 'images',
    handler: convertImage,
    ...CONVERT_IMAGE_RETRY,
    eventTypes: ['upload.received'],
  }),
  'email.consultation-staff-notification': defineJob({
    queue: 'emails',
    handler: sendConsultationStaffNotification,
    ...emailRetry,
    eventTypes: ['consultation_request.received'],
  }),
  'email.consultation-acknowledgment': defineJob({
    queue: 'emails',
    handler: sendConsultationAcknowledgment,
    ...emailRetry,
    eventTypes: ['consultation_request.received'],
  }),
  'email.application-staff-notification': defineJob({
    queue: 'emails',
    handler: sendApplicationStaffNotification,
    ...emailRetry,
    eventTypes: ['stylist_application.received'],
  }),
  'email.application-acknowledgment': defineJob({
    queue: 'emails',
    handler: sendApplicationAcknowledgment,
    ...emailRetry,
    eventTypes: ['stylist_application.received'],
  }),
  'email.testimonial-staff-notification': defineJob({
    queue: 'emails',
    handler: sendTestimonialStaffNotification,
    ...emailRetry,
    eventTypes: ['testimonial.submitted'],
  }),
  'email.booking-confirmation': defineJob({
    queue: 'emails',
    handler: sendBookingConfirmation,
    ...emailRetry,
    eventTypes: ['booking.created', 'booking.rescheduled'],
  }),
  'email.booking-confirmed': defineJob({
    queue: 'emails',
    handler: sendBookingConfirmed,
    ...emailRetry,
    eventTypes: ['booking.confirmed'],
  }),
  'email.booking-cancelled': defineJob({
    queue: 'emails',
    handler: sendBookingCancelled,
    ...emailRetry,
    eventTypes: ['booking.cancelled'],
  }),
  'email.booking-staff-notification': defineJob({
    queue: 'emails',
    handler: sendBookingStaffNotification,
    ...emailRetry,
    eventTypes: BOOKING_CHANGE_EVENTS,
  }),
  'email.booking-reminder': defineJob({
    queue: 'emails',
    handler: sendBookingReminder,
    ...emailRetry,
    eventTypes: ['booking.reminder_due'],
  }),
  'reminders.sync-booking': defineJob({
    queue: 'reminders',
    handler: syncBookingReminder,
    ...dbRetry,
    eventTypes: REMINDER_SYNC_EVENTS,
  }),
  'holds.sync-booking': defineJob({
    queue: 'reminders',
    handler: syncBookingHold,
    ...dbRetry,
    eventTypes: HOLD_SYNC_EVENTS,
  }),
  'waitlist.offer-openings': defineJob({
    queue: 'emails',
    handler: offerWaitlistOpenings,
    ...emailRetry,
    eventTypes: WAITLIST_EVENTS,
  }),
  'stats.recompute-stylist': defineJob({
    queue: 'stats',
    handler: recomputeStylistStatsForBooking,
    ...STYLIST_STATS_RETRY,
    eventTypes: BOOKING_EVENTS,
  }),
  'images.remove-upload': defineJob({
    queue: 'images',
    handler: removeGalleryUpload,
    attempts: 5,
    backoff: { type: 'exponential', delay: 10_000 },
    eventTypes: ['gallery_image.deleted'],
  }),
  'email.consultation-scheduled': defineJob({
    queue: 'emails',
    handler: sendConsultationScheduled,
    ...emailRetry,
    eventTypes: ['consultation.scheduled'],
  }),
  'email.consultation-cancelled': defineJob({
    queue: 'emails',
    handler: sendConsultationCancelled,
    ...emailRetry,
    eventTypes: ['consultation.status_changed'],
  }),
  'email.consultation-move-request': defineJob({
    queue: 'emails',
    handler: sendConsultationMoveRequest,
    ...emailRetry,
    eventTypes: ['consultation.move_requested'],
  }),
  'images.remove-stylist-photo': defineJob({
    queue: 'images',
    handler: removeStylistPhoto,
    attempts: 5,
    backoff: { type: 'exponential', delay: 10_000 },
    eventTypes: ['stylist_photo.replaced'],
  }),
} satisfies Record<string, JobDefinition>;

/**
 * THE table of delayed jobs (same queues and workers as the event jobs). A booking's reminder:
 * 'reminders.sync-booking' schedules, moves or removes it; when it fires it writes the
 * 'booking.reminder_due' event, which 'email.booking-reminder' sends. A pending request's hold:
 * 'holds.sync-booking' keeps its release job due at the end of the hold; the release writes
 * 'booking.cancelled', which emails as any cancellation does. The nightly stats run and the
 * scan for overdue holds are started by their schedules (`schedules` below).
 */
export const delayedJobs = {
  [BOOKING_REMINDER_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: bookingReminderDue,
    ...BOOKING_REMINDER_RETRY,
    dataSchema: eventPayloadSchemas['booking.reminder_due'],
  }),
  [STYLIST_STATS_NIGHTLY_JOB]: defineDelayedJob({
    queue: 'stats',
    handler: recomputeAllStylistStatsJob,
    ...STYLIST_STATS_RETRY,
    dataSchema: NO_DATA,
  }),
  [BOOKING_HOLD_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: bookingHoldExpiry,
    ...BOOKING_HOLD_RETRY,
    dataSchema: BOOKING_HOLD_DATA_SCHEMA,
  }),
  [OVERDUE_HOLDS_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: releaseOverdueHoldsJob,
    ...dbRetry,
    dataSchema: NO_DATA,
  }),
  // Housekeeping runs beside the nightly stats, away from the email and booking queues.
  [MAINTENANCE_JOB]: defineDelayedJob({
    queue: 'stats',
    handler: maintenanceJob,
    ...dbRetry,
    dataSchema: NO_DATA,
  }),
  [RECONCILE_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: reconcileJob,
    ...dbRetry,
    dataSchema: NO_DATA,
  }),
} satisfies Record<string, DelayedJobDefinition>;

/** THE table of repeatable jobs, by scheduler id. */
export const schedules: Record<string, JobSchedule> = {
  // 'Today' and 'this week' roll over for every stylist, even with no booking event that day.
  [STYLIST_STATS_NIGHTLY_SCHEDULE.schedulerId]: {
    jobName: STYLIST_STATS_NIGHTLY_SCHEDULE.jobName,
    pattern: STYLIST_STATS_NIGHTLY_SCHEDULE.pattern,
    tz: STYLIST_STATS_NIGHTLY_SCHEDULE.tz,
  },
  // Redis is never the only record of a hold: the database is scanned for the ones a lost job left.
  [OVERDUE_HOLDS_SCHEDULE.schedulerId]: {
    jobName: OVERDUE_HOLDS_SCHEDULE.jobName,
    pattern: OVERDUE_HOLDS_SCHEDULE.pattern,
    tz: OVERDUE_HOLDS_SCHEDULE.tz,
  },
  // Nothing grows forever: old finished rows and abandoned uploads go (MAINTENANCE_SCHEDULE).
  [MAINTENANCE_SCHEDULE.schedulerId]: {
    jobName: MAINTENANCE_SCHEDULE.jobName,
    pattern: MAINTENANCE_SCHEDULE.pattern,
    tz: MAINTENANCE_SCHEDULE.tz,
    patternOf: MAINTENANCE_SCHEDULE.patternOf,
  },
  // Nothing lost stays lost: Redis's jobs rebuilt from the database (RECONCILE_SCHEDULE).
  [RECONCILE_SCHEDULE.schedulerId]: {
    jobName: RECONCILE_SCHEDULE.jobName,
    pattern: RECONCILE_SCHEDULE.pattern,
    tz: RECONCILE_SCHEDULE.tz,
    patternOf: RECONCILE_SCHEDULE.patternOf,
  },
};

export type JobName = keyof typeof jobs;

/** Which jobs each event type starts. An event type with no row is marked done when published. */
export const subscriptions: Partial<Record<EventType, readonly JobName[]>> = {
  'contact_message.received': [
    'timeline.record',
    'email.contact-staff-notification',
    'email.contact-acknowledgment',
  ],
  'user.password_reset_requested': ['email.password-reset'],
  'user.invited': ['email.account-invitation'],
  'user.registration_repeated': ['email.account-exists'],
  'user.email_confirmation_requested': ['email.email-confirmation'],
  'user.email_change_requested': ['email.email-change-confirmation'],
  'user.email_changed': ['email.email-changed-notice'],
  'upload.received': ['images.convert'],
  'consultation_request.received': [
    'timeline.record',
    'email.consultation-staff-notification',
    'email.consultation-acknowledgment',
  ],
  'stylist_application.received': [
    'timeline.record',
    'email.application-staff-notification',
    'email.application-acknowledgment',
  ],
  'testimonial.submitted': ['timeline.record', 'email.testimonial-staff-notification'],
  'consultation_request.status_changed': ['timeline.record'],
  'testimonial.status_changed': ['timeline.record'],
  'contact_message.status_changed': ['timeline.record'],
  'booking.created': [
    'timeline.record',
    'email.booking-confirmation',
    'email.booking-staff-notification',
    'reminders.sync-booking',
    'holds.sync-booking',
    'stats.recompute-stylist',
  ],
  'booking.rescheduled': [
    'timeline.record',
    'email.booking-confirmation',
    'email.booking-staff-notification',
    'reminders.sync-booking',
    'holds.sync-booking',
    'stats.recompute-stylist',
    'waitlist.offer-openings',
  ],
  'booking.cancelled': [
    'timeline.record',
    'email.booking-cancelled',
    'email.booking-staff-notification',
    'reminders.sync-booking',
    'holds.sync-booking',
    'stats.recompute-stylist',
    'waitlist.offer-openings',
  ],
  'booking.confirmed': [
    'timeline.record',
    'email.booking-confirmed',
    'reminders.sync-booking',
    'holds.sync-booking',
    'stats.recompute-stylist',
  ],
  'booking.completed': [
    'timeline.record',
    'reminders.sync-booking',
    'holds.sync-booking',
    'stats.recompute-stylist',
  ],
  'booking.updated': ['timeline.record', 'holds.sync-booking', 'stats.recompute-stylist'],
  'booking.reminder_due': ['email.booking-reminder'],
  'gallery_image.deleted': ['images.remove-upload'],
  'stylist_photo.replaced': ['images.remove-stylist-photo'],
  'staffing.time_off_removed': ['waitlist.offer-openings'],
  'staffing.hours_changed': ['waitlist.offer-openings'],
  'consultation.scheduled': ['email.consultation-scheduled'],
  'consultation.status_changed': ['email.consultation-cancelled'],
  'consultation.move_requested': ['email.consultation-move-request'],
};

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

export const registry: JobRegistry = { jobs, subscriptions, delayedJobs, schedules, ignoredEvents };

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
      `The job registry (services/worker/src/jobs/registry.ts) is inconsistent:\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'JobRegistryError';
  }
}

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
