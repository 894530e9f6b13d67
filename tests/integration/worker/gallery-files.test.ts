import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeEvent } from '@beauty/server/outbox';
import { LocalDiskStorage } from '@beauty/server/storage/local-disk';
import { storageKeys } from '@beauty/server/storage/storage';
import type { WorkerConfig } from '@beauty/worker/config';
import { convertImageJob } from '@beauty/worker/gallery/convert-image';
import type { EventJob, JobContext } from '@beauty/worker/pipeline/handler';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import sharp from 'sharp';
import { eventCompleted } from './staff-fixture';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

let env: WorkerTestEnv;
let runtime: WorkerRuntime | null = null;
let storageDir: string;
let storage: LocalDiskStorage;
let config: WorkerConfig;

beforeAll(async () => {
  env = await createWorkerTestEnv('gallery_files');
  storageDir = await mkdtemp(path.join(tmpdir(), 'beauty-storage-gallery-'));
  storage = new LocalDiskStorage(storageDir);
  const base = env.config();
  config = env.config({ storage: { ...base.storage, driver: 'local', dir: storageDir } });
  runtime = createWorkerRuntime(config, { logger: env.logger });
  await runtime.start();
});

afterAll(async () => {
  await runtime?.stop();
  await env?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Every file under STORAGE_DIR, relative paths. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(storageDir, path.join(e.parentPath, e.name)))
    .sort();
}
const filesOf = async (uploadId: string) => (await storedFiles()).filter((f) => f.includes(uploadId));

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } })
    .jpeg()
    .toBuffer();

/** An admin's gallery upload as the API records it: the bytes stored, the row 'uploaded', 'upload.received'. */
async function uploadGalleryImage(bytes: Buffer) {
  const uploadId = randomUUID();
  const key = storageKeys.original(uploadId);
  await storage.put(key, bytes);
  const eventId = await env.db.transaction(async (trx) => {
    await trx('uploads').insert({
      id: uploadId,
      purpose: 'gallery',
      storageKey: key,
      contentType: 'image/jpeg',
      maxBytes: 10 * 1024 * 1024,
      sizeBytes: bytes.length,
      status: 'uploaded',
      uploadedAt: trx.fn.now(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return writeEvent(trx, {
      type: 'upload.received',
      entityType: 'upload',
      entityId: uploadId,
      payload: { uploadId },
    });
  });
  return { uploadId, eventId };
}

async function createGalleryImage(uploadId: string | null) {
  const [row] = await env
    .db('gallery_images')
    .insert({
      title: 'Soft glam',
      imageUrl: uploadId ? `/api/images/${uploadId}` : 'https://example.com/x.jpg',
      uploadId,
    })
    .returning('id');
  return row.id as string;
}

/** Like DELETE /api/admin/gallery/:id: the row goes and 'gallery_image.deleted' is written with it. */
function deleteGalleryImage(galleryImageId: string, uploadId: string | null) {
  return env.db.transaction(async (trx) => {
    await trx('gallery_images').where({ id: galleryImageId }).delete();
    return writeEvent(trx, {
      type: 'gallery_image.deleted',
      entityType: 'gallery-image',
      entityId: galleryImageId,
      payload: { galleryImageId, uploadId },
    });
  });
}

const resultOf = async (eventId: string) =>
  (await env.db('outbox_event_jobs').where({ eventId, jobName: 'images.remove-upload' }).first())?.result;

describe('images.remove-upload on gallery_image.deleted', () => {
  it('upload, convert to WebP, create, delete: the original, every variant and the rows are gone', async () => {
    const { uploadId, eventId } = await uploadGalleryImage(await jpeg(2000, 1400));
    await eventCompleted(env.db, eventId, 30_000);
    const variants = await env.db('image_variants').where({ uploadId }).orderBy('width');
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    expect(await filesOf(uploadId)).toEqual(
      [storageKeys.original(uploadId), ...variants.map((v) => v.storageKey)].sort(),
    );
    const galleryImageId = await createGalleryImage(uploadId);

    const deleted = await deleteGalleryImage(galleryImageId, uploadId);
    await eventCompleted(env.db, deleted);
    expect(await resultOf(deleted)).toBe('done');
    expect(await filesOf(uploadId)).toEqual([]);
    // Nor an empty variants/<id>/ folder; the top-level folders stay for the next upload.
    const left = await readdir(storageDir, { recursive: true });
    expect(left.filter((entry) => entry.includes(uploadId))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(['originals', 'variants']));
    expect(await env.db('uploads').where({ id: uploadId })).toEqual([]);
    expect(await env.db('image_variants').where({ uploadId })).toEqual([]);
  });

  it('is idempotent: a retry after the row is gone still removes files left behind, and missing files are fine', async () => {
    const uploadId = randomUUID();
    // As if a first run deleted the row, then failed before removing the files.
    await storage.put(storageKeys.original(uploadId), Buffer.from('x'));
    await storage.put(storageKeys.variant(uploadId, 960), Buffer.from('y'));
    const galleryImageId = await createGalleryImage(null);
    const eventId = await deleteGalleryImage(galleryImageId, uploadId);
    await eventCompleted(env.db, eventId);
    expect(await resultOf(eventId)).toBe('skipped');
    expect(await filesOf(uploadId)).toEqual([]);
  });

  it('does nothing for an image with no upload (an outside address)', async () => {
    const before = await storedFiles();
    const galleryImageId = await createGalleryImage(null);
    const eventId = await deleteGalleryImage(galleryImageId, null);
    await eventCompleted(env.db, eventId);
    expect(await resultOf(eventId)).toBe('skipped');
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps an upload another gallery image still shows', async () => {
    const { uploadId, eventId } = await uploadGalleryImage(await jpeg(800, 600));
    await eventCompleted(env.db, eventId, 30_000);
    const [first, second] = [await createGalleryImage(uploadId), await createGalleryImage(uploadId)];
    const files = await filesOf(uploadId);
    expect(files.length).toBeGreaterThan(1);

    const deleted = await deleteGalleryImage(first, uploadId);
    await eventCompleted(env.db, deleted);
    expect(await resultOf(deleted)).toBe('skipped');
    expect(await filesOf(uploadId)).toEqual(files);
    expect(await env.db('uploads').where({ id: uploadId })).toHaveLength(1);

    const last = await deleteGalleryImage(second, uploadId);
    await eventCompleted(env.db, last);
    expect(await resultOf(last)).toBe('done');
    expect(await filesOf(uploadId)).toEqual([]);
  });

  it('never removes an upload that is not a gallery upload', async () => {
    const uploadId = randomUUID();
    await storage.put(storageKeys.original(uploadId), Buffer.from('%PDF-1.7'));
    await env.db('uploads').insert({
      id: uploadId,
      purpose: 'resume',
      storageKey: storageKeys.original(uploadId),
      maxBytes: 1024,
      status: 'uploaded',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const eventId = await deleteGalleryImage(await createGalleryImage(null), uploadId);
    await eventCompleted(env.db, eventId);
    expect(await resultOf(eventId)).toBe('skipped');
    expect(await filesOf(uploadId)).toEqual([storageKeys.original(uploadId)]);
  });
});

describe('images.convert when the gallery image is deleted while it converts', () => {
  it('finds the upload gone when it finishes and removes the variants it wrote', async () => {
    const bytes = await jpeg(1000, 700);
    const uploadId = randomUUID();
    await storage.put(storageKeys.original(uploadId), bytes);
    await env.db('uploads').insert({
      id: uploadId,
      purpose: 'gallery',
      storageKey: storageKeys.original(uploadId),
      maxBytes: 10 * 1024 * 1024,
      status: 'uploaded',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const convert = convertImageJob({
      images: {
        // The deletion (images.remove-upload) commits while sharp is busy.
        async toWebpVariants() {
          await env.db('uploads').where({ id: uploadId }).delete();
          return {
            width: 1000,
            height: 700,
            variants: [{ width: 480, height: 336, data: Buffer.from('webp') }],
          };
        },
      },
      storage: () => storage,
    });
    const job = {
      jobName: 'images.convert',
      eventId: randomUUID(),
      eventType: 'upload.received',
      entityType: 'upload',
      entityId: uploadId,
      payload: { uploadId },
    } as EventJob<'upload.received'>;
    const ctx = { db: env.db, config, logger: env.logger } as unknown as JobContext;
    expect(await convert(job, ctx)).toBe('skipped');
    expect(await filesOf(uploadId)).toEqual([storageKeys.original(uploadId)]);
    expect(await env.db('image_variants').where({ uploadId })).toEqual([]);
  });
});
