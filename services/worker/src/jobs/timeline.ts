import { type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import { UnrecoverableError } from 'bullmq';
import type { Knex } from 'knex';
import { bookingEventEntry, bookingUpdateEntries } from './booking-timeline';
import type { EventJob, JobHandler } from './handler';
import { recordPhotosProcessedIfDone } from './photos-processed';
import { statusChangeEntry } from './status-change-timeline';

/** The entity types of status_events (its check constraint) and the table each lives in. */
const ENTITY_TABLES = {
  'contact-message': 'contact_messages',
  'consultation-request': 'consultation_requests',
  booking: 'bookings',
  testimonial: 'testimonials',
  'stylist-application': 'stylist_applications',
  'gallery-image': 'gallery_images',
} as const;
export type TimelineEntityType = keyof typeof ENTITY_TABLES;

export interface TimelineEntry {
  status: string;
  label: string;
  detail?: string | null;
}

type Entries = TimelineEntry | readonly TimelineEntry[] | null;

/**
 * The entry (or entries, in order) for one event; it may read the entity (null or none: the
 * entity is gone or nothing changed that the timeline shows).
 */
export type TimelineEntryFor = (job: EventJob, db: Knex) => Entries | Promise<Entries>;

/**
 * What `timeline.record` appends for each event type it is subscribed to. A new row here goes
 * together with the event's subscription in jobs/registry.ts.
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
  // With the booking's status; a reschedule's entry carries the new date and time.
  'booking.created': bookingEventEntry,
  'booking.rescheduled': bookingEventEntry,
  'booking.cancelled': bookingEventEntry,
  'booking.confirmed': bookingEventEntry,
  'booking.completed': bookingEventEntry,
  // One entry per staff change: stylist, payment, no-show.
  'booking.updated': bookingUpdateEntries,
};

export const TIMELINE_EVENT_TYPES = Object.keys(timelineEntries) as EventType[];

export function isTimelineEntity(entityType: string): entityType is TimelineEntityType {
  return Object.hasOwn(ENTITY_TABLES, entityType);
}

/**
 * Append one timeline entry for an event, at most once: dedupe_key = `${eventId}.${label}`.
 * Returns false when the entry was already there. `whileEntityExists`: appended only while the
 * row the event is about exists, checked in the same statement (a deleted row gets no entry).
 */
export async function appendTimeline(
  db: Knex,
  event: { eventId: string; entityType: string; entityId: string },
  entry: TimelineEntry,
  options: { whileEntityExists?: boolean } = {},
): Promise<boolean> {
  const row = {
    entityType: event.entityType,
    entityId: event.entityId,
    status: entry.status,
    label: entry.label,
    detail: entry.detail ?? null,
    dedupeKey: `${event.eventId}.${entry.label}`,
  };
  if (!options.whileEntityExists) {
    const inserted = await db('status_events').insert(row).onConflict('dedupeKey').ignore().returning('id');
    return inserted.length > 0;
  }
  if (!isTimelineEntity(event.entityType))
    throw new UnrecoverableError(`Unknown entity type ${event.entityType}`);
  const answer = await db.raw(
    `INSERT INTO status_events (entity_type, entity_id, status, label, detail, dedupe_key)
     SELECT ?, ?::uuid, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ?? WHERE id = ?)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      row.entityType,
      row.entityId,
      row.status,
      row.label,
      row.detail,
      row.dedupeKey,
      ENTITY_TABLES[event.entityType],
      row.entityId,
    ],
  );
  return (answer as { rows: unknown[] }).rows.length > 0;
}

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
