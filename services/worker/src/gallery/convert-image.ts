import { IMAGE_VARIANT_WIDTHS, type UploadPurpose } from '@beauty/domain/schemas/uploads';
import { STYLIST_PHOTO_WIDTHS } from '@beauty/domain/upload-limits';
import { type PublicCacheKey, publishInvalidation } from '@beauty/server/public-cache/channel';
import { storageFor } from '@beauty/server/storage/create-storage';
import { type ObjectStorage, ObjectTooLarge, storageKeys } from '@beauty/server/storage/storage';
import type { Knex } from 'knex';
import type { WorkerConfig } from '../config';
import type { JobHandler } from '../pipeline/handler';
import {
  attachmentOf,
  lockUploadStatus,
  recordConversion,
  rejectUpload,
  uploadToConvert,
} from './gallery.repository';
import { type ImageProcessor, imageProcessor, UnusableImage } from './image-processor';
import { recordPhotosProcessedIfDone } from './photos-processed';

/** Purposes whose files are images to convert; resumes stay as uploaded (checked as PDFs on arrival). */
const IMAGE_PURPOSES: readonly UploadPurpose[] = ['consultation-inspiration', 'gallery', 'stylist-photo'];

/** The WebP sizes each purpose gets: stylist portraits are square crops for the About cards. */
const variantsFor = (purpose: UploadPurpose) =>
  purpose === 'stylist-photo'
    ? { widths: STYLIST_PHOTO_WIDTHS, square: true }
    : { widths: IMAGE_VARIANT_WIDTHS, square: false };

/** The public answer a converted upload changes (the API processes drop their cached copy). */
const PUBLIC_ANSWER_OF: Partial<Record<UploadPurpose, PublicCacheKey>> = {
  gallery: 'gallery',
  'stylist-photo': 'stylists',
};

async function afterFinished(db: Knex, uploadId: string): Promise<boolean> {
  // Read after our commit: a claim that attached the upload meanwhile is visible now.
  const row = await attachmentOf(db, uploadId);
  if (row?.attachedType !== 'consultation-request' || !row.attachedId) return false;
  return recordPhotosProcessedIfDone(db, row.attachedId);
}

export interface ConvertImageAdapters {
  images?: ImageProcessor;
  storage?: (config: WorkerConfig) => ObjectStorage;
}

/**
 * images.convert, on 'upload.received': re-encode an uploaded image to WebP variants (480, 960,
 * 1600 px wide, never enlarged; stylist portraits square, 480 and 960), record them in image_variants and mark the upload 'processed';
 * a file that is not a usable image is 'rejected' with the reason and its bytes deleted (the job
 * finishes; it does not retry forever). Storage or database trouble throws, so BullMQ retries.
 */
export function convertImageJob(adapters: ConvertImageAdapters = {}): JobHandler<'upload.received'> {
  const images = adapters.images ?? imageProcessor;
  const storageOf = adapters.storage ?? ((config: WorkerConfig) => storageFor(config.storage));

  return async (job, { db, config, logger, redis }) => {
    const upload = await uploadToConvert(db, job.payload.uploadId);
    if (!upload || !IMAGE_PURPOSES.includes(upload.purpose)) return 'skipped';
    if (upload.status === 'processed' || upload.status === 'rejected') {
      // Already converted (a re-run, or a claim asking to check its request's photos again).
      return (await afterFinished(db, upload.id)) ? 'done' : 'skipped';
    }
    if (upload.status !== 'uploaded') return 'skipped';

    const storage = storageOf(config);
    const reject = async (reason: string) => {
      const updated = await rejectUpload(db, upload.id, reason);
      await storage.remove(upload.storageKey);
      logger.info({ uploadId: upload.id, reason }, 'upload rejected');
      if (updated) await afterFinished(db, upload.id);
      return 'done' as const;
    };

    let original: Buffer | null;
    try {
      original = await storage.read(upload.storageKey, upload.maxBytes);
    } catch (error) {
      if (error instanceof ObjectTooLarge) return reject('The file is larger than allowed.');
      throw error;
    }
    // The API stored these bytes before marking the upload 'uploaded': their absence is a
    // configuration fault (the worker's STORAGE_DIR or bucket differs from the API's), not the
    // visitor's, so retry rather than reject the photo.
    if (!original) throw new Error(`Upload ${upload.id}: ${upload.storageKey} is not in storage`);

    let converted: Awaited<ReturnType<ImageProcessor['toWebpVariants']>>;
    try {
      const { widths, square } = variantsFor(upload.purpose);
      converted = await images.toWebpVariants(original, widths, { square });
    } catch (error) {
      if (error instanceof UnusableImage) return reject(error.message);
      throw error;
    }

    const variants: Array<Record<string, string | number>> = [];
    for (const variant of converted.variants) {
      const storageKey = storageKeys.variant(upload.id, variant.width);
      await storage.put(storageKey, variant.data, 'image/webp');
      variants.push({
        uploadId: upload.id,
        width: variant.width,
        height: variant.height,
        format: 'webp',
        storageKey,
        sizeBytes: variant.data.length,
      });
    }
    const finished = await db.transaction(async (trx): Promise<number | 'gone'> => {
      // Locked first: a gallery image deleted meanwhile (images.remove-upload) deletes the row
      // under the same lock, so either its removal sees these variants or this sees the row gone.
      const current = await lockUploadStatus(trx, upload.id);
      if (!current) return 'gone';
      return await recordConversion(trx, upload.id, variants, converted);
    });
    if (finished === 'gone') {
      // Deleted while converting: nothing may keep the files just written.
      for (const variant of variants) await storage.remove(String(variant.storageKey));
      logger.info({ uploadId: upload.id }, 'upload deleted while converting; its variants were removed');
      return 'skipped';
    }
    if (!finished) return 'skipped';
    const publicAnswer = PUBLIC_ANSWER_OF[upload.purpose];
    if (publicAnswer && redis) {
      // The public gallery and About section list each image's sizes.
      try {
        await publishInvalidation(redis, config.redisPrefix, [publicAnswer]);
      } catch (error) {
        logger.warn({ err: error, uploadId: upload.id }, `could not announce the ${publicAnswer} change`);
      }
    }
    await afterFinished(db, upload.id);
    return 'done';
  };
}

export const convertImage = convertImageJob();
