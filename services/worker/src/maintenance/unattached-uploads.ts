import { IMAGE_VARIANT_WIDTHS } from '@beauty/domain/schemas/uploads';
import { STYLIST_PHOTO_WIDTHS } from '@beauty/domain/upload-limits';
import { type ObjectStorage, storageKeys } from '@beauty/server/storage/storage';
import type { Knex } from 'knex';
import { deleteUploads, lockUnattachedUploads, variantsOfUploads } from './maintenance.repository';
import { ago, type MaintenanceOptions } from './options';

const HOUR_MS = 3_600_000;
/** An upload attached to nothing this long after it was made was abandoned. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * HOUR_MS;

/** Uploads removed per transaction (each holds its rows' locks while their files are removed). */
const UPLOAD_BATCH = 50;

/** Every key an upload's files can have: its own, its variants' rows, and those derived from its id. */
function keysOf(upload: { id: string; storageKey: string }, variantKeys: readonly string[]): string[] {
  const widths = new Set<number>([...IMAGE_VARIANT_WIDTHS, ...STYLIST_PHOTO_WIDTHS]);
  return [
    ...new Set([
      upload.storageKey,
      storageKeys.original(upload.id),
      ...variantKeys,
      ...[...widths].map((width) => storageKeys.variant(upload.id, width)),
    ]),
  ];
}

/**
 * Uploads attached to nothing 24 hours after they were made: the row, its variants and its
 * files in storage (local disk or S3), in one transaction that holds the row's lock, so a claim
 * waiting on it finds it gone, and a storage failure rolls the deletion back for the next run.
 */
export async function deleteUnattachedUploads(
  db: Knex,
  storage: ObjectStorage,
  options: MaintenanceOptions,
): Promise<{ uploads: number; files: number }> {
  const cutoff = ago(options.now, UNATTACHED_UPLOAD_MAX_AGE_MS);
  let uploads = 0;
  let files = 0;
  const rounds = Math.max(1, Math.ceil((options.batchSize * options.maxBatches) / UPLOAD_BATCH));
  for (let round = 0; round < rounds; round += 1) {
    const batch = await db.transaction(async (trx) => {
      // Attached to nothing, and shown by nothing that points at it without the attachment
      // columns (gallery images, stylist portraits, applications' resumes).
      const rows = await lockUnattachedUploads(trx, cutoff, UPLOAD_BATCH);
      if (rows.length === 0) return { uploads: 0, files: 0 };
      const ids = rows.map((row) => row.id);
      const variants = await variantsOfUploads(trx, ids);
      // image_variants rows go with their upload (ON DELETE CASCADE).
      await deleteUploads(trx, ids);
      let removed = 0;
      // Storage trouble throws: the transaction rolls back and the rows wait for the next run
      // (removing a file that is already gone is no error).
      for (const row of rows) {
        const own = variants.filter((v) => v.uploadId === row.id).map((v) => v.storageKey);
        const keys = keysOf(row, own);
        // An upload in parts never completed: its parts (S3's, or the local driver's folder) go too.
        if (row.multipartUploadId) await storage.multipart.abort(row.storageKey, row.multipartUploadId);
        await Promise.all(keys.map((key) => storage.remove(key)));
        removed += keys.length;
      }
      return { uploads: rows.length, files: removed };
    });
    uploads += batch.uploads;
    files += batch.files;
    if (batch.uploads < UPLOAD_BATCH) break;
  }
  return { uploads, files };
}
