import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  admin,
  fetchBytes,
  finished,
  t,
  upload,
  useImagePipeline,
  variantsOf,
  visitor,
} from './image-pipeline-support';
import { makeJpeg, makePdf, makePixelFloodPng, makePng } from './upload-support';

useImagePipeline('uploads_images');

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
