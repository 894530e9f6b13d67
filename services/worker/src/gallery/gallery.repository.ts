import type { UploadPurpose } from '@beauty/domain/schemas/uploads';
import type { Knex } from 'knex';

/** An uploads row as the conversion reads it. */
export interface UploadToConvert {
  id: string;
  purpose: UploadPurpose;
  storageKey: string;
  maxBytes: number;
  status: 'pending' | 'uploaded' | 'processed' | 'rejected';
}

export function uploadToConvert(db: Knex, uploadId: string): Promise<UploadToConvert | undefined> {
  return db('uploads').where({ id: uploadId }).first('id', 'purpose', 'storageKey', 'maxBytes', 'status');
}

/** What an upload is attached to (a consultation request, say), or undefined when it is gone. */
export function attachmentOf(
  db: Knex,
  uploadId: string,
): Promise<{ attachedType: string | null; attachedId: string | null } | undefined> {
  return db('uploads').where({ id: uploadId }).first('attachedType', 'attachedId');
}

/** Reject an upload still waiting for its conversion; the rows updated (0 when it moved on). */
export function rejectUpload(db: Knex, uploadId: string, reason: string): Promise<number> {
  return db('uploads')
    .where({ id: uploadId, status: 'uploaded' })
    .update({ status: 'rejected', rejectionReason: reason, processedAt: db.fn.now() });
}

/** The upload's status, its row locked; undefined when it is gone. */
export function lockUploadStatus(
  trx: Knex.Transaction,
  uploadId: string,
): Promise<{ status: string } | undefined> {
  return trx('uploads').where({ id: uploadId }).forUpdate().first('status');
}

/** Store the WebP variants (a re-run's replace the earlier ones) and mark the upload processed. */
export async function recordConversion(
  trx: Knex.Transaction,
  uploadId: string,
  variants: Array<Record<string, string | number>>,
  size: { width: number; height: number },
): Promise<number> {
  await trx('image_variants').insert(variants).onConflict(['uploadId', 'width']).merge();
  return trx('uploads').where({ id: uploadId, status: 'uploaded' }).update({
    status: 'processed',
    width: size.width,
    height: size.height,
    processedAt: trx.fn.now(),
  });
}

/** The upload's purpose and file, its row locked; undefined when it is gone. */
export function lockUploadForRemoval(
  trx: Knex.Transaction,
  uploadId: string,
): Promise<{ purpose: string; storageKey: string } | undefined> {
  return trx('uploads').where({ id: uploadId }).forUpdate().first('purpose', 'storageKey');
}

/** The storage keys of an upload's image variants. */
export async function variantKeysOf(db: Knex, uploadId: string): Promise<string[]> {
  const variants: Array<{ storageKey: string }> = await db('image_variants')
    .where({ uploadId })
    .select('storageKey');
  return variants.map((v) => v.storageKey);
}

/** Delete an upload's row (its image_variants rows go with it, ON DELETE CASCADE). */
export async function deleteUpload(trx: Knex.Transaction, uploadId: string): Promise<void> {
  await trx('uploads').where({ id: uploadId }).del();
}

/** A gallery image other than `exceptId` that shows the upload. */
export function galleryImageShowing(
  trx: Knex.Transaction,
  uploadId: string,
  exceptId: string,
): Promise<{ id: string } | undefined> {
  return trx('gallery_images').where({ uploadId }).whereNot({ id: exceptId }).first('id');
}

/** The stylist profile whose photo the upload is. */
export function profileShowingPhoto(
  trx: Knex.Transaction,
  uploadId: string,
): Promise<{ id: string } | undefined> {
  return trx('stylist_profiles').where({ photoUploadId: uploadId }).first('id');
}

/** The statuses of the photos attached to a consultation request. */
export function requestPhotoStatuses(
  db: Knex,
  consultationRequestId: string,
): Promise<Array<{ status: string }>> {
  return db('uploads')
    .where({ attachedType: 'consultation-request', attachedId: consultationRequestId })
    .select('status');
}

/** A consultation request's status, or undefined when it is gone. */
export function consultationRequestStatus(
  db: Knex,
  consultationRequestId: string,
): Promise<{ id: string; status: string } | undefined> {
  return db('consultation_requests').where({ id: consultationRequestId }).first('id', 'status');
}
