import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { imageAddress } from '@beauty/domain/image-address';
import { adminMessages } from '@beauty/domain/messages';
import type { GalleryImage, GalleryImageInput, GalleryImageUpdate } from '@beauty/domain/schemas/gallery';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { AppError, Invalid, NotFound, Unprocessable } from '../../errors';
import { blankToNull } from '../../lib/text';
import { findUpload } from '../uploads/uploads.repository';
import { claimUploads, uploadIdFromUrl } from '../uploads/uploads.service';
import {
  deleteGalleryImageRow,
  findGalleryImage,
  insertGalleryImage,
  updateGalleryImageRow,
} from './gallery.repository';

/** Trimmed, without empties and without the same tag twice (case-blind, first spelling kept). */
export function cleanTags(tags: readonly string[] | undefined): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags ?? []) {
    const trimmed = tag.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/**
 * POST /api/admin/gallery/process-image: the images worker converts every gallery upload to
 * WebP as soon as its bytes land; this waits for that (up to `waitMs`) and answers the upload's
 * stable address, which serves the WebP sizes. On a timeout it answers the address it was given
 * (spec 001: the original image is used); a file that is not an image is a 422.
 */
export async function processGalleryImage(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  imageUrl: string,
  waitMs = 20_000,
): Promise<{ processedImageUrl: string }> {
  const uploadId = uploadIdFromUrl(imageUrl, deps.config.publicUrl);
  const upload = uploadId ? await findUpload(deps.knex, uploadId) : undefined;
  if (!uploadId || !upload || upload.purpose !== 'gallery') {
    throw new Invalid([{ field: 'imageUrl', message: adminMessages.notAGalleryImage }]);
  }
  if (upload.status === 'pending') {
    // S3 receives the bytes without us: the claim on create checks them, then the worker converts.
    if (deps.config.storage.driver === 's3') return { processedImageUrl: imageUrl };
    throw new AppError(409, adminMessages.imageNotUploaded);
  }
  const deadline = Date.now() + waitMs;
  let status: string = upload.status;
  while (status === 'uploaded' && Date.now() < deadline) {
    await sleep(250);
    status = (await findUpload(deps.knex, uploadId))?.status ?? 'rejected';
  }
  if (status === 'rejected') throw new Unprocessable(adminMessages.notAnImage);
  return { processedImageUrl: status === 'processed' ? imageAddress(uploadId) : imageUrl };
}

/**
 * Write a gallery image (`write`) with its `gallery_image.changed` event in one transaction; once
 * committed, drop the cached public gallery and answer the image as it now is.
 */
async function changeGalleryImage(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  id: string,
  write: (trx: Knex.Transaction) => Promise<void>,
): Promise<GalleryImage> {
  await deps.knex.transaction(async (trx) => {
    await write(trx);
    await writeEvent(trx, {
      type: 'gallery_image.changed',
      entityType: 'gallery-image',
      entityId: id,
      payload: { galleryImageId: id },
    });
  });
  await deps.publicCache?.invalidate('gallery');
  return (await findGalleryImage(deps.knex, id))!;
}

/**
 * Create the gallery record for an uploaded image, claiming the upload for it. Every change here
 * drops the cached public gallery once committed (lib/public-cache).
 */
export async function createGalleryImage(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  input: GalleryImageInput,
): Promise<GalleryImage> {
  const id = randomUUID();
  return changeGalleryImage(deps, id, async (trx) => {
    const [uploadId] = await claimUploads(trx, deps, {
      urls: [input.imageUrl],
      purpose: 'gallery',
      entityType: 'gallery-image',
      entityId: id,
      field: 'imageUrl',
    });
    await insertGalleryImage(trx, {
      id,
      title: input.title.trim(),
      description: blankToNull(input.description),
      imageUrl: imageAddress(uploadId!),
      uploadId,
      tags: cleanTags(input.tags),
      isPublic: input.isPublic ?? true,
    });
  });
}

export async function updateGalleryImage(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  id: string,
  input: GalleryImageUpdate,
): Promise<GalleryImage> {
  const changes = {
    ...(input.title !== undefined ? { title: input.title.trim() } : {}),
    ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}),
    ...(input.tags !== undefined ? { tags: cleanTags(input.tags) } : {}),
    ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
  };
  if (Object.keys(changes).length === 0) throw new Unprocessable(adminMessages.nothingToChange);
  return changeGalleryImage(deps, id, async (trx) => {
    const updated = await updateGalleryImageRow(trx, id, changes);
    if (!updated) throw new NotFound();
  });
}

/**
 * Delete the record; its files (original and WebP sizes) are removed by the worker on
 * `gallery_image.deleted`, so a crash between commit and removal leaves no orphan behind.
 */
export async function deleteGalleryImage(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  id: string,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const row = await deleteGalleryImageRow(trx, id);
    if (!row) throw new NotFound();
    await writeEvent(trx, {
      type: 'gallery_image.deleted',
      entityType: 'gallery-image',
      entityId: id,
      payload: { galleryImageId: id, uploadId: row.uploadId ?? null },
    });
  });
  await deps.publicCache?.invalidate('gallery');
}
