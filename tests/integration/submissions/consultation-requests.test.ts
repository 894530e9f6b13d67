import { bookingMessages, fieldMessages, toasts } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import {
  answers,
  attachedUploads,
  PROMISE,
  s,
  tables,
  uniqueEmail,
  useConsultationRequests,
} from './consultation-requests-support';
import { insertUpload } from './harness';

useConsultationRequests('consult');

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
    ['event date gone by', { ...valid, eventDate: '2026-01-10' }, 'eventDate', bookingMessages.dateInPast],
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
