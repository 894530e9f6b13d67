import type { EventType } from '@beauty/domain/events';
import { storageFor } from '@beauty/server/storage/create-storage';
import { type ObjectStorage, storageKeys } from '@beauty/server/storage/storage';
import type { Knex } from 'knex';
import type { WorkerConfig } from '../config';
import type { EventJob, JobHandler } from '../pipeline/handler';
import { deleteUpload, lockUploadForRemoval, variantKeysOf } from './gallery.repository';

export interface RemoveUploadAdapters {
  storage?: (config: WorkerConfig) => ObjectStorage;
}

/** What sets one upload removal apart from another. */
export interface RemoveUploadSpec<T extends EventType> {
  /** The upload the event lets go (null: nothing to remove), and what the log names with it. */
  target(job: EventJob<T>): { uploadId: string | null; log: Record<string, unknown> };
  /** uploads.purpose of what this job removes: an upload of another purpose is kept. */
  purpose: string;
  /** Why the upload is still in use (then it is kept), or null. */
  stillUsed(trx: Knex.Transaction, uploadId: string, job: EventJob<T>): Promise<string | null>;
  /** The WebP widths its variants may have. */
  widths: readonly number[];
  messages: { kept: string; removed: string };
}

type Claim =
  | { outcome: 'deleted'; keys: string[] }
  | { outcome: 'gone' }
  | { outcome: 'kept'; reason: string };

/**
 * An image upload no longer shown goes, row and files (the original and every WebP variant).
 * The row is deleted first, under a lock, so a conversion still running for it finds it gone
 * and removes what it wrote; then the files are removed: those its rows named plus every key
 * derivable from the upload id, so a retry after the row is gone still removes them. Missing
 * files are fine (idempotent).
 */
export function removeUploadJob<T extends EventType>(
  spec: RemoveUploadSpec<T>,
  adapters: RemoveUploadAdapters = {},
): JobHandler<T> {
  const storageOf = adapters.storage ?? ((config: WorkerConfig) => storageFor(config.storage));

  return async (job, { db, config, logger }) => {
    const { uploadId, log: context } = spec.target(job);
    if (!uploadId) return 'skipped';
    const log = logger.child({ uploadId, ...context });

    const claim = await db.transaction(async (trx): Promise<Claim> => {
      const upload = await lockUploadForRemoval(trx, uploadId);
      if (!upload) return { outcome: 'gone' };
      if (upload.purpose !== spec.purpose) return { outcome: 'kept', reason: `a ${upload.purpose} upload` };
      const used = await spec.stillUsed(trx, uploadId, job);
      if (used) return { outcome: 'kept', reason: used };
      const variantKeys = await variantKeysOf(trx, uploadId);
      // image_variants rows go with it (ON DELETE CASCADE).
      await deleteUpload(trx, uploadId);
      return { outcome: 'deleted', keys: [upload.storageKey, ...variantKeys] };
    });

    if (claim.outcome === 'kept') {
      log.info({ reason: claim.reason }, spec.messages.kept);
      return 'skipped';
    }
    const storage = storageOf(config);
    const derived = [
      storageKeys.original(uploadId),
      ...spec.widths.map((width) => storageKeys.variant(uploadId, width)),
    ];
    const keys = new Set([...(claim.outcome === 'deleted' ? claim.keys : []), ...derived]);
    // Storage trouble throws: BullMQ retries, and the retry (row gone) removes the derived keys.
    for (const key of keys) await storage.remove(key);
    if (claim.outcome === 'gone') return 'skipped';
    log.info({ files: claim.keys.length }, spec.messages.removed);
    return 'done';
  };
}
