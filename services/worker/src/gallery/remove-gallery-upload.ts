import { IMAGE_VARIANT_WIDTHS } from '@beauty/domain/schemas/uploads';
import { storageFor } from '@beauty/server/storage/create-storage';
import { type ObjectStorage, storageKeys } from '@beauty/server/storage/storage';
import type { WorkerConfig } from '../config';
import type { JobHandler } from '../pipeline/handler';

export interface RemoveGalleryUploadAdapters {
  storage?: (config: WorkerConfig) => ObjectStorage;
}

type Claim =
  | { outcome: 'deleted'; keys: string[] }
  | { outcome: 'gone' }
  | { outcome: 'kept'; reason: string };

/** The keys an upload's files can have: the original and one WebP per width (all derived from its id). */
const derivedKeys = (uploadId: string) => [
  storageKeys.original(uploadId),
  ...IMAGE_VARIANT_WIDTHS.map((width) => storageKeys.variant(uploadId, width)),
];

/**
 * images.remove-upload, on 'gallery_image.deleted': the deleted image's upload goes, row and
 * files (the original and every WebP variant). The row is deleted first, under a lock, so an
 * images.convert still running for it finds it gone and removes what it wrote; then the files
 * are removed: those its rows named plus every key derivable from the upload id, so a retry
 * after the row is gone still removes them. Missing files are fine (idempotent). Kept: an
 * upload another gallery image still shows, or one that is not a gallery upload.
 */
export function removeGalleryUploadJob(
  adapters: RemoveGalleryUploadAdapters = {},
): JobHandler<'gallery_image.deleted'> {
  const storageOf = adapters.storage ?? ((config: WorkerConfig) => storageFor(config.storage));

  return async (job, { db, config, logger }) => {
    const { uploadId, galleryImageId } = job.payload;
    if (!uploadId) return 'skipped';
    const log = logger.child({ uploadId, galleryImageId });

    const claim = await db.transaction(async (trx): Promise<Claim> => {
      const upload: { purpose: string; storageKey: string } | undefined = await trx('uploads')
        .where({ id: uploadId })
        .forUpdate()
        .first('purpose', 'storageKey');
      if (!upload) return { outcome: 'gone' };
      if (upload.purpose !== 'gallery') return { outcome: 'kept', reason: `a ${upload.purpose} upload` };
      const shown = await trx('gallery_images')
        .where({ uploadId })
        .whereNot({ id: galleryImageId })
        .first('id');
      if (shown) return { outcome: 'kept', reason: `still shown by gallery image ${shown.id}` };
      const variants: Array<{ storageKey: string }> = await trx('image_variants')
        .where({ uploadId })
        .select('storageKey');
      const variantKeys = variants.map((variant) => variant.storageKey);
      // image_variants rows go with it (ON DELETE CASCADE).
      await trx('uploads').where({ id: uploadId }).del();
      return { outcome: 'deleted', keys: [upload.storageKey, ...variantKeys] };
    });

    if (claim.outcome === 'kept') {
      log.info({ reason: claim.reason }, 'gallery upload kept');
      return 'skipped';
    }
    const storage = storageOf(config);
    const keys = new Set([...(claim.outcome === 'deleted' ? claim.keys : []), ...derivedKeys(uploadId)]);
    // Storage trouble throws: BullMQ retries, and the retry (row gone) removes the derived keys.
    for (const key of keys) await storage.remove(key);
    if (claim.outcome === 'gone') return 'skipped';
    log.info({ files: claim.keys.length }, 'gallery upload removed');
    return 'done';
  };
}

export const removeGalleryUpload = removeGalleryUploadJob();
