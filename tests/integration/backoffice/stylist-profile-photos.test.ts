import sharp from 'sharp';
import { request } from '../../support/http';
import { waitUntil } from '../support/wait';
import { makeJpeg, putBytes } from '../uploads/upload-support';
import { signedInAs } from './staff-support';
import {
  api,
  exists,
  profileRow,
  publicStylists,
  s,
  storedFiles,
  useStylistProfiles,
  VALID,
} from './stylist-profiles-support';

useStylistProfiles('stylist_profile_photos');

describe('stylist profiles', () => {
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
