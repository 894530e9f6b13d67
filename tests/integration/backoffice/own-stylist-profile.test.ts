import { stylistProfileMessages } from '@beauty/domain/schemas/stylist-profile';
import { Client } from '../../support/http';
import { waitUntil } from '../support/wait';
import { makeJpeg, putBytes } from '../uploads/upload-support';
import { signedInAs } from './staff-support';
import {
  api,
  expectRecordedChange,
  profileRow,
  publicStylists,
  s,
  useStylistProfiles,
  VALID,
} from './stylist-profiles-support';

useStylistProfiles('own_stylist_profile');

const TEXT = {
  name: 'Ava Brooks',
  title: 'Lead Bridal Hair Artist',
  bio: 'Updos that hold through the last dance, and a calm chair on the morning of.',
  achievements: ' Licensed cosmetologist ,, 200+ weddings ',
  experience: '7 years',
};

/** An admin's (Olivia's) profile linked to a new stylist's (Ava's) account; the stylist signed in. */
async function linkedStylist(profile: Partial<typeof VALID> = {}) {
  const admin = await signedInAs(api.url, s.db, 'admin', 'Olivia');
  const stylist = await signedInAs(api.url, s.db, 'stylist', 'Ava');
  const created = await admin.client.post('/api/admin/stylist-profiles', {
    ...VALID,
    ...profile,
    userId: stylist.id,
  });
  expect(created.status).toBe(201);
  return { admin, stylist, id: created.json.id as string };
}

describe("a stylist's own profile", () => {
  it('is read and rewritten by her; order, the active switch and the link stay as the admin set them', async () => {
    const { stylist, id } = await linkedStylist({ sortOrder: 3, isActive: true });
    const read = await stylist.client.get('/api/stylist/profile');
    expect(read.status).toBe(200);
    expect(read.json.profile).toMatchObject({ id, name: VALID.name, userId: stylist.id, photo: null });
    // The About list is cached: read it once so a forgotten invalidation would show a stale card.
    expect((await publicStylists()).find((p) => p.id === id)?.title).toBe(VALID.title);

    const saved = await stylist.client.request('PUT', '/api/stylist/profile', { json: TEXT });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      id,
      title: TEXT.title,
      achievements: 'Licensed cosmetologist, 200+ weddings',
      sortOrder: 3,
      isActive: true,
      userId: stylist.id,
    });
    expect(await profileRow(id)).toMatchObject({ bio: TEXT.bio, sortOrder: 3, isActive: true });
    expect((await publicStylists()).find((p) => p.id === id)?.title).toBe(TEXT.title);
  });

  it('refuses what only an admin may change, and bad text, with 400; nothing changes', async () => {
    const { stylist, id } = await linkedStylist();
    const before = await profileRow(id);
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...TEXT, isActive: false }, 'isActive'],
      [{ ...TEXT, sortOrder: 0 }, 'sortOrder'],
      [{ ...TEXT, userId: null }, 'userId'],
      [{ ...TEXT, name: '  ' }, 'name', stylistProfileMessages.name],
      [{ ...TEXT, bio: 'x'.repeat(1201) }, 'bio'],
    ];
    for (const [body, field, message] of cases) {
      const res = await stylist.client.request('PUT', '/api/stylist/profile', { json: body });
      expect(res.status).toBe(400);
      const error = res.json.errors.find((e: { field: string }) => e.field === field);
      expect(error).toBeDefined();
      if (message) expect(error.message).toBe(message);
    }
    expect(await profileRow(id)).toEqual(before);
  });

  it('answers null, and 404 with the reason to a change, while no profile is linked to her', async () => {
    const { admin, stylist, id } = await linkedStylist();
    const other = await signedInAs(api.url, s.db, 'stylist');
    expect((await other.client.get('/api/stylist/profile')).json).toEqual({ profile: null });
    const refusals = [
      await other.client.request('PUT', '/api/stylist/profile', { json: TEXT }),
      await other.client.post('/api/stylist/profile/photo-upload'),
      await other.client.request('PUT', '/api/stylist/profile/photo', { json: { imageUrl: '/x' } }),
      await other.client.request('DELETE', '/api/stylist/profile/photo'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(stylistProfileMessages.noOwnProfile);
    }
    expect(await s.counts('uploads')).toEqual({ uploads: 0 });

    // Once the admin unlinks her, the profile is no longer hers to change.
    const unlinked = await admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, {
      json: { ...VALID, userId: null },
    });
    expect(unlinked.status).toBe(200);
    expect((await stylist.client.request('PUT', '/api/stylist/profile', { json: TEXT })).status).toBe(404);
    expect((await profileRow(id)).title).toBe(VALID.title);
  });

  it('is for staff: 401 signed out, 403 for a customer', async () => {
    const customer = await signedInAs(api.url, s.db, 'customer');
    expect((await new Client(api.url).get('/api/stylist/profile')).status).toBe(401);
    expect((await customer.client.get('/api/stylist/profile')).status).toBe(403);
    expect((await customer.client.request('PUT', '/api/stylist/profile', { json: TEXT })).status).toBe(403);
    expect((await customer.client.post('/api/stylist/profile/photo-upload')).status).toBe(403);
  });

  it('takes her portrait through the image pipeline to the About card, and removes it', async () => {
    const { stylist, id } = await linkedStylist();
    const start = await stylist.client.post('/api/stylist/profile/photo-upload');
    expect(start.status).toBe(200);
    const { uploadURL, imageUrl, uploadId } = start.json;
    expect((await putBytes(api.url, uploadURL, await makeJpeg(900, 1200), 'image/jpeg')).status).toBe(204);
    const attached = await stylist.client.request('PUT', '/api/stylist/profile/photo', {
      json: { imageUrl },
    });
    expect(attached.status).toBe(200);
    expect((await profileRow(id)).photoUploadId).toBe(uploadId);

    const shown = await waitUntil(
      async () => (await publicStylists()).find((p) => p.id === id && p.profileImageSrcset),
      15_000,
      'her photo to show in the About list',
    );
    expect(shown!.profileImageUrl).toBe(`/api/images/${uploadId}?w=480`);

    // Someone else's portrait is not hers to take: an admin's upload, or one already on a profile.
    const { admin } = await linkedStylist();
    const adminsUpload = (await admin.client.post('/api/admin/stylist-profiles/photo-upload')).json;
    expect(
      (await putBytes(api.url, adminsUpload.uploadURL, await makeJpeg(600, 600), 'image/jpeg')).status,
    ).toBe(204);
    const other = await linkedStylist();
    for (const address of [adminsUpload.imageUrl, imageUrl]) {
      const taken = await other.stylist.client.request('PUT', '/api/stylist/profile/photo', {
        json: { imageUrl: address },
      });
      expect(taken.status).toBe(400);
      expect(taken.json.errors[0].field).toBe('imageUrl');
    }
    expect((await profileRow(other.id)).photoUploadId).toBeNull();
    expect(
      (await s.db('uploads').where({ id: adminsUpload.uploadId }).first('attachedId')).attachedId,
    ).toBeNull();

    const removed = await stylist.client.request('DELETE', '/api/stylist/profile/photo');
    expect(removed.status).toBe(200);
    expect(removed.json.photo).toBeNull();
    expect((await publicStylists()).find((p) => p.id === id)?.profileImageUrl).toBeNull();
  });

  it('records her own changes as hers, with the time, as she and the admin read them; a refused or empty one records nothing', async () => {
    const { admin, stylist, id } = await linkedStylist();
    const created = (await stylist.client.get('/api/stylist/profile')).json.profile;
    expect(created.lastChangedBy).toBe('Olivia Member');

    const ava = { name: 'Ava Member', changerId: stylist.id };
    const olivia = { name: 'Olivia Member', changerId: admin.id };
    const rewritten = await expectRecordedChange(
      () => stylist.client.request('PUT', '/api/stylist/profile', { json: TEXT }),
      ava,
    );
    const lastChange = { lastChangedBy: 'Ava Member', lastChangedAt: rewritten.json.lastChangedAt };
    expect((await stylist.client.get('/api/stylist/profile')).json.profile).toMatchObject(lastChange);
    const listed = (await admin.client.get('/api/admin/stylist-profiles')).json.profiles;
    expect(listed.find((p: { id: string }) => p.id === id)).toMatchObject(lastChange);

    // Refused (400), the same words again, or no photo to remove: still her rewrite.
    const row = await profileRow(id);
    for (const body of [
      { ...TEXT, name: ' ' },
      { ...TEXT, sortOrder: 9 },
    ]) {
      expect((await stylist.client.request('PUT', '/api/stylist/profile', { json: body })).status).toBe(400);
    }
    const notUploaded = await stylist.client.request('PUT', '/api/stylist/profile/photo', {
      json: { imageUrl: '/api/images/00000000-0000-4000-8000-000000000000' },
    });
    expect(notUploaded.status).toBe(400);
    const again = await stylist.client.request('PUT', '/api/stylist/profile', { json: TEXT });
    expect(again.json).toMatchObject(lastChange);
    const noPhoto = await stylist.client.request('DELETE', '/api/stylist/profile/photo');
    expect(noPhoto.json).toMatchObject(lastChange);
    expect(await profileRow(id)).toEqual(row);

    // Her photo, attached and removed, is her change too, whoever changed the profile before.
    await expectRecordedChange(
      () =>
        admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, {
          json: { ...VALID, sortOrder: 8, userId: stylist.id },
        }),
      olivia,
    );
    const start = (await stylist.client.post('/api/stylist/profile/photo-upload')).json;
    expect((await putBytes(api.url, start.uploadURL, await makeJpeg(600, 600), 'image/jpeg')).status).toBe(
      204,
    );
    await expectRecordedChange(
      () =>
        stylist.client.request('PUT', '/api/stylist/profile/photo', { json: { imageUrl: start.imageUrl } }),
      ava,
    );
    await expectRecordedChange(
      () =>
        admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, {
          json: { ...VALID, userId: stylist.id },
        }),
      olivia,
    );
    await expectRecordedChange(() => stylist.client.request('DELETE', '/api/stylist/profile/photo'), ava);
  });
});
