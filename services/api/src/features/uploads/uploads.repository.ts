import type { UploadPurpose } from '@beauty/domain/schemas/uploads';
import type { Knex } from 'knex';

export type UploadStatus = 'pending' | 'uploaded' | 'processed' | 'rejected';
export type AttachmentType =
  | 'consultation-request'
  | 'stylist-application'
  | 'gallery-image'
  | 'stylist-profile';

export interface UploadRow {
  id: string;
  purpose: UploadPurpose;
  storageKey: string;
  contentType: string | null;
  maxBytes: number;
  sizeBytes: number | null;
  status: UploadStatus;
  attachedType: AttachmentType | null;
  attachedId: string | null;
  expiresAt: Date;
  /** Who asked for the upload address (null when signed out). */
  ownerUserId: string | null;
}

export interface VariantRow {
  width: number;
  height: number;
  storageKey: string;
  sizeBytes: number;
}

const UPLOAD_COLUMNS = [
  'id',
  'purpose',
  'storageKey',
  'contentType',
  'maxBytes',
  'sizeBytes',
  'status',
  'attachedType',
  'attachedId',
  'expiresAt',
  'ownerUserId',
] as const;

export async function insertPendingUpload(
  knex: Knex,
  upload: {
    id: string;
    purpose: UploadPurpose;
    storageKey: string;
    maxBytes: number;
    ownerUserId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await knex('uploads').insert({ ...upload, status: 'pending' });
}

export async function findUpload(knex: Knex, id: string): Promise<UploadRow | undefined> {
  return knex('uploads').where({ id }).first(UPLOAD_COLUMNS);
}

/** The rows, locked for the rest of the transaction (a claim and a conversion never interleave). */
export async function lockUploads(trx: Knex.Transaction, ids: readonly string[]): Promise<UploadRow[]> {
  return trx('uploads')
    .whereIn('id', ids)
    .orderBy('id')
    .forUpdate()
    .select(...UPLOAD_COLUMNS);
}

/** pending -> uploaded, only once: false when another request got there first. */
export async function markUploaded(
  trx: Knex.Transaction,
  id: string,
  received: { sizeBytes: number; contentType: string },
): Promise<boolean> {
  const rows = await trx('uploads')
    .where({ id, status: 'pending' })
    .update({ ...received, status: 'uploaded', uploadedAt: trx.fn.now() })
    .returning('id');
  return rows.length === 1;
}

export async function attachUploads(
  trx: Knex.Transaction,
  ids: readonly string[],
  attachment: { type: AttachmentType; id: string },
): Promise<void> {
  await trx('uploads')
    .whereIn('id', ids)
    .update({ attachedType: attachment.type, attachedId: attachment.id, attachedAt: trx.fn.now() });
}

/** Whether a public gallery entry shows this upload (then anyone may see the image). */
export async function isPublicGalleryUpload(knex: Knex, uploadId: string): Promise<boolean> {
  const row = await knex('gallery_images').where({ uploadId, isPublic: true }).first('id');
  return Boolean(row);
}

/** Whether an active stylist profile shows this upload as its portrait (then anyone may see it). */
export async function isPublicStylistPhoto(knex: Knex, uploadId: string): Promise<boolean> {
  const row = await knex('stylist_profiles').where({ photoUploadId: uploadId, isActive: true }).first('id');
  return Boolean(row);
}

export async function listVariants(knex: Knex, uploadId: string): Promise<VariantRow[]> {
  return knex('image_variants')
    .where({ uploadId })
    .orderBy('width')
    .select('width', 'height', 'storageKey', 'sizeBytes');
}
