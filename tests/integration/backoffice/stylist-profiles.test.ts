import { stylistProfileMessages } from '@beauty/domain/schemas/stylist-profile';
import { Client } from '../../support/http';
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

useStylistProfiles('stylist_profiles');

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

  it('records who last changed a profile and when, for each change; a refused save or one that changes nothing records nothing', async () => {
    const owner = await signedInAs(api.url, s.db, 'admin', 'Olivia');
    const manager = await signedInAs(api.url, s.db, 'admin', 'Grace');
    const stylist = await signedInAs(api.url, s.db, 'stylist', 'Ava');
    const customer = await signedInAs(api.url, s.db, 'customer');
    const put = (admin: typeof owner, body: object) => () =>
      admin.client.request('PUT', `/api/admin/stylist-profiles/${id}`, { json: body });

    const created = await expectRecordedChange(
      () => owner.client.post('/api/admin/stylist-profiles', VALID),
      {
        name: 'Olivia Member',
        changerId: owner.id,
      },
    );
    const id = created.json.id as string;

    // Each kind of change: its words, its order, its switch and its link, and its photo.
    await expectRecordedChange(put(manager, { ...VALID, bio: 'Rewritten by Grace.' }), {
      name: 'Grace Member',
      changerId: manager.id,
    });
    await expectRecordedChange(put(owner, { ...VALID, bio: 'Rewritten by Grace.', sortOrder: 7 }), {
      name: 'Olivia Member',
      changerId: owner.id,
    });
    const linked = {
      ...VALID,
      bio: 'Rewritten by Grace.',
      sortOrder: 7,
      isActive: false,
      userId: stylist.id,
    };
    await expectRecordedChange(put(manager, linked), { name: 'Grace Member', changerId: manager.id });

    const upload = (await owner.client.post('/api/admin/stylist-profiles/photo-upload')).json;
    expect((await putBytes(api.url, upload.uploadURL, await makeJpeg(600, 600), 'image/jpeg')).status).toBe(
      204,
    );
    await expectRecordedChange(
      () =>
        owner.client.request('PUT', `/api/admin/stylist-profiles/${id}/photo`, {
          json: { imageUrl: upload.imageUrl },
        }),
      { name: 'Olivia Member', changerId: owner.id },
    );
    const removed = await expectRecordedChange(
      () => manager.client.request('DELETE', `/api/admin/stylist-profiles/${id}/photo`),
      { name: 'Grace Member', changerId: manager.id },
    );

    // Refused (400), the same words again, or no photo to remove: the last change stays Grace's.
    const lastChange = await profileRow(id);
    expect((await put(owner, { ...linked, name: '  ' })()).status).toBe(400);
    expect((await put(owner, { ...linked, sortOrder: -1 })()).status).toBe(400);
    // Refused inside the change's transaction: a customer's account, a photo never uploaded.
    expect((await put(owner, { ...linked, userId: customer.id })()).status).toBe(400);
    const notUploaded = await owner.client.request('PUT', `/api/admin/stylist-profiles/${id}/photo`, {
      json: { imageUrl: '/api/images/00000000-0000-4000-8000-000000000000' },
    });
    expect(notUploaded.status).toBe(400);
    const unchanged = await put(owner, linked)();
    expect(unchanged.status).toBe(200);
    const noPhoto = await owner.client.request('DELETE', `/api/admin/stylist-profiles/${id}/photo`);
    expect(noPhoto.status).toBe(200);
    expect(await profileRow(id)).toEqual(lastChange);
    for (const answer of [unchanged.json, noPhoto.json]) {
      expect(answer).toMatchObject({
        lastChangedBy: 'Grace Member',
        lastChangedAt: removed.json.lastChangedAt,
      });
    }
    const listed = (await owner.client.get('/api/admin/stylist-profiles')).json.profiles;
    expect(listed.find((p: { id: string }) => p.id === id)).toMatchObject({
      lastChangedBy: 'Grace Member',
      lastChangedAt: removed.json.lastChangedAt,
    });

    // Her account deleted, the time stays without a name.
    await s.db('users').where({ id: manager.id }).delete();
    const orphaned = (await owner.client.get('/api/admin/stylist-profiles')).json.profiles;
    expect(orphaned.find((p: { id: string }) => p.id === id)).toMatchObject({
      lastChangedBy: null,
      lastChangedAt: removed.json.lastChangedAt,
    });
  });
});
