import type { UploadPurpose } from '@beauty/domain/schemas/uploads';
import type { Knex } from 'knex';
import type { UploadStatus } from './uploads.repository';

/** An upload sent in parts through the companion API (/api/s3/). */
export interface MultipartUploadRow {
  id: string;
  purpose: UploadPurpose;
  storageKey: string;
  contentType: string | null;
  maxBytes: number;
  status: UploadStatus;
  multipartUploadId: string | null;
}

export async function insertMultipartUpload(
  knex: Knex,
  upload: {
    id: string;
    purpose: UploadPurpose;
    storageKey: string;
    contentType: string;
    maxBytes: number;
    ownerUserId: string | null;
    expiresAt: Date;
    multipartUploadId: string;
  },
): Promise<void> {
  await knex('uploads').insert({ ...upload, status: 'pending' });
}

export async function findMultipartUpload(knex: Knex, id: string): Promise<MultipartUploadRow | undefined> {
  return knex('uploads')
    .where({ id })
    .first('id', 'purpose', 'storageKey', 'contentType', 'maxBytes', 'status', 'multipartUploadId');
}

/** The upload a local part address names (by the storage's multipart id). */
export async function findByMultipartId(
  knex: Knex,
  multipartUploadId: string,
): Promise<MultipartUploadRow | undefined> {
  return knex('uploads')
    .where({ multipartUploadId })
    .first('id', 'purpose', 'storageKey', 'contentType', 'maxBytes', 'status', 'multipartUploadId');
}

/** The parts are joined: the storage's multipart id is spent (S3 forgets it too). */
export async function finishMultipart(knex: Knex, id: string, multipartUploadId: string): Promise<boolean> {
  const rows = await knex('uploads')
    .where({ id, multipartUploadId, status: 'pending' })
    .update({ multipartUploadId: null })
    .returning('id');
  return rows.length === 1;
}

/** An aborted upload never had bytes: its row goes. */
export async function deleteMultipartUpload(knex: Knex, id: string, multipartUploadId: string) {
  await knex('uploads').where({ id, multipartUploadId, status: 'pending' }).whereNull('attachedId').delete();
}
