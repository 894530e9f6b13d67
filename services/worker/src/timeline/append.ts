import { UnrecoverableError } from 'bullmq';
import type { Knex } from 'knex';
import { insertStatusEvent, insertStatusEventWhileEntityExists } from './timeline.repository';

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
  if (!options.whileEntityExists) return insertStatusEvent(db, row);
  if (!isTimelineEntity(event.entityType))
    throw new UnrecoverableError(`Unknown entity type ${event.entityType}`);
  return insertStatusEventWhileEntityExists(db, row, ENTITY_TABLES[event.entityType]);
}
