import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storageKeys } from '@beauty/server/storage/storage';
import sharp from 'sharp';
import { withFixturedWorld } from '../../security/support/fixtures';
import type { Viewer, World } from '../../security/support/world';
import type { Client } from '../../support/http';
import { contractRequests } from '../support/contract';
import { makeJpeg, makePdf } from '../uploads/upload-support';

/**
 * The contract (issue 16.6) for the upload routes: their successes need a started upload, stored
 * bytes or a signed address, which the route walk cannot make. Each answer must be a success
 * matching its declaration.
 */
let viewers: Record<Viewer, Client>;
let world: World;
let jpeg: Buffer;

withFixturedWorld('openapi_uploads', (made) => {
  ({ viewers, world } = made);
});
beforeAll(async () => {
  jpeg = await makeJpeg(640, 480);
});

const { send, expectEveryRouteChecked } = contractRequests('uploads', () => viewers);

/** An address the API signed (absolute on PUBLIC_URL, or not), as a path on the API under test. */
function onTheApi(address: string): string {
  const url = new URL(address, world.url);
  return `${url.pathname}${url.search}`;
}

/** PUT the bytes to a signed upload address, as the browser does (the signature is the authorization). */
const putUpload = (uploadURL: string, bytes: Buffer, contentType: string) =>
  send('signed-out', 'PUT /api/uploads/:id', onTheApi(uploadURL), {
    body: bytes,
    headers: { 'content-type': contentType },
  });

/**
 * This world runs no worker: do what its images.convert does for an uploaded photo (a 480 px
 * WebP variant written to storage, recorded in image_variants, the upload marked processed).
 */
async function convertAsTheWorkerDoes(uploadId: string, original: Buffer) {
  const { data, info } = await sharp(original)
    .resize({ width: 480 })
    .webp()
    .toBuffer({ resolveWithObject: true });
  const storageKey = storageKeys.variant(uploadId, info.width);
  const file = path.join(world.config.storage.dir, storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  await world.db('image_variants').insert({
    uploadId,
    width: info.width,
    height: info.height,
    format: 'webp',
    storageKey,
    sizeBytes: data.length,
  });
  const { width, height } = await sharp(original).metadata();
  const updated = await world
    .db('uploads')
    .where({ id: uploadId, status: 'uploaded' })
    .update({ status: 'processed', width, height, processedAt: world.db.fn.now() });
  expect(updated).toBe(1);
}

it('the companion upload service: start, parts, a signed part address, abort, single-PUT parameters', async () => {
  const started = await send('admin', 'POST /api/s3/multipart', '/api/s3/multipart', {
    json: { filename: 'look.jpg', type: 'image/jpeg', metadata: {} },
  });
  const { uploadId, key } = started.json as { uploadId: string; key: string };
  const q = `?key=${encodeURIComponent(key)}`;
  await send('admin', 'GET /api/s3/multipart/:uploadId', `/api/s3/multipart/${uploadId}${q}`);
  await send('admin', 'GET /api/s3/multipart/:uploadId/:partNumber', `/api/s3/multipart/${uploadId}/1${q}`);
  await send('admin', 'DELETE /api/s3/multipart/:uploadId', `/api/s3/multipart/${uploadId}${q}`);
  await send('admin', 'GET /api/s3/params', '/api/s3/params?filename=look.jpg&type=image%2Fjpeg');
});

it('a companion upload on local disk: PUT its one part to the signed address, then complete it', async () => {
  const started = await send('admin', 'POST /api/s3/multipart', '/api/s3/multipart', {
    json: { filename: 'look.jpg', type: 'image/jpeg', metadata: { name: 'look.jpg', type: 'image/jpeg' } },
  });
  const { uploadId, key } = started.json as { uploadId: string; key: string };
  const q = `?key=${encodeURIComponent(key)}`;
  const signed = await send(
    'admin',
    'GET /api/s3/multipart/:uploadId/:partNumber',
    `/api/s3/multipart/${uploadId}/1${q}`,
  );
  // Uppy's XHR PUT of the part: a real JPEG (the last part may be under 5 MiB), no content type.
  const part = await send(
    'signed-out',
    'PUT /api/s3/multipart/:uploadId/:partNumber',
    onTheApi(signed.json.url),
    { body: jpeg },
  );
  const etag = part.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const done = await send(
    'admin',
    'POST /api/s3/multipart/:uploadId/complete',
    `/api/s3/multipart/${uploadId}/complete${q}`,
    { json: { parts: [{ PartNumber: 1, ETag: etag }] } },
  );
  expect(done.json.location).toBe(`/api/images/${key.slice('originals/'.length)}`);
});

it('a gallery photo: PUT its bytes, its conversion, into the gallery, read it, rename it', async () => {
  const address = await send('admin', 'POST /api/objects/upload', '/api/objects/upload');
  const { uploadURL, uploadId, imageUrl } = address.json;
  await putUpload(uploadURL, jpeg, 'image/jpeg');
  await convertAsTheWorkerDoes(uploadId, jpeg);

  // Converted, so it answers at once with the stable address (no waiting on the worker).
  const processed = await send(
    'admin',
    'POST /api/admin/gallery/process-image',
    '/api/admin/gallery/process-image',
    { json: { imageUrl } },
  );
  expect(processed.json).toEqual({ processedImageUrl: `/api/images/${uploadId}` });
  const created = await send('admin', 'POST /api/admin/gallery', '/api/admin/gallery', {
    json: {
      title: 'Garden bride',
      imageUrl: processed.json.processedImageUrl,
      tags: ['bridal'],
      isPublic: true,
    },
  });
  expect(created.status).toBe(201);

  // A public gallery image: anyone gets its WebP.
  const image = await send('signed-out', 'GET /api/images/:id', `/api/images/${uploadId}?w=480`);
  expect(image.headers.get('content-type')).toBe('image/webp');
  expect((await sharp(image.body).metadata()).format).toBe('webp');

  const id = created.json.id as string;
  const renamed = await send('admin', 'PUT /api/admin/gallery/:id', `/api/admin/gallery/${id}`, {
    json: { title: 'Garden bride, Puyallup' },
  });
  expect(renamed.json).toMatchObject({ id, title: 'Garden bride, Puyallup', isPublic: true });
});

it("a stylist portrait: PUT its bytes, then make it a profile's photo", async () => {
  const address = await send(
    'admin',
    'POST /api/admin/stylist-profiles/photo-upload',
    '/api/admin/stylist-profiles/photo-upload',
  );
  await putUpload(address.json.uploadURL, jpeg, 'image/jpeg');
  // A seeded profile; the uploaded portrait is hers, 'processing' until the worker converts it.
  const profile = await world.db('stylist_profiles').orderBy('sortOrder').first('id');
  const attached = await send(
    'admin',
    'PUT /api/admin/stylist-profiles/:id/photo',
    `/api/admin/stylist-profiles/${profile.id}/photo`,
    { json: { imageUrl: address.json.imageUrl } },
  );
  expect(attached.json.photo.status).toBe('processing');
});

it('her own portrait: a stylist PUTs its bytes, then makes it the photo of the profile linked to her', async () => {
  const address = await send(
    'stylist',
    'POST /api/stylist/profile/photo-upload',
    '/api/stylist/profile/photo-upload',
  );
  await putUpload(address.json.uploadURL, jpeg, 'image/jpeg');
  const attached = await send('stylist', 'PUT /api/stylist/profile/photo', '/api/stylist/profile/photo', {
    json: { imageUrl: address.json.imageUrl },
  });
  expect(attached.json.photo.status).toBe('processing');
});

it('a resume: PUT the PDF, the admin downloads it, the application names it', async () => {
  const address = await send('signed-out', 'POST /api/resume/upload-url', '/api/resume/upload-url');
  const { uploadURL, uploadId, resumeUrl } = address.json;
  const pdf = makePdf();
  await putUpload(uploadURL, pdf, 'application/pdf');

  // Resumes are served as uploaded (no conversion), to admins.
  const file = await send('admin', 'GET /api/images/:id', `/api/images/${uploadId}`);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.body).toEqual(pdf);

  const applied = await send('signed-out', 'POST /api/stylist-applications', '/api/stylist-applications', {
    json: {
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena.park@example.com',
      phone: '253-555-0142',
      specialties: 'both',
      experience: 'Six years of bridal makeup and updos in Tacoma; airbrush certified, 120+ weddings.',
      portfolio: 'https://lena.example/portfolio',
      resumeUrl,
    },
  });
  expect(applied.status).toBe(201);
  expect(await world.db('uploads').where({ id: uploadId }).first('attachedType')).toEqual({
    attachedType: 'stylist-application',
  });
});

it('checked every route it names', () => expectEveryRouteChecked());
