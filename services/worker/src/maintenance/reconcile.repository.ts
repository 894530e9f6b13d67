import { BUSINESS_TIME_ZONE } from '@beauty/domain/slots';
import { ACTIVE_BOOKING_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { OUTBOX_EVENT_COLUMNS, type OutboxEvent } from '../pipeline/outbox';

/**
 * Upcoming bookings (pending or confirmed) from yesterday in the business's zone: the ids only,
 * found through the partial index of active bookings by date (bookings_slot_active_idx).
 */
export function upcomingBookingIds(db: Knex): Promise<string[]> {
  return db('bookings')
    .whereIn('status', ACTIVE_BOOKING_STATUSES)
    .where('eventDate', '>=', db.raw(`(now() AT TIME ZONE ?)::date - 1`, [BUSINESS_TIME_ZONE]))
    .orderBy(['eventDate', 'eventTime'])
    .pluck('id');
}

/** Pending requests holding time (bookings_hold_expiry_idx). */
export function heldBookingIds(db: Knex): Promise<string[]> {
  return db('bookings')
    .where({ status: 'pending' })
    .whereNotNull('holdExpiresAt')
    .orderBy('holdExpiresAt')
    .pluck('id');
}

export interface StuckUpload {
  id: string;
  storageKey: string;
  conversionRetries: number;
  attachedType: string | null;
  attachedId: string | null;
}

/** Image uploads still 'uploaded' since before `before`, oldest first, at most `limit`. */
export function stuckUploads(
  db: Knex,
  purposes: readonly string[],
  before: Date,
  limit: number,
): Promise<StuckUpload[]> {
  return db('uploads')
    .where({ status: 'uploaded' })
    .whereIn('purpose', purposes)
    .where('uploadedAt', '<', before)
    .orderBy('uploadedAt')
    .limit(limit)
    .select('id', 'storageKey', 'conversionRetries', 'attachedType', 'attachedId');
}

/** The upload's newest 'upload.received' event (the caller skips unpublished ones: the relay handles them). */
export function conversionEvent(
  db: Knex,
  uploadId: string,
): Promise<(OutboxEvent & { publishedAt: Date | null }) | undefined> {
  return db('outbox_events')
    .where({ entityType: 'upload', entityId: uploadId, type: 'upload.received' })
    .orderBy('createdAt', 'desc')
    .first(...OUTBOX_EVENT_COLUMNS, 'publishedAt');
}

export async function deleteVariants(db: Knex, uploadId: string): Promise<void> {
  await db('image_variants').where({ uploadId }).del();
}

export async function countConversionRetry(db: Knex, uploadId: string): Promise<void> {
  await db('uploads').where({ id: uploadId }).increment('conversionRetries', 1);
}

/** A new 'upload.received' event for an upload whose event is gone (the relay publishes it). */
export async function addConversionEvent(db: Knex, uploadId: string): Promise<void> {
  await db('outbox_events').insert({
    type: 'upload.received',
    entityType: 'upload',
    entityId: uploadId,
    payload: { uploadId },
  });
}
