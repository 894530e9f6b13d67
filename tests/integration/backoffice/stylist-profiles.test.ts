import { access } from 'node:fs/promises';
import path from 'node:path';
import { stylistProfileMessages } from '@beauty/domain/schemas/stylist-profile';
import sharp from 'sharp';
import { Client, request } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { startApi, type TestApi } from '../support/api';
import { waitUntil } from '../support/wait';
import { makeJpeg, putBytes } from '../uploads/upload-support';
import { signedInAs } from './staff-support';

/**
 * Stylist profiles (issue 12, point 6): admins create and edit them and give each a photo
 * through the image pipeline; the About section's GET /api/stylists shows the square WebP sizes.
 * The API under test keeps the public cache a real process keeps, so a change that forgot to
 * drop it would show as a stale answer here.
 */
let s: SubmissionsEnv;
let api: TestApi;
beforeAll(async () => {
  s = await startSubmissionsEnv('stylist_profiles', { worker: true });
  api = await startApi(
    {
      DATABASE_URL: s.env.databaseUrl,
      REDIS_PREFIX: s.env.redisPrefix,
      STORAGE_DRIVER: 'local',
      STORAGE_DIR: s.api.deps.config.storage.dir,
    },
    { publicCache: true },
  );
});
afterAll(async () => {
  await api?.close();
  await s?.close();
});

const VALID = {
  name: 'Ava Brooks',
  title: 'Bridal Hair Artist',
  bio: 'Soft, romantic styles that last from the first look to the last dance.',
  achievements: 'Licensed cosmetologist, 150+ weddings',
  experience: '6 years',
  isActive: true,
  sortOrder: 5,
};

interface PublicStylist {
  id: string;
  title: string;
  profileImageUrl: string | null;
  profileImageSrcset?: string;
}
const publicStylists = async () => (await new Client(api.url).get('/api/stylists')).json as PublicStylist[];

const profileRow = (id: string) => s.db('stylist_profiles').where({ id }).first();

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

describe('stylist profiles', () => {
  it('are for admins only: 401 signed out, 403 for customers and stylists', async () => {
    const signedOut = new Client(api.url);
    expect((await signedOut.get('/api/admin/stylist-profiles')).status).toBe(401);
    expect((await signedOut.post('/api/admin/stylist-profiles', VALID)).status).toBe(401);
    for (const role of ['customer', 'stylist'] as const) {
      const { client } = await signedInAs(api.url, s.db, role);
      expect((await client.get('/api/admin/stylist-profiles')).status).toBe(403);
      expect((await client.post('/api/admin/stylist-profiles', VALID)).status).toBe(403);
      expect((await client.post('/api/admin/stylist-profiles/photo-upload')).status).toBe(403);
    }
    expect(await s.counts('stylist_profiles')).toEqual({ stylist_profiles: 0 });
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const customer = await signedInAs(api.url, s.db, 'customer');
    const created = await admin.client.post('/api/admin/stylist-profiles', {
      ...VALID,
      name: 'Unchanged Name',
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const before = await profileRow(id);
    const counts = await s.counts('stylist_profiles');

    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...VALID, name: '   ' }, 'name', stylistProfileMessages.name],
      [{ ...VALID, title: '' }, 'title', stylistProfileMessages.title],
      [{ ...VALID, bio: 'x'.repeat(1201) }, 'bio'],
      [{ ...VALID, sortOrder: -1 }, 'sortOrder', stylistProfileMessages.sortOrder],
      [{ ...VALID, userId: 'not-a-uuid' }, 'userId'],
      [{ ...VALID, userId: customer.id }, 'userId', stylistProfileMessages.accountNotStaff],
    ];
    for (const [body, field, message] of cases) {
      for (const res of [
        await admin.client.post('/api/admin/stylist-profiles', body),
        await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, { json: body }),
      ]) {
        expect(res.status).toBe(400);
        const error = (res.json.errors as Array<{ field: string; message: string }>).find(
          (e) => e.field === field,
        );
        expect(error).toBeDefined();
        if (message) expect(error!.message).toBe(message);
      }
    }
    const extra = await admin.client.post('/api/admin/stylist-profiles', { ...VALID, rating: 5 });
    expect(extra.status).toBe(400);
    expect(await s.counts('stylist_profiles')).toEqual(counts);
    expect(await profileRow(id)).toEqual(before);

    const unknown = await admin.client.request(
      'PUT',
      '/api/admin/stylist-profiles/00000000-0000-4000-8000-000000000000',
      {
        json: VALID,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('creates and edits a profile; the About list shows each change at once', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const stylist = await signedInAs(api.url, s.db, 'stylist', 'Ava');
    // The public answer is cached before the profile exists.
    const cachedBefore = await publicStylists();

    const created = await admin.client.post('/api/admin/stylist-profiles', {
      ...VALID,
      achievements: ' Licensed cosmetologist ,, 150+ weddings ',
      userId: stylist.id,
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect(created.json).toMatchObject({
      name: 'Ava Brooks',
      achievements: 'Licensed cosmetologist, 150+ weddings',
      userId: stylist.id,
      photo: null,
    });
    expect((await publicStylists()).length).toBe(cachedBefore.length + 1);

    // One account, one profile.
    const twice = await admin.client.post('/api/admin/stylist-profiles', { ...VALID, userId: stylist.id });
    expect(twice.status).toBe(400);
    expect(twice.json.errors).toContainEqual({
      field: 'userId',
      message: stylistProfileMessages.accountTaken,
    });

    const edited = await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, {
      json: { ...VALID, title: 'Lead Bridal Hair Artist', userId: stylist.id },
    });
    expect(edited.status).toBe(200);
    expect((await publicStylists()).find((p) => p.id === id)?.title).toBe('Lead Bridal Hair Artist');

    const hidden = await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, {
      json: { ...VALID, isActive: false, userId: null },
    });
    expect(hidden.status).toBe(200);
    expect((await publicStylists()).some((p) => p.id === id)).toBe(false);
    const list = await admin.client.get('/api/admin/stylist-profiles');
    expect(list.json.profiles.find((p: { id: string }) => p.id === id)).toMatchObject({
      isActive: false,
      userId: null,
    });
    expect(list.json.accounts.map((a: { id: string }) => a.id)).toContain(stylist.id);
  });

  it('turns an uploaded photo into square WebP sizes that the About list serves', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const id = (await admin.client.post('/api/admin/stylist-profiles', VALID)).json.id as string;
    expect((await publicStylists()).find((p) => p.id === id)?.profileImageUrl).toBeNull();

    const start = await admin.client.post('/api/admin/stylist-profiles/photo-upload');
    expect(start.status).toBe(200);
    const { uploadURL, imageUrl, uploadId } = start.json;
    expect((await putBytes(api.url, uploadURL, await makeJpeg(1400, 1000), 'image/jpeg')).status).toBe(204);

    const attached = await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}/photo`, {
      json: { imageUrl },
    });
    expect(attached.status).toBe(200);
    expect(['processing', 'ready']).toContain(attached.json.photo.status);

    // The worker converts it and drops the cached About answer.
    const shown = await waitUntil(
      async () => (await publicStylists()).find((p) => p.id === id && p.profileImageSrcset),
      15_000,
      'the photo to show in the About list',
    );
    expect(shown!.profileImageUrl).toBe(`/api/images/${uploadId}?w=480`);
    expect(shown!.profileImageSrcset).toBe(
      `/api/images/${uploadId}?w=480 480w, /api/images/${uploadId}?w=960 960w`,
    );
    const variants = await s
      .db('image_variants')
      .where({ uploadId })
      .orderBy('width')
      .select('width', 'height', 'format');
    expect(variants).toEqual([
      { width: 480, height: 480, format: 'webp' },
      { width: 960, height: 960, format: 'webp' },
    ]);

    // Anyone may fetch it while an active profile shows it: a square WebP.
    const image = await request(`${api.url}/api/images/${uploadId}?w=480`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(image.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(
      (await admin.client.get('/api/admin/stylist-profiles')).json.profiles.find(
        (p: { id: string }) => p.id === id,
      ),
    ).toMatchObject({ photo: { status: 'ready', url: `/api/images/${uploadId}?w=480` } });

    // The same upload cannot become another profile's photo.
    const other = (await admin.client.post('/api/admin/stylist-profiles', { ...VALID, name: 'Other' })).json
      .id;
    const reused = await admin.client.request('PUT', `/api/admin/stylist-profiles/${other}/photo`, {
      json: { imageUrl },
    });
    expect(reused.status).toBe(400);
    expect((await profileRow(other)).photoUploadId).toBeNull();

    // A replaced photo goes, row and files; the new one takes its place on the About list.
    const firstFiles = await storedFiles(uploadId);
    expect(firstFiles).toHaveLength(3);
    const second = (await admin.client.post('/api/admin/stylist-profiles/photo-upload')).json;
    expect((await putBytes(api.url, second.uploadURL, await makeJpeg(500, 700), 'image/jpeg')).status).toBe(
      204,
    );
    const replaced = await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}/photo`, {
      json: { imageUrl: second.imageUrl },
    });
    expect(replaced.status).toBe(200);
    await waitUntil(
      async () =>
        (await publicStylists()).find((p) => p.id === id)?.profileImageSrcset?.includes(second.uploadId),
      15_000,
      'the new photo to show',
    );
    // A 500 px wide portrait: one square size, never enlarged.
    expect((await publicStylists()).find((p) => p.id === id)?.profileImageSrcset).toBe(
      `/api/images/${second.uploadId}?w=480 480w, /api/images/${second.uploadId}?w=500 500w`,
    );
    await waitUntil(
      async () => !(await s.db('uploads').where({ id: uploadId }).first()),
      15_000,
      'the replaced upload to go',
    );
    await waitUntil(
      async () => (await Promise.all(firstFiles.map(exists))).every((present) => !present),
      15_000,
      'the replaced files to be removed',
    );
    expect((await request(`${api.url}/api/images/${uploadId}?w=480`)).status).toBe(404);

    // A hidden profile's photo is no longer public; removing it brings the monogram back.
    await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, {
      json: { ...VALID, isActive: false },
    });
    expect((await request(`${api.url}/api/images/${second.uploadId}?w=480`)).status).toBe(401);
    await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, { json: VALID });
    const removed = await admin.client.request('DELETE', `/api/admin/stylist-profiles/${id}/photo`);
    expect(removed.status).toBe(200);
    expect(removed.json.photo).toBeNull();
    expect((await publicStylists()).find((p) => p.id === id)).toMatchObject({ profileImageUrl: null });
    await waitUntil(
      async () => !(await s.db('uploads').where({ id: second.uploadId }).first()),
      15_000,
      'the removed upload to go',
    );
  });

  it('refuses an address that is not an uploaded stylist photo', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const id = (await admin.client.post('/api/admin/stylist-profiles', VALID)).json.id as string;
    const gallery = (await admin.client.post('/api/objects/upload')).json;
    expect((await putBytes(api.url, gallery.uploadURL, await makeJpeg(600, 600), 'image/jpeg')).status).toBe(
      204,
    );
    const notYet = (await admin.client.post('/api/admin/stylist-profiles/photo-upload')).json;
    for (const imageUrl of [gallery.imageUrl, notYet.imageUrl, 'https://evil.example/face.jpg']) {
      const res = await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}/photo`, {
        json: { imageUrl },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors[0].field).toBe('imageUrl');
    }
    expect((await profileRow(id)).photoUploadId).toBeNull();
  });
});
