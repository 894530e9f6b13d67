import { type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import { UnrecoverableError } from 'bullmq';
import type { Knex } from 'knex';
import { bookingEventEntries, bookingUpdateEntries } from '../bookings/booking-timeline';
import { consultationRequestScheduledEntry } from '../consultations/consultation-request-timeline';
import { recordPhotosProcessedIfDone } from '../gallery/photos-processed';
import type { EventJob, JobHandler } from '../pipeline/handler';
import { appendTimeline, isTimelineEntity, type TimelineEntry } from './append';
import { statusChangeEntry } from './status-change-timeline';

type Entries = TimelineEntry | readonly TimelineEntry[] | null;

/**
 * The entry (or entries, in order) for one event; it may read the entity (null or none: the
 * entity is gone or nothing changed that the timeline shows).
 */
export type TimelineEntryFor = (job: EventJob, db: Knex) => Entries | Promise<Entries>;

/**
 * What `timeline.record` appends for each event type it is subscribed to. A new row here goes
 * together with the event's subscription in pipeline/registry.ts.
 */
export const timelineEntries: Partial<Record<EventType, TimelineEntryFor>> = {
  'contact_message.received': () => ({ status: 'new', label: TIMELINE_LABELS.messageReceived }),
  'consultation_request.received': () => ({ status: 'new', label: TIMELINE_LABELS.requestReceived }),
  'stylist_application.received': () => ({ status: 'new', label: TIMELINE_LABELS.applicationReceived }),
  'testimonial.submitted': () => ({ status: 'pending', label: TIMELINE_LABELS.reviewReceived }),
  // An admin's status change: the new status, the admin's notes as the detail.
  'consultation_request.status_changed': statusChangeEntry,
  'testimonial.status_changed': statusChangeEntry,
  'contact_message.status_changed': statusChangeEntry,
  'stylist_application.status_changed': statusChangeEntry,
  // A landing-page consultation's time, set or moved: the date and time as the detail.
  'consultation_request.scheduled': consultationRequestScheduledEntry,
  // With the booking's status; a reschedule's entry carries the new date and time, a studio's
  // cancellation with a note is followed by 'Note to the client' (staff only).
  'booking.created': bookingEventEntries,
  'booking.rescheduled': bookingEventEntries,
  'booking.cancelled': bookingEventEntries,
  'booking.confirmed': bookingEventEntries,
  'booking.completed': bookingEventEntries,
  // One entry per staff change: stylist, payment, no-show.
  'booking.updated': bookingUpdateEntries,
};

export const TIMELINE_EVENT_TYPES = Object.keys(timelineEntries) as EventType[];

/** timeline.record: the entry an event stands for ('Message received', 'Request received', ...). */
export const recordTimeline: JobHandler = async (job, { db }) => {
  const entryFor = timelineEntries[job.eventType];
  if (!entryFor) throw new UnrecoverableError(`timeline.record has no entry for ${job.eventType}`);
  if (!isTimelineEntity(job.entityType))
    throw new UnrecoverableError(`Unknown entity type ${job.entityType}`);
  const found = await entryFor(job, db);
  const entries: readonly TimelineEntry[] = Array.isArray(found)
    ? found
    : found
      ? [found as TimelineEntry]
      : [];
  let appended = 0;
  // A deleted row gets no entry (the job is 'skipped'): checked as each entry is appended.
  for (const entry of entries)
    if (await appendTimeline(db, job, entry, { whileEntityExists: true })) appended += 1;
  if (job.eventType === 'consultation_request.received') await recordPhotosProcessedIfDone(db, job.entityId);
  return appended > 0 ? 'done' : 'skipped';
};
