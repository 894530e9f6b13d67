import { businessSettingsMessages } from '@beauty/domain/schemas/business-settings';
import { makeupAndHair } from '../bookings/booking-support';
import { readableEmail, type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { startApi, type TestApi } from '../support/api';
import { seedTestTeam } from '../support/team';
import { ANNOUNCEMENT_HEARD_MS, waitUntil } from '../support/wait';
import { seedBookingCatalog } from '../worker/booking-fixture';
import { signedInAs } from './staff-support';

/**
 * Business Settings end to end, on a database of its own (its edits change what every booking
 * there costs and says): who may read and write them, what a bad document gets, the record of
 * each change, the public answers that follow at once, and the next email using the new handle.
 */
describe('business settings', () => {
  let s: SubmissionsEnv;
  let api: TestApi;
  beforeAll(async () => {
    s = await startSubmissionsEnv('business', { worker: true });
    api = s.api;
    await seedBookingCatalog(s.db);
    if (Number((await s.db('stylist_profiles').count({ n: '*' }).first())!.n) === 0) await seedTestTeam(s.db);
  });
  afterAll(() => s?.close());

  const settingsOf = async (client: Awaited<ReturnType<typeof signedInAs>>['client']) => {
    const res = await client.get('/api/admin/business-settings');
    expect(res.status).toBe(200);
    return res.json.settings;
  };

  it('lets admins only read and write them (401 signed out, 403 customer and stylist)', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const stylist = await signedInAs(api.url, s.db, 'stylist');
    const bride = await signedInAs(api.url, s.db, 'customer');
    const settings = await settingsOf(admin.client);
    // First read: seeded from the BUSINESS_* defaults.
    expect(settings).toMatchObject({
      businessName: 'Bridal Beauty South Sound',
      paymentHandles: { cashapp: '$BridalBeautySS', venmo: '@BridalBeautySS' },
      depositPercents: { bridal: 50, standard: 30 },
      cancellationHours: 48,
    });
    expect(settings.serviceAreas.map((a: { id: string }) => a.id)).toContain('puyallup');

    expect((await s.client().get('/api/admin/business-settings')).status).toBe(401);
    for (const who of [stylist, bride]) {
      expect((await who.client.get('/api/admin/business-settings')).status).toBe(403);
      const put = await who.client.request('PUT', '/api/admin/business-settings', { json: settings });
      expect(put.status).toBe(403);
    }
    expect(await s.db('business_settings_changes').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('refuses a bad document with 400 and the field, and changes nothing', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const settings = await settingsOf(admin.client);
    const before = await s.db('business_settings').first('settings', 'updatedAt');
    const changesBefore = await s.db('business_settings_changes').count({ n: '*' }).first();

    const cases: Array<[unknown, string, string]> = [
      [
        { ...settings, paymentHandles: { ...settings.paymentHandles, venmo: 'no-at-sign' } },
        'paymentHandles.venmo',
        businessSettingsMessages.venmo,
      ],
      [
        { ...settings, depositPercents: { bridal: 150, standard: 30 } },
        'depositPercents.bridal',
        businessSettingsMessages.depositPercent,
      ],
      [
        { ...settings, socialLinks: { ...settings.socialLinks, instagram: 'javascript:alert(1)' } },
        'socialLinks.instagram',
        businessSettingsMessages.socialUrl,
      ],
      [{ ...settings, businessName: '   ' }, 'businessName', businessSettingsMessages.businessName],
      [
        { ...settings, paymentHandles: { cashapp: '', venmo: '', applepay: '' } },
        'paymentHandles',
        businessSettingsMessages.noPaymentMethod,
      ],
      [
        { ...settings, serviceAreas: settings.serviceAreas.map((a: object) => ({ ...a, active: false })) },
        'serviceAreas',
        businessSettingsMessages.noActiveArea,
      ],
      [{ ...settings, owner: 'me' }, 'owner', 'Unknown field: owner'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.client.request('PUT', '/api/admin/business-settings', { json: body });
      expect(res.status).toBe(400);
      expect(res.json.errors).toContainEqual({ field, message });
    }
    expect(await s.db('business_settings').first('settings', 'updatedAt')).toEqual(before);
    expect(await s.db('business_settings_changes').count({ n: '*' }).first()).toEqual(changesBefore);
  });

  it('records who changed what and when, and the public answers follow at once', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin', 'Harper');
    // An API process with its own cache, warmed before the change: it must not serve the old copy.
    const cachedApi = await startApi(
      { DATABASE_URL: s.env.databaseUrl, REDIS_PREFIX: s.env.redisPrefix },
      { publicCache: true },
    );
    try {
      const visitor = s.client();
      const warm = await visitor.get(`${cachedApi.url}/api/site`);
      expect(warm.json.socialLinks).toEqual([]);
      expect(warm.json.legal).toEqual({ privacy: false, terms: false });
      expect((await visitor.get(`${cachedApi.url}/api/site/legal/privacy`)).status).toBe(404);

      const settings = await settingsOf(admin.client);
      const started = Date.now();
      const res = await admin.client.request('PUT', '/api/admin/business-settings', {
        json: {
          ...settings,
          socialLinks: { ...settings.socialLinks, instagram: 'https://instagram.com/bridalbeauty' },
          privacyPolicy: 'We keep your details only to run your booking.\n\nWe never sell them.',
          serviceAreas: settings.serviceAreas.map((area: { id: string }) =>
            area.id === 'graham' ? { ...area, travelFeeCents: 4500 } : area,
          ),
        },
      });
      expect(res.status).toBe(200);
      const [entry] = res.json.history;
      expect(entry.changedBy).toEqual({ id: admin.id, name: 'Harper Member' });
      expect(new Date(entry.changedAt).getTime()).toBeGreaterThanOrEqual(started - 5_000);
      expect(entry.changes).toEqual(
        expect.arrayContaining([
          { field: 'socialLinks.instagram', from: '', to: 'https://instagram.com/bridalbeauty' },
          { field: 'serviceAreas.graham.travelFeeCents', from: 3000, to: 4500 },
          expect.objectContaining({ field: 'privacyPolicy', from: '' }),
        ]),
      );
      const row = await s.db('business_settings_changes').where({ id: entry.id }).first();
      expect(row.changedBy).toBe(admin.id);

      // The other process dropped its copy on the announcement.
      const site = await waitUntil(
        async () => {
          const answer = (await visitor.get(`${cachedApi.url}/api/site`)).json;
          return answer.socialLinks.length ? answer : null;
        },
        ANNOUNCEMENT_HEARD_MS,
        'the cached /api/site to show the new link',
      );
      expect(site.socialLinks).toEqual([{ network: 'instagram', url: 'https://instagram.com/bridalbeauty' }]);
      expect(site.legal).toEqual({ privacy: true, terms: false });
      const privacy = await visitor.get(`${cachedApi.url}/api/site/legal/privacy`);
      expect(privacy.json).toMatchObject({
        title: 'Privacy Policy',
        text: expect.stringContaining('never sell'),
      });
      const areas = (await visitor.get(`${cachedApi.url}/api/service-areas`)).json;
      expect(areas.find((a: { id: string }) => a.id === 'graham').travelFeeCents).toBe(4500);

      // The same document again changes nothing and records nothing.
      const again = await admin.client.request('PUT', '/api/admin/business-settings', {
        json: res.json.settings,
      });
      expect(again.status).toBe(200);
      expect(again.json.history[0].id).toBe(entry.id);
    } finally {
      await cachedApi.close();
    }
  });

  it('prices with the new deposit and emails the new handle in the next booking confirmation', async () => {
    // An email rendered before the change: the worker keeps the settings it read for it, and
    // must drop them when the API announces the change.
    const earlier = await signedInAs(api.url, s.db, 'customer', 'Rowan');
    expect((await earlier.client.post('/api/bookings', makeupAndHair('2031-06-13'))).status).toBe(201);
    const [before] = await s.emailsTo(earlier.email, 'Booking confirmation');
    expect(readableEmail(before!.raw)).toContain('@BridalBeautySS');

    const admin = await signedInAs(api.url, s.db, 'admin');
    const settings = await settingsOf(admin.client);
    const put = await admin.client.request('PUT', '/api/admin/business-settings', {
      json: {
        ...settings,
        paymentHandles: { ...settings.paymentHandles, venmo: '@NewStudioHandle' },
        depositPercents: { bridal: 50, standard: 40 },
      },
    });
    expect(put.status).toBe(200);

    const bride = await signedInAs(api.url, s.db, 'customer', 'Quinn');
    const res = await bride.client.post('/api/bookings', makeupAndHair('2031-06-14'));
    expect(res.status).toBe(201);
    // $100 makeup + $100 hair, 40% now.
    expect(res.json.booking).toMatchObject({ totalPriceCents: 20_000, depositCents: 8_000 });

    const [email] = await s.emailsTo(bride.email, 'Booking confirmation');
    const text = readableEmail(email!.raw);
    expect(text).toContain('send the $80 deposit with Venmo to @NewStudioHandle');
    expect(text).not.toContain('@BridalBeautySS');
  });
  it('names the sign-in page and the emails (their From too) after the business as the settings have it', async () => {
    const admin = await signedInAs(api.url, s.db, 'admin');
    const settings = await settingsOf(admin.client);
    const renamed = await admin.client.request('PUT', '/api/admin/business-settings', {
      json: { ...settings, businessName: 'Rose & Pearl Studio' },
    });
    expect(renamed.status).toBe(200);
    try {
      const signInPage = await s.client().get(`${api.url}/api/login`);
      expect(signInPage.status).toBe(200);
      expect(signInPage.text).toContain('Rose &amp; Pearl Studio');
      expect(signInPage.text).not.toContain('Bridal Beauty South Sound');

      // MAIL_FROM is not set here: the next email goes out under the new name.
      const bride = await signedInAs(api.url, s.db, 'customer', 'Perla');
      expect((await bride.client.post('/api/bookings', makeupAndHair('2031-06-20'))).status).toBe(201);
      const [email] = await s.emailsTo(bride.email, 'Booking confirmation');
      expect(email!.raw).toMatch(/^From: "Rose & Pearl Studio" <no-reply@bridalbeauty\.example>\r?$/m);
      expect(readableEmail(email!.raw)).toContain('Rose & Pearl Studio');
    } finally {
      const back = await admin.client.request('PUT', '/api/admin/business-settings', { json: settings });
      expect(back.status).toBe(200);
    }
  });
});
