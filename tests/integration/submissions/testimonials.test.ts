import { TIMELINE_LABELS } from '@beauty/domain/events';
import { fieldMessages, toasts } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import { readableEmail, STAFF, type SubmissionsEnv, startSubmissionsEnv } from './harness';

let s: SubmissionsEnv;
let seq = 0;
const uniqueEmail = () => `mia.${Date.now()}.${++seq}@example.com`;

beforeAll(async () => {
  s = await startSubmissionsEnv('review', { worker: true });
});
afterAll(() => s?.close());

const tables = () => s.counts('testimonials', 'outbox_events');

const review = () => ({
  customerName: 'Mia Wong',
  customerEmail: uniqueEmail(),
  serviceType: 'bridal',
  rating: 5,
  content: 'Absolutely stunning work on my wedding day & my <em>whole</em> bridal party loved it!',
});

describe('POST /api/testimonials', () => {
  it('saves the review as pending with its event, answers 201, and keeps it off the public list', async () => {
    const body = review();
    const res = await s.client().post('/api/testimonials', body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), message: toasts.reviewSubmitted.description });
    expect(await s.db('testimonials').where({ id: res.json.id }).first()).toMatchObject({
      ...body,
      status: 'pending',
    });
    expect(await s.db('outbox_events').where({ entityId: res.json.id })).toEqual([
      expect.objectContaining({
        type: 'testimonial.submitted',
        entityType: 'testimonial',
        payload: { testimonialId: res.json.id },
      }),
    ]);

    const listed = async () =>
      ((await s.client().get('/api/testimonials')).json as Array<{ id: string }>).map((t) => t.id);
    expect(await listed()).not.toContain(res.json.id);
    await s.db('testimonials').where({ id: res.json.id }).update({ status: 'approved' });
    expect(await listed()).toContain(res.json.id);
  });

  it.each([1, 3, 5])('accepts a rating of %d', async (rating) => {
    expect((await s.client().post('/api/testimonials', { ...review(), rating })).status).toBe(201);
  });

  it.each([
    ['name missing', { customerName: undefined }, 'customerName', fieldMessages.nameMin2],
    ['name of 1 character', { customerName: 'M' }, 'customerName', fieldMessages.nameMin2],
    ['email invalid', { customerEmail: 'mia.example.com' }, 'customerEmail', fieldMessages.email],
    ['email missing', { customerEmail: undefined }, 'customerEmail', fieldMessages.email],
    ['service type missing', { serviceType: undefined }, 'serviceType', fieldMessages.serviceType],
    ['service type empty', { serviceType: '' }, 'serviceType', fieldMessages.serviceType],
    ['service type unknown', { serviceType: 'nails' }, 'serviceType', fieldMessages.serviceType],
    ['rating 0', { rating: 0 }, 'rating', fieldMessages.rating],
    ['rating 6', { rating: 6 }, 'rating', fieldMessages.rating],
    ['rating 4.5', { rating: 4.5 }, 'rating', fieldMessages.rating],
    ['rating as text', { rating: '5' }, 'rating', fieldMessages.rating],
    ['rating missing', { rating: undefined }, 'rating', fieldMessages.rating],
    [
      'content under 20 characters',
      { content: 'Loved it, thanks!!' },
      'content',
      fieldMessages.reviewContent,
    ],
    ['content missing', { content: undefined }, 'content', fieldMessages.reviewContent],
    ['unknown field', { status: 'approved' }, 'status', 'Unknown field: status'],
  ])(
    'refuses %s with 400 and the spec message, writing nothing',
    async (_case, overrides, field, message) => {
      const before = await tables();
      const res = await s.client().post('/api/testimonials', { ...review(), ...overrides });
      expect(res.status).toBe(400);
      expect(res.json.errors).toContainEqual({ field, message });
      expect(await tables()).toEqual(before);
    },
  );

  it('rate limits each client address (publicForm)', async () => {
    const limited = await s.limitedApi(2);
    try {
      const client = new Client(limited.url);
      expect((await client.post('/api/testimonials', review())).status).toBe(201);
      expect((await client.post('/api/testimonials', review())).status).toBe(201);
      const before = await tables();
      const third = await client.post('/api/testimonials', review());
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await tables()).toEqual(before);
    } finally {
      await limited.close();
    }
  });
});

describe('testimonial.submitted', () => {
  it('tells the staff who reviewed what, the rating and the text, waiting for approval', async () => {
    const body = { ...review(), serviceType: 'both', rating: 4 };
    const res = await s.client().post('/api/testimonials', body);
    expect(res.status).toBe(201);

    for (const address of STAFF) {
      const mails = await s.emailsTo(address, body.customerEmail);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('New review waiting for approval: Mia Wong');
      const text = readableEmail(mails[0]!.raw);
      expect(text).toContain('Reviewer: Mia Wong');
      expect(text).toContain('Service: Hair & Makeup');
      expect(text).toContain('Rating: 4 of 5 stars (Great experience)');
      expect(text).toContain(body.content);
      expect(text).toContain('waits for your approval in the admin panel');
      expect(text).toContain(`${s.api.url}/`);
      expect(text).toContain('my &lt;em&gt;whole&lt;/em&gt; bridal party');
    }
    // Reviews are not acknowledged by email: only the staff hear about them.
    expect(s.smtp.messages.filter((m) => m.to.includes(body.customerEmail))).toHaveLength(0);

    await s.waitForEvent(res.json.id);
    const timeline = await s.db('status_events').where({ entityType: 'testimonial', entityId: res.json.id });
    expect(timeline.map((t) => [t.status, t.label]).sort()).toEqual(
      [
        ['pending', TIMELINE_LABELS.reviewReceived],
        ['pending', TIMELINE_LABELS.teamNotified],
      ].sort(),
    );
  });
});
