import { access } from 'node:fs/promises';
import path from 'node:path';
import { adminMessages, toasts } from '@beauty/domain/messages';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { makeJpeg, putBytes } from '../uploads/upload-support';
import { signedInAs } from './staff-support';

let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('gallery_admin', { worker: true });
});
afterAll(() => s?.close());

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The files an upload left in the local storage directory (original and WebP sizes). */
async function storedFiles(uploadId: string): Promise<string[]> {
  const upload = await s.db('uploads').where({ id: uploadId }).first('storageKey');
  const variants: Array<{ storageKey: string }> = await s
    .db('image_variants')
    .where({ uploadId })
    .select('storageKey');
  return [upload.storageKey, ...variants.map((v) => v.storageKey)].map((key: string) =>
    path.join(s.api.deps.config.storage.dir, key),
  );
}

describe('gallery management', () => {
  it('uploads, converts, creates, edits and deletes an image, and the files go with it', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const start = await admin.client.post('/api/objects/upload');
    expect(start.status).toBe(200);
    const { uploadURL, imageUrl, uploadId } = start.json;
    const put = await putBytes(s.api.url, uploadURL, await makeJpeg(1200, 800), 'image/jpeg');
    expect(put.status).toBe(204);

    const processed = await admin.client.post('/api/admin/gallery/process-image', { imageUrl });
    expect(processed.status).toBe(200);
    expect(processed.json).toEqual({ processedImageUrl: `/api/images/${uploadId}` });
    expect((await s.db('uploads').where({ id: uploadId }).first()).status).toBe('processed');

    const created = await admin.client.post('/api/admin/gallery', {
      title: '  Garden bride  ',
      description: 'Soft glam for an outdoor ceremony',
      imageUrl: processed.json.processedImageUrl,
      tags: ['bridal', ' Bridal ', 'outdoor'],
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(created.json).toMatchObject({
      title: 'Garden bride',
      tags: ['bridal', 'outdoor'],
      isPublic: true,
      imageUrl: `/api/images/${uploadId}`,
      width: 1200,
      height: 800,
    });
    expect(created.json.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
    const publicList = await s.client().get('/api/gallery');
    expect(publicList.json.some((g: { id: string }) => g.id === id)).toBe(true);
    expect((await s.client().get(`/api/images/${uploadId}?w=480`)).status).toBe(200);

    const edited = await admin.client.request('PUT', `/api/admin/gallery/${id}`, {
      json: { title: 'Garden bride, Puyallup', isPublic: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      title: 'Garden bride, Puyallup',
      isPublic: false,
      tags: ['bridal', 'outdoor'],
    });
    expect((await s.client().get('/api/gallery')).json.some((g: { id: string }) => g.id === id)).toBe(false);
    // Private now: strangers no longer get the file; the admin list still has it.
    expect((await s.client().get(`/api/images/${uploadId}`)).status).toBe(401);
    expect(
      (await admin.client.get('/api/admin/gallery')).json.find((g: { id: string }) => g.id === id),
    ).toMatchObject({
      isPublic: false,
    });

    const files = await storedFiles(uploadId);
    expect(files).toHaveLength(4);
    for (const file of files) expect(await exists(file)).toBe(true);

    const removed = await admin.client.request('DELETE', `/api/admin/gallery/${id}`);
    expect(removed.status).toBe(204);
    expect(await s.db('gallery_images').where({ id }).first()).toBeUndefined();
    await waitUntil(
      async () => !(await s.db('uploads').where({ id: uploadId }).first()),
      15_000,
      'the upload row to go',
    );
    await waitUntil(
      async () => (await Promise.all(files.map(exists))).every((present) => !present),
      15_000,
      'the stored files to be removed',
    );
    expect((await admin.client.request('DELETE', `/api/admin/gallery/${id}`)).status).toBe(404);
  });

  it('refuses a record without a title or with an address that is not a gallery upload', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const noTitle = await admin.client.post('/api/admin/gallery', { title: ' ', imageUrl: '/api/images/x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.errors).toContainEqual({ field: 'title', message: toasts.titleRequired.description });
    const foreign = await admin.client.post('/api/admin/gallery/process-image', {
      imageUrl: 'https://evil.example/cat.jpg',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors).toContainEqual({
      field: 'imageUrl',
      message: adminMessages.notAGalleryImage,
    });
    const before = await s.counts('gallery_images');
    const notUploaded = (await admin.client.post('/api/objects/upload')).json;
    const early = await admin.client.post('/api/admin/gallery/process-image', {
      imageUrl: notUploaded.imageUrl,
    });
    expect(early.status).toBe(409);
    const create = await admin.client.post('/api/admin/gallery', {
      title: 'Early',
      imageUrl: notUploaded.imageUrl,
    });
    expect(create.status).toBe(400);
    expect(await s.counts('gallery_images')).toEqual(before);
  });

  it('answers 422 for a file that turned out not to be an image', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const start = (await admin.client.post('/api/objects/upload')).json;
    // JPEG magic bytes, then garbage: it lands, and the worker rejects it.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
    expect((await putBytes(s.api.url, start.uploadURL, fake, 'image/jpeg')).status).toBe(204);
    const res = await admin.client.post('/api/admin/gallery/process-image', { imageUrl: start.imageUrl });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(adminMessages.notAnImage);
  });

  it('is for admins only', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    expect((await stylist.client.get('/api/admin/gallery')).status).toBe(403);
    expect((await stylist.client.post('/api/objects/upload')).status).toBe(403);
    expect((await s.client().post('/api/admin/gallery', { title: 'x', imageUrl: 'y' })).status).toBe(401);
  });
});
