import { fieldMessages } from '@beauty/domain/messages';
import { Client, request } from '../../support/http';
import { startApi, type TestApi } from '../support/api';

const valid = {
  name: 'Ava Thompson',
  email: 'ava@example.com',
  phone: '253-555-0100',
  subject: 'June wedding',
  message: 'Are you available on June 14 for a bride and two bridesmaids?',
};

describe('POST /api/contact', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const counts = async () => ({
    messages: Number((await api.deps.knex('contact_messages').count({ n: '*' }).first())!.n),
    events: Number((await api.deps.knex('outbox_events').count({ n: '*' }).first())!.n),
  });

  it('saves the message and its event together and answers 201 with id and tracking token', async () => {
    const res = await new Client(api.url).post('/api/contact', valid);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      trackingToken: expect.any(String),
      message: expect.any(String),
    });
    const row = await api.deps.knex('contact_messages').where({ id: res.json.id }).first();
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      subject: valid.subject,
      status: 'new',
    });
    expect(row.trackingTokenHash).not.toBe(res.json.trackingToken);
    const event = await api.deps.knex('outbox_events').where({ entityId: res.json.id }).first();
    expect(event).toMatchObject({
      type: 'contact_message.received',
      entityType: 'contact-message',
      payload: { contactMessageId: res.json.id },
    });
  });

  it.each([
    [{ ...valid, name: '' }, 'name', fieldMessages.nameRequired],
    [{ ...valid, email: 'ava-at-example' }, 'email', fieldMessages.email],
    [{ ...valid, subject: '  ' }, 'subject', fieldMessages.subjectRequired],
    [{ ...valid, message: 'Hi there' }, 'message', fieldMessages.contactMessageMin],
    [
      { email: valid.email, subject: valid.subject, message: valid.message },
      'name',
      fieldMessages.nameRequired,
    ],
    [{ ...valid, admin: true }, 'admin', 'Unknown field: admin'],
  ])('answers 400 with the spec message and writes nothing (%#)', async (body, field, message) => {
    const before = await counts();
    const res = await new Client(api.url).post('/api/contact', body);
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ field, message });
    expect(await counts()).toEqual(before);
  });

  it('refuses broken JSON, a wrong content type and an oversized body with clear 4xx answers', async () => {
    const before = await counts();
    const client = new Client(api.url);
    const broken = await client.request('POST', '/api/contact', {
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 415]).toContain(broken.status);
    const raw = await request(`${api.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.origin },
      body: '{"name":',
    });
    expect(raw.status).toBe(400);
    expect(raw.json.message).toMatch(/not valid JSON/);
    const text = await request(`${api.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: api.origin },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const huge = await client.post('/api/contact', { ...valid, message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('refuses a cross-origin POST', async () => {
    const before = await counts();
    const res = await new Client(api.url, 'https://evil.example').post('/api/contact', valid);
    expect(res.status).toBe(403);
    const crossSite = await new Client(api.url).post('/api/contact', valid, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('rate limits each client address', async () => {
    const limited = await startApi({
      RATE_LIMIT_CONTACT_PER_HOUR: '2',
      // Its own counter: limits are shared by every API process using the same Redis prefix.
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:contact-limit`,
    });
    try {
      const client = new Client(limited.url);
      expect((await client.post('/api/contact', valid)).status).toBe(201);
      expect((await client.post('/api/contact', valid)).status).toBe(201);
      const third = await client.post('/api/contact', valid);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/timelines/contact-message/:id', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('answers the holder of the tracking token and nobody else', async () => {
    const created = await new Client(api.url).post('/api/contact', valid);
    const { id, trackingToken } = created.json;
    const mine = await new Client(api.url).get(`/api/timelines/contact-message/${id}?token=${trackingToken}`);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({
      entityType: 'contact-message',
      entityId: id,
      status: 'new',
      settled: false,
    });
    expect((await new Client(api.url).get(`/api/timelines/contact-message/${id}`)).status).toBe(404);
    expect((await new Client(api.url).get(`/api/timelines/contact-message/${id}?token=wrong`)).status).toBe(
      404,
    );
    expect((await new Client(api.url).get(`/api/timelines/contact-message/not-a-uuid?token=x`)).status).toBe(
      404,
    );
    expect((await new Client(api.url).get(`/api/timelines/users/${id}?token=${trackingToken}`)).status).toBe(
      404,
    );
  });
});
