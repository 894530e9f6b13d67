import { randomUUID } from 'node:crypto';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { LIMITS } from '@beauty/domain/limits';
import { apiMessages } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { startApi, type TestApi } from '../support/api';
import { ANNOUNCEMENT_HEARD_MS, waitUntil } from '../support/wait';
import { signedInAs } from './staff-support';

/**
 * An admin takes a published review down (approved -> rejected) and puts a rejected one back up
 * (rejected -> approved). Two API processes with the public cache a real deployment keeps share
 * the database: the change shows on the next read of the process that made it and, a moment
 * later, of the other; the worker appends the timeline entries.
 */
let s: SubmissionsEnv;
let a: TestApi;
let b: TestApi;

beforeAll(async () => {
  s = await startSubmissionsEnv('unpublish', { worker: true });
  const cached = () =>
    startApi({ DATABASE_URL: s.env.databaseUrl, REDIS_PREFIX: s.env.redisPrefix }, { publicCache: true });
  [a, b] = await Promise.all([cached(), cached()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await s?.close();
});

const publicIds = async (api: TestApi) =>
  ((await new Client(api.url).get('/api/testimonials')).json as Array<{ id: string }>).map((t) => t.id);

/** A review sent on the review page and approved by `admin` through process A. */
async function approvedReview(admin: Awaited<ReturnType<typeof signedInAs>>) {
  const customerEmail = `bride.${randomUUID().slice(0, 8)}@example.com`;
  const sent = await new Client(a.url).post('/api/testimonials', {
    customerName: 'Harper Quinn',
    customerEmail,
    serviceType: 'bridal',
    rating: 5,
    content: 'The whole bridal party looked radiant from the first look to the last dance.',
  });
  expect(sent.status).toBe(201);
  const id = sent.json.id as string;
  const approved = await setStatus(admin.client, id, { status: 'approved' });
  expect(approved.status).toBe(200);
  return { id, customerEmail };
}

const setStatus = (client: Client, id: string, json: Record<string, unknown>) =>
  client.request('PUT', `/api/admin/testimonials/${id}/status`, { json });

const changesOf = async (id: string) =>
  (
    await s
      .db('outbox_events')
      .where({ entityId: id, type: 'testimonial.status_changed' })
      .orderBy('createdAt')
  ).map((event) => event.payload);

describe('unpublishing and publishing a review', () => {
  it('takes an approved review off the public list at once, and a publish puts it back', async () => {
    const admin = await signedInAs(a.url, s.db, 'admin');
    const { id, customerEmail } = await approvedReview(admin);
    expect(await publicIds(a)).toContain(id);
    await waitUntil(async () => (await publicIds(b)).includes(id), ANNOUNCEMENT_HEARD_MS, 'B to show it');

    const unpublished = await setStatus(admin.client, id, {
      status: 'rejected',
      adminNotes: 'The bride asked us to take it down',
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.json).toEqual({
      id,
      status: 'rejected',
      adminNotes: 'The bride asked us to take it down',
    });
    // Gone from the process that made the change on its very next read, and soon from the other.
    expect(await publicIds(a)).not.toContain(id);
    await waitUntil(async () => !(await publicIds(b)).includes(id), ANNOUNCEMENT_HEARD_MS, 'B to drop it');
    expect(await s.db('testimonials').where({ id }).first()).toMatchObject({
      status: 'rejected',
      adminNotes: 'The bride asked us to take it down',
      statusChangedBy: admin.id,
    });

    const published = await setStatus(admin.client, id, { status: 'approved' });
    expect(published.status).toBe(200);
    // Notes are kept when the change comes without any.
    expect(published.json).toEqual({
      id,
      status: 'approved',
      adminNotes: 'The bride asked us to take it down',
    });
    expect(await publicIds(a)).toContain(id);
    await waitUntil(
      async () => (await publicIds(b)).includes(id),
      ANNOUNCEMENT_HEARD_MS,
      'B to show it again',
    );

    // Each change wrote its event in the same transaction, saying where it came from.
    expect(await changesOf(id)).toEqual([
      { testimonialId: id, from: 'pending', to: 'approved', changedBy: admin.id, adminNotes: null },
      {
        testimonialId: id,
        from: 'approved',
        to: 'rejected',
        changedBy: admin.id,
        adminNotes: 'The bride asked us to take it down',
      },
      { testimonialId: id, from: 'rejected', to: 'approved', changedBy: admin.id, adminNotes: null },
    ]);
    // The worker handles them all: a timeline entry each, and no email to the reviewer.
    await waitUntil(
      async () =>
        (await s.db('outbox_events').where({ entityId: id }).whereNull('completedAt').first()) === undefined,
      15_000,
      "the review's events to be handled",
    );
    // One entry per decision (beside 'Review received' and 'Team notified' from the submission),
    // each named by what it did: approved, taken down, published again.
    const decisions = await s
      .db('status_events')
      .where({ entityType: 'testimonial', entityId: id })
      .whereIn('status', ['approved', 'rejected'])
      .select('status', 'label');
    expect(decisions).toHaveLength(3);
    expect(decisions).toEqual(
      expect.arrayContaining([
        { status: 'approved', label: TIMELINE_LABELS.approved },
        { status: 'rejected', label: 'Unpublished' },
        { status: 'approved', label: 'Published' },
      ]),
    );
    expect(s.smtp.messages.filter((m) => m.to.includes(customerEmail))).toEqual([]);
  });

  it('refuses the same decision again (409), a status no admin sets or a bad body (400), changing nothing', async () => {
    const admin = await signedInAs(a.url, s.db, 'admin');
    const { id } = await approvedReview(admin);
    const pending = (
      await new Client(a.url).post('/api/testimonials', {
        customerName: 'Isla Grant',
        customerEmail: 'isla@example.com',
        serviceType: 'hair',
        rating: 4,
        content: 'Lovely soft curls that lasted the whole evening long.',
      })
    ).json.id as string;
    const rowOf = (reviewId: string) =>
      s.db('testimonials').where({ id: reviewId }).first('status', 'adminNotes', 'statusChangedAt');
    const before = { approved: await rowOf(id), pending: await rowOf(pending) };
    const events = async () => Number((await s.db('outbox_events').count({ n: '*' }).first())!.n);
    const eventsBefore = await events();

    const again = await setStatus(admin.client, id, { status: 'approved', adminNotes: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(apiMessages.illegalTransition('approved', 'approved'));

    for (const [reviewId, body] of [
      // Pending is where a review arrives, not a status an admin sets (the schema refuses it).
      [pending, { status: 'pending' }],
      [id, { status: 'pending' }],
      [id, { status: 'unpublished' }],
      [id, { adminNotes: 'No status' }],
      [id, { status: 'rejected', adminNotes: 'x'.repeat(LIMITS.notes + 1) }],
      [id, { status: 'rejected', publishedAt: null }],
    ] as const) {
      const res = await setStatus(admin.client, reviewId, body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    expect(await rowOf(id)).toEqual(before.approved);
    expect(await rowOf(pending)).toEqual(before.pending);
    expect(await events()).toBe(eventsBefore);
    expect(await publicIds(a)).toContain(id);

    // A rejected review rejected again is refused the same way.
    expect((await setStatus(admin.client, id, { status: 'rejected' })).status).toBe(200);
    const rejectedAgain = await setStatus(admin.client, id, { status: 'rejected' });
    expect(rejectedAgain.status).toBe(409);
    expect(rejectedAgain.json.message).toBe(apiMessages.illegalTransition('rejected', 'rejected'));
  });

  it.each(['customer', 'stylist'] as const)('a %s gets 403 and the review stays published', async (role) => {
    const admin = await signedInAs(a.url, s.db, 'admin');
    const { id } = await approvedReview(admin);
    const someone = await signedInAs(a.url, s.db, role);
    const res = await setStatus(someone.client, id, { status: 'rejected' });
    expect(res.status).toBe(403);
    expect((await s.db('testimonials').where({ id }).first()).status).toBe('approved');
    expect(await changesOf(id)).toHaveLength(1);
    expect(await publicIds(a)).toContain(id);
  });
});
