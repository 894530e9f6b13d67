import { UnrecoverableError } from 'bullmq';
import type { Knex } from 'knex';

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
