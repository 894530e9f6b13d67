import { STYLIST_PHOTO_WIDTHS } from '@beauty/domain/upload-limits';
import { storageFor } from '@beauty/server/storage/create-storage';
import { type ObjectStorage, storageKeys } from '@beauty/server/storage/storage';
import type { WorkerConfig } from '../config';
import type { JobHandler } from '../pipeline/handler';

export interface RemoveStylistPhotoAdapters {
  storage?: (config: WorkerConfig) => ObjectStorage;
}

type Claim =
  | { outcome: 'deleted'; keys: string[] }
  | { outcome: 'gone' }
  | { outcome: 'kept'; reason: string };

/**
 * images.remove-stylist-photo, on 'stylist_photo.replaced': a portrait no profile shows any more
 * goes, row and files (the original and its square WebP sizes), as images.remove-upload does
 * for gallery images: the row first, under a lock (a conversion still running then finds it
 * gone and removes what it wrote), then every file its rows named or its id derives. Kept: an
 * upload that is a profile's photo again, or that is not a stylist photo.
 */
export function removeStylistPhotoJob(
  adapters: RemoveStylistPhotoAdapters = {},
): JobHandler<'stylist_photo.replaced'> {
  const storageOf = adapters.storage ?? ((config: WorkerConfig) => storageFor(config.storage));

  return async (job, { db, config, logger }) => {
    const { uploadId, stylistProfileId } = job.payload;
    const log = logger.child({ uploadId, stylistProfileId });

    const claim = await db.transaction(async (trx): Promise<Claim> => {
      const upload: { purpose: string; storageKey: string } | undefined = await trx('uploads')
        .where({ id: uploadId })
        .forUpdate()
        .first('purpose', 'storageKey');
      if (!upload) return { outcome: 'gone' };
      if (upload.purpose !== 'stylist-photo')
        return { outcome: 'kept', reason: `a ${upload.purpose} upload` };
      const shown = await trx('stylist_profiles').where({ photoUploadId: uploadId }).first('id');
      if (shown) return { outcome: 'kept', reason: `the photo of profile ${shown.id}` };
      const variants: Array<{ storageKey: string }> = await trx('image_variants')
        .where({ uploadId })
        .select('storageKey');
      await trx('uploads').where({ id: uploadId }).del();
      return { outcome: 'deleted', keys: [upload.storageKey, ...variants.map((v) => v.storageKey)] };
    });

    if (claim.outcome === 'kept') {
      log.info({ reason: claim.reason }, 'stylist photo kept');
      return 'skipped';
    }
    const storage = storageOf(config);
    const derived = [
      storageKeys.original(uploadId),
      ...STYLIST_PHOTO_WIDTHS.map((width) => storageKeys.variant(uploadId, width)),
    ];
    const keys = new Set([...(claim.outcome === 'deleted' ? claim.keys : []), ...derived]);
    for (const key of keys) await storage.remove(key);
    if (claim.outcome === 'gone') return 'skipped';
    log.info({ files: claim.keys.length }, 'replaced stylist photo removed');
    return 'done';
  };
}

export const removeStylistPhoto = removeStylistPhotoJob();
