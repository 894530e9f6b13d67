import { TIMELINE_LABELS } from '@beauty/domain/events';
import type { Knex } from 'knex';
import { hasTimelineEntry, insertStatusEvent } from '../timeline/timeline.repository';
import { consultationRequestStatus, requestPhotoStatuses } from './gallery.repository';

export const photosProcessedKey = (consultationRequestId: string) =>
  `consultation-request.${consultationRequestId}.photos-processed`;

/**
 * Append 'Inspiration photos processed' to a consultation request's timeline once every photo
 * attached to it is processed or rejected; at most once (dedupe key). Returns whether it did.
 * Safe to call from any job, any number of times.
 */
export async function recordPhotosProcessedIfDone(db: Knex, consultationRequestId: string): Promise<boolean> {
  const request = await consultationRequestStatus(db, consultationRequestId);
  if (!request) return false;
  // Keep the timeline in order: photos can finish before the request's own entry is written;
  // the timeline job calls this again right after 'Request received'.
  const received = await hasTimelineEntry(db, {
    entityType: 'consultation-request',
    entityId: consultationRequestId,
    label: TIMELINE_LABELS.requestReceived,
  });
  if (!received) return false;
  const photos = await requestPhotoStatuses(db, consultationRequestId);
  if (photos.length === 0 || photos.some((p) => p.status !== 'processed' && p.status !== 'rejected'))
    return false;
  const processed = photos.filter((p) => p.status === 'processed').length;
  const unreadable = photos.length - processed;
  const detail =
    `${processed} ${processed === 1 ? 'photo' : 'photos'} ready` +
    (unreadable ? `, ${unreadable} could not be read as ${unreadable === 1 ? 'an image' : 'images'}` : '');
  return insertStatusEvent(db, {
    entityType: 'consultation-request',
    entityId: consultationRequestId,
    status: request.status,
    label: TIMELINE_LABELS.photosProcessed,
    detail,
    dedupeKey: photosProcessedKey(consultationRequestId),
  });
}
