import { TIMELINE_LABELS } from '@beauty/domain/events';
import { fieldMessages, toasts } from '@beauty/domain/messages';
import { recordPhotosProcessedIfDone } from '@beauty/worker/gallery/photos-processed';
import { Client } from '../../support/http';
import { waitUntil } from '../support/wait';
import { insertUpload, readableEmail, STAFF, type SubmissionsEnv, startSubmissionsEnv } from './harness';

const PROMISE = "We'll contact you within 24 hours to schedule your free consultation.";

const answers = {
  name: 'Grace Kelly',
  phone: '253-555-0199',
  eventType: 'wedding',
  eventDate: '2031-06-14',
  skinType: 'combination',
  favoriteFeatures: 'My eyes & cheekbones',
  falseLashesExperience: 'love-them',
  tooFoldForYou: 'Glitter on the lids',
  celebrityInspiration: 'Zendaya <3',
  dailyRoutine: 'Tinted moisturizer,\nmascara and a lip balm',
  holyGrailProducts: 'Charlotte Tilbury Pillow Talk',
  commentsOrConcerns: 'Outdoor ceremony in July, worried about heat',
  allergiesOrSensitivities: 'Fragrance <script>alert(1)</script>',
};

let s: SubmissionsEnv;
let seq = 0;
const uniqueEmail = () => `grace.${Date.now()}.${++seq}@example.com`;

beforeAll(async () => {
  s = await startSubmissionsEnv('consult', { worker: true });
});
afterAll(() => s?.close());

const tables = () => s.counts('consultation_requests', 'outbox_events');
const attachedUploads = async () =>
  Number((await s.db('uploads').whereNotNull('attachedId').count({ n: '*' }).first())!.n);

describe('POST /api/consultation-requests', () => {
  it('saves the request with its photos and event, answers 201 with the 24-hour promise', async () => {
    const photos = [
      await insertUpload(s.db, 'consultation-inspiration'),
      await insertUpload(s.db, 'consultation-inspiration'),
    ];
    const email = uniqueEmail();
    const res = await s.client().post('/api/consultation-requests', {
      ...answers,
      email,
      inspirationImages: photos.map((p) => p.url),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), trackingToken: expect.any(String), message: PROMISE });
    expect(res.json.message).toBe(toasts.consultationSubmitted.description);

    const row = await s.db('consultation_requests').where({ id: res.json.id }).first();
    expect(row).toMatchObject({
      ...answers,
      email,
      status: 'new',
      inspirationImages: photos.map((p) => `/api/images/${p.id}`),
    });
    expect(row.trackingTokenHash).not.toBe(res.json.trackingToken);
    const events = await s.db('outbox_events').where({ entityId: res.json.id });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'consultation_request.received',
      entityType: 'consultation-request',
      payload: { consultationRequestId: res.json.id },
    });
    const claimed = await s.db('uploads').whereIn(
      'id',
      photos.map((p) => p.id),
    );
    expect(claimed.map((u) => [u.attachedType, u.attachedId])).toEqual([
      ['consultation-request', res.json.id],
      ['consultation-request', res.json.id],
    ]);
  });

  it('accepts the minimum (name and email) and stores unanswered questions as empty', async () => {
    const res = await s.client().post('/api/consultation-requests', {
      name: 'Jo',
      email: uniqueEmail(),
      phone: '',
      eventType: '',
      eventDate: '',
      skinType: null,
      inspirationImages: [],
    });
    expect(res.status).toBe(201);
    const row = await s.db('consultation_requests').where({ id: res.json.id }).first();
    expect(row).toMatchObject({
      name: 'Jo',
      phone: null,
      eventType: null,
      eventDate: null,
      skinType: null,
      inspirationImages: [],
    });
  });

  const valid = { name: 'Grace Kelly', email: 'grace@example.com' };
  it.each([
    ['name missing', { email: valid.email }, 'name', fieldMessages.nameMin2],
    ['name of 1 character', { ...valid, name: 'G' }, 'name', fieldMessages.nameMin2],
    ['name blank', { ...valid, name: '   ' }, 'name', fieldMessages.nameMin2],
    ['email missing', { name: valid.name }, 'email', fieldMessages.email],
    ['email invalid', { ...valid, email: 'grace-at-example' }, 'email', fieldMessages.email],
    [
      'unknown skin type',
      { ...valid, skinType: 'scaly' },
      'skinType',
      'Please choose a skin type from the list',
    ],
    [
      'unknown lashes answer',
      { ...valid, falseLashesExperience: 'sometimes' },
      'falseLashesExperience',
      'Please choose an answer from the list',
    ],
    [
      'unknown event type',
      { ...valid, eventType: 'funeral' },
      'eventType',
      'Please choose an event type from the list',
    ],
    ['invalid event date', { ...valid, eventDate: '14/06/2031' }, 'eventDate', 'Please choose a valid date'],
    [
      'more than 10 photos',
      { ...valid, inspirationImages: Array.from({ length: 11 }, (_, i) => `/api/images/${i}`) },
      'inspirationImages',
      'Up to 10 inspiration images',
    ],
    [
      'answer too long',
      { ...valid, favoriteFeatures: 'x'.repeat(501) },
      'favoriteFeatures',
      fieldMessages.tooLong,
    ],
    ['unknown field', { ...valid, status: 'scheduled' }, 'status', 'Unknown field: status'],
  ])('refuses %s with 400 and the spec message, writing nothing', async (_case, body, field, message) => {
    const before = await tables();
    const res = await s.client().post('/api/consultation-requests', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.any(String));
    expect(res.json.errors).toContainEqual({ field, message });
    expect(await tables()).toEqual(before);
  });

  it.each([
    ['an address that is no upload', async () => '/api/images/6f1c8a8e-4a59-4c55-9a57-0b6f1f7f6a11'],
    ['a foreign address', async () => 'https://evil.example/cat.png'],
    ['a resume upload', async () => (await insertUpload(s.db, 'resume')).url],
    [
      'an upload whose bytes never landed',
      async () => (await insertUpload(s.db, 'consultation-inspiration', { status: 'pending' })).url,
    ],
  ])('refuses %s as a photo with 400 on inspirationImages, writing nothing', async (_case, address) => {
    const good = await insertUpload(s.db, 'consultation-inspiration');
    const bad = await address();
    const before = { ...(await tables()), attached: await attachedUploads() };
    const res = await s.client().post('/api/consultation-requests', {
      ...valid,
      inspirationImages: [good.url, bad],
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ field: 'inspirationImages', message: expect.any(String) });
    expect({ ...(await tables()), attached: await attachedUploads() }).toEqual(before);
    // The good photo was not claimed either: the whole request rolled back.
    expect(await s.db('uploads').where({ id: good.id }).first()).toMatchObject({ attachedId: null });
  });

  it('refuses a photo already attached to another request', async () => {
    const photo = await insertUpload(s.db, 'consultation-inspiration');
    const first = await s
      .client()
      .post('/api/consultation-requests', { ...valid, inspirationImages: [photo.url] });
    expect(first.status).toBe(201);
    const before = await tables();
    const second = await s
      .client()
      .post('/api/consultation-requests', { ...valid, inspirationImages: [photo.url] });
    expect(second.status).toBe(400);
    expect(second.json.errors).toContainEqual({ field: 'inspirationImages', message: expect.any(String) });
    expect(await tables()).toEqual(before);
    expect(await s.db('uploads').where({ id: photo.id }).first()).toMatchObject({
      attachedId: first.json.id,
    });
  });

  it('rate limits each client address (publicForm)', async () => {
    const limited = await s.limitedApi(2);
    try {
      const client = new Client(limited.url);
      expect((await client.post('/api/consultation-requests', valid)).status).toBe(201);
      expect((await client.post('/api/consultation-requests', valid)).status).toBe(201);
      const before = await tables();
      const third = await client.post('/api/consultation-requests', valid);
      expect(third.status).toBe(429);
      expect(third.json.message).toEqual(expect.any(String));
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await tables()).toEqual(before);
    } finally {
      await limited.close();
    }
  });
});

describe('consultation_request.received', () => {
  it('emails the client the 24-hour promise and the staff every answer and the photo links, and fills the timeline', async () => {
    const photos = [
      await insertUpload(s.db, 'consultation-inspiration'),
      await insertUpload(s.db, 'consultation-inspiration'),
    ];
    const email = uniqueEmail();
    const res = await s.client().post('/api/consultation-requests', {
      ...answers,
      email,
      inspirationImages: photos.map((p) => p.url),
    });
    expect(res.status).toBe(201);
    const { id, trackingToken } = res.json;

    const [client] = await s.emailsTo(email);
    expect(client!.subject).toBe('We received your consultation request');
    const clientBody = readableEmail(client!.raw);
    expect(clientBody).toContain(PROMISE);
    expect(clientBody).toContain('Hi Grace,');

    for (const address of STAFF) {
      const staff = await s.emailsTo(address, email);
      expect(staff).toHaveLength(1);
      expect(staff[0]!.subject).toBe('New consultation request: Grace Kelly');
      const body = readableEmail(staff[0]!.raw);
      for (const line of [
        `Email: ${email}`,
        'Phone: 253-555-0199',
        'Event type: Wedding',
        'Event date: June 14, 2031',
        'Skin type: Combination',
        'Favorite features: My eyes & cheekbones',
        'False lashes experience: Love them',
        'Too bold: Glitter on the lids',
        'Celebrity inspiration: Zendaya <3',
        'Daily routine: Tinted moisturizer,\nmascara and a lip balm',
        'Holy grail products: Charlotte Tilbury Pillow Talk',
        'Comments or concerns: Outdoor ceremony in July, worried about heat',
        'Allergies or sensitivities: Fragrance <script>alert(1)</script>',
      ]) {
        expect(body).toContain(line);
      }
      for (const photo of photos) {
        expect(body).toContain(`${s.api.url}/api/images/${photo.id}`);
        expect(body).toContain(`href="${s.api.url}/api/images/${photo.id}"`);
      }
      // The HTML part shows user text escaped, never as markup.
      expect(body).toContain('Fragrance &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(body).toContain('My eyes &amp; cheekbones');
    }
    const stored = await s
      .db('email_deliveries')
      .whereIn('toAddress', [email, ...STAFF])
      .whereIn('eventId', s.db('outbox_events').where({ entityId: id }).select('id'));
    expect(stored.map((d) => d.template).sort()).toEqual([
      'consultation-acknowledgment',
      'consultation-staff-notification',
      'consultation-staff-notification',
    ]);
    for (const delivery of stored) {
      expect(delivery.status).toBe('sent');
      expect(delivery.htmlBody).not.toContain('<script>');
    }

    await s.waitForEvent(id);
    const timeline = async () =>
      (await s.client().get(`/api/timelines/consultation-request/${id}?token=${trackingToken}`)).json;
    const first = await timeline();
    expect(first.entries.map((e: { label: string }) => e.label).sort()).toEqual(
      [
        TIMELINE_LABELS.requestReceived,
        TIMELINE_LABELS.teamNotified,
        TIMELINE_LABELS.confirmationEmailSent,
      ].sort(),
    );
    expect(first.entries.every((e: { status: string }) => e.status === 'new')).toBe(true);
    expect(first.status).toBe('new');
    // Every job is done, but the photos are not converted yet: the timeline is not settled.
    expect(first.settled).toBe(false);

    await s.db('uploads').where({ id: photos[0]!.id }).update({ status: 'processed' });
    expect((await timeline()).settled).toBe(false);
    await s.db('uploads').where({ id: photos[1]!.id }).update({ status: 'rejected' });
    // Both photos are final, but their entry is written in a step of its own (after the last
    // conversion commits): settled only once it is there, so a reader never misses it.
    expect((await timeline()).settled).toBe(false);
    expect(await recordPhotosProcessedIfDone(s.db, id)).toBe(true);
    const last = await timeline();
    expect(last.settled).toBe(true);
    expect(last.entries.map((e: { label: string }) => e.label)).toContain(TIMELINE_LABELS.photosProcessed);
  });

  it('settles once the event is done when there are no photos', async () => {
    const res = await s.client().post('/api/consultation-requests', { name: 'Ada', email: uniqueEmail() });
    const { id, trackingToken } = res.json;
    const settled = await waitUntil(
      async () => {
        const t = await s.client().get(`/api/timelines/consultation-request/${id}?token=${trackingToken}`);
        return t.json.settled ? t.json : null;
      },
      15_000,
      'a settled timeline',
    );
    expect(settled.entries.map((e: { label: string }) => e.label)).toContain(TIMELINE_LABELS.requestReceived);
    expect((await s.client().get(`/api/timelines/consultation-request/${id}`)).status).toBe(404);
  });
});
