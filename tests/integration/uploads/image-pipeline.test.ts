import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { claimUploads } from '@beauty/api/features/uploads/uploads.service';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { writeEvent } from '@beauty/server/outbox';
import { photosProcessedKey } from '@beauty/worker/gallery/photos-processed';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import sharp from 'sharp';
import { Client, send } from '../../support/http';
import { waitUntil } from '../support/wait';
import {
  makeJpeg,
  makePdf,
  makePixelFloodPng,
  makePng,
  putBytes,
  startUploadEnv,
  type UploadEnv,
} from './upload-support';

/**
 * Upload to WebP end to end: address -> PUT -> upload.received -> images.convert (real sharp,
 * real worker runtime on this file's own database) -> variants served by GET /api/images/:id.
 */
let t: UploadEnv;
let worker: WorkerRuntime;
let visitor: Client;
let admin: Client;

/** A worker runtime sharing the API's database, Redis prefix and STORAGE_DIR. */
async function startWorker() {
  worker = createWorkerRuntime(
    t.env.config({ storage: { ...t.api.deps.config.storage, dir: t.storageDir } }),
    {
      logger: t.env.logger,
    },
  );
  await worker.start();
}

beforeAll(async () => {
  t = await startUploadEnv('uploads_images');
  await startWorker();
  visitor = new Client(t.api.url);
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

type Purpose = 'inspiration' | 'gallery' | 'resume';

/** Ask for an address, PUT the bytes, and wait until the worker is done with the upload. */
async function upload(bytes: Buffer, contentType: string, purpose: Purpose = 'inspiration') {
  const res =
    purpose === 'gallery'
      ? await admin.post('/api/objects/upload')
      : await visitor.post(
          purpose === 'resume' ? '/api/resume/upload-url' : '/api/consultation-requests/upload',
        );
  expect(res.status).toBe(200);
  const { uploadURL, uploadId } = res.json;
  const put = await putBytes(t.api.url, uploadURL, bytes, contentType);
  expect(put.status).toBe(204);
  return { uploadId: uploadId as string, url: `/api/images/${uploadId}` };
}

async function finished(uploadId: string) {
  const event = await t.env
    .db('outbox_events')
    .where({ type: 'upload.received', entityId: uploadId })
    .first('id');
  await waitUntil(
    () => t.env.db('outbox_events').where({ id: event.id }).whereNotNull('completedAt').first('id'),
    20_000,
    `upload ${uploadId} to be handled`,
  );
  return t.env.db('uploads').where({ id: uploadId }).first();
}

const variantsOf = (uploadId: string) =>
  t.env
    .db('image_variants')
    .where({ uploadId })
    .orderBy('width')
    .select('width', 'height', 'storageKey', 'sizeBytes');

async function fetchBytes(url: string, headers: Record<string, string> = {}, client?: Client) {
  const cookie = client?.cookie('sid');
  const res = await send(t.api.url, {
    path: url,
    headers: { ...headers, ...(cookie ? { cookie: `sid=${cookie}` } : {}) },
  });
  return { status: res.status, headers: res.headers, body: res.body };
}

describe('images.convert', () => {
  it('turns a JPEG into upright WebP variants at 480, 960 and 1600 px, without metadata', async () => {
    const jpeg = await makeJpeg(2400, 1600);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { uploadId, url } = await upload(jpeg, 'image/jpeg', 'gallery');
    const row = await finished(uploadId);
    expect(row).toMatchObject({ status: 'processed', width: 2400, height: 1600, rejectionReason: null });

    const variants = await variantsOf(uploadId);
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
    ]);
    for (const variant of variants) {
      const bytes = await readFile(path.join(t.storageDir, variant.storageKey));
      expect(bytes.length).toBe(variant.sizeBytes);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('GPS-SECRET')).toBe(false);
      expect(bytes.includes('EXIF-MARKER')).toBe(false);
    }

    // Not public until a public gallery entry shows it; admins see it meanwhile, privately.
    expect((await visitor.get(url)).status).toBe(401);
    const privately = await fetchBytes(`${url}?w=480`, {}, admin);
    expect(privately.status).toBe(200);
    expect(privately.headers.get('cache-control')).toBe('private, no-store');

    await t.env
      .db('gallery_images')
      .insert({ title: 'Golden hour bride', imageUrl: url, uploadId, isPublic: true });
    const res = await fetchBytes(`${url}?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(res.headers.get('content-length'))).toBe(variants[0]!.sizeBytes);
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width: 480 });
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{10,}"$/);

    const again = await fetchBytes(`${url}?w=480`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await fetchBytes(`${url}?w=480`, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);
    // Another width is another object with another validator.
    const wide = await fetchBytes(`${url}?w=960`, { 'if-none-match': etag });
    expect(wide.status).toBe(200);
    expect(wide.headers.get('etag')).not.toBe(etag);
    expect((await sharp(wide.body).metadata()).width).toBe(960);
    // Default: the largest variant up to 1600; an odd width gets the widest not wider than it.
    expect((await sharp((await fetchBytes(url)).body).metadata()).width).toBe(1600);
    expect((await sharp((await fetchBytes(`${url}?w=1000`)).body).metadata()).width).toBe(960);
    expect((await sharp((await fetchBytes(`${url}?w=100`)).body).metadata()).width).toBe(480);

    // Hidden again: no longer public.
    await t.env.db('gallery_images').where({ uploadId }).update({ isPublic: false });
    expect((await fetchBytes(`${url}?w=480`)).status).toBe(401);
    expect((await (await t.signIn('customer')).get(`${url}?w=480`)).status).toBe(404);
  });

  it('never enlarges: a small PNG gets one variant at its own width; EXIF orientation is applied', async () => {
    const small = await upload(await makePng(300, 200), 'image/png');
    expect(await finished(small.uploadId)).toMatchObject({ status: 'processed', width: 300, height: 200 });
    expect((await variantsOf(small.uploadId)).map((v) => v.width)).toEqual([300]);

    // 1000x600 stored sideways (orientation 6) is a 600x1000 portrait.
    const rotated = await upload(await makeJpeg(1000, 600, { orientation: 6 }), 'image/jpeg');
    expect(await finished(rotated.uploadId)).toMatchObject({ status: 'processed', width: 600, height: 1000 });
    expect((await variantsOf(rotated.uploadId)).map((v) => [v.width, v.height])).toEqual([
      [480, 800],
      [600, 1000],
    ]);
  });

  it('re-encodes a polyglot JPEG: the script appended to it does not survive', async () => {
    const polyglot = Buffer.concat([
      await makeJpeg(800, 600),
      Buffer.from('<script>alert(document.domain)</script>'),
    ]);
    const { uploadId, url } = await upload(polyglot, 'image/jpeg');
    expect(await finished(uploadId)).toMatchObject({ status: 'processed' });
    for (const variant of await variantsOf(uploadId)) {
      const bytes = await readFile(path.join(t.storageDir, variant.storageKey));
      expect(bytes.includes('<script>')).toBe(false);
    }
    const served = await fetchBytes(url, {}, admin);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.body.includes('<script>')).toBe(false);
  });

  it('rejects a pixel flood (20000 x 20000, tiny file) with a reason, and deletes the bytes', async () => {
    const flood = makePixelFloodPng(20_000, 20_000);
    expect(flood.length).toBeLessThan(100_000);
    const { uploadId, url } = await upload(flood, 'image/png');
    const row = await finished(uploadId);
    expect(row.status).toBe('rejected');
    expect(row.rejectionReason).toMatch(/megapixels/);
    expect(await variantsOf(uploadId)).toEqual([]);
    expect((await t.storedFiles()).filter((f) => f.includes(uploadId))).toEqual([]);
    const job = await t.env
      .db('outbox_event_jobs')
      .where({ jobName: 'images.convert' })
      .whereIn('eventId', t.env.db('outbox_events').where({ entityId: uploadId }).select('id'));
    expect(job).toEqual([expect.objectContaining({ result: 'done' })]);
    expect((await admin.get(url)).status).toBe(404);
  });

  it('rejects a corrupt image whose magic bytes are right', async () => {
    const jpeg = await makeJpeg(400, 300);
    const { uploadId } = await upload(jpeg.subarray(0, jpeg.length - 400), 'image/jpeg');
    const row = await finished(uploadId);
    expect(row.status).toBe('rejected');
    expect(row.rejectionReason).toMatch(/could not be read/);
  });

  it('leaves resumes alone: the job is skipped and the PDF stays as uploaded', async () => {
    const { uploadId } = await upload(makePdf(), 'application/pdf', 'resume');
    expect(await finished(uploadId)).toMatchObject({ status: 'uploaded' });
    const [job] = await t.env
      .db('outbox_event_jobs')
      .whereIn('eventId', t.env.db('outbox_events').where({ entityId: uploadId }).select('id'));
    expect(job).toMatchObject({ jobName: 'images.convert', result: 'skipped' });
  });
});

describe('inspiration photos of a consultation request', () => {
  async function createRequest(photoUrls: string[]) {
    const id = randomUUID();
    await t.api.deps.knex.transaction(async (trx) => {
      await claimUploads(trx, t.api.deps, {
        urls: photoUrls,
        purpose: 'consultation-inspiration',
        entityType: 'consultation-request',
        entityId: id,
        field: 'inspirationImages',
      });
      await trx('consultation_requests').insert({
        id,
        name: 'Maya Lin',
        email: 'maya@example.com',
        inspirationImages: JSON.stringify(photoUrls),
        trackingTokenHash: 'x',
      });
      // As the real request does: its 'Request received' entry comes before 'photos processed'.
      await writeEvent(trx, {
        type: 'consultation_request.received',
        entityType: 'consultation-request',
        entityId: id,
        payload: { consultationRequestId: id },
      });
    });
    return id;
  }

  const photosProcessed = (id: string) =>
    waitUntil(
      () =>
        t.env
          .db('status_events')
          .where({ dedupeKey: photosProcessedKey(id) })
          .first(),
      20_000,
      `'photos processed' for ${id}`,
    );

  it('are admin-only, and the request timeline says when every photo is processed or rejected', async () => {
    // Converted after the request exists.
    await worker.stop();
    const good = await upload(await makeJpeg(1200, 900), 'image/jpeg');
    const bad = await upload(makePixelFloodPng(10_000, 10_000), 'image/png');
    const requestId = await createRequest([good.url, bad.url]);
    await startWorker();

    const entry = await photosProcessed(requestId);
    expect(entry).toMatchObject({
      entityType: 'consultation-request',
      label: TIMELINE_LABELS.photosProcessed,
      detail: '1 photo ready, 1 could not be read as an image',
    });
    expect((await t.env.db('uploads').where({ id: good.uploadId }).first()).status).toBe('processed');

    expect((await visitor.get(good.url)).status).toBe(401);
    for (const role of ['customer', 'stylist'] as const) {
      expect((await (await t.signIn(role)).get(good.url)).status).toBe(404);
    }
    const res = await fetchBytes(`${good.url}?w=480`, {}, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('photos converted before the request is submitted still get their timeline entry, once', async () => {
    const a = await upload(await makePng(640, 480), 'image/png');
    const b = await upload(await makeJpeg(500, 500), 'image/jpeg');
    await finished(a.uploadId);
    await finished(b.uploadId);
    const requestId = await createRequest([a.url, b.url]);
    const entry = await photosProcessed(requestId);
    expect(entry.detail).toBe('2 photos ready');
    await waitUntil(
      () =>
        t.env
          .db('outbox_events')
          .where({ entityType: 'consultation-request', entityId: requestId })
          .whereNotNull('completedAt')
          .first(),
      10_000,
      'the re-check event to complete',
    );
    const entries = await t.env.db('status_events').where({ entityId: requestId }).orderBy('id');
    const labels = entries.map((e) => e.label);
    expect(labels.filter((l) => l === 'Inspiration photos processed')).toHaveLength(1);
    expect(labels.indexOf('Request received')).toBeLessThan(labels.indexOf('Inspiration photos processed'));
  });
});
