import { seedCatalog } from '@beauty/api/db/seed';
import { adminMessages, apiMessages } from '@beauty/domain/messages';
import { Queue } from 'bullmq';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { readableEmail, type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { addTeamStylist } from '../support/team';
import { waitUntil } from '../support/wait';
import { signedInAs } from './staff-support';

let s: SubmissionsEnv;
let teamLead: string;
beforeAll(async () => {
  s = await startSubmissionsEnv('staff_bookings', { worker: true });
  await seedCatalog(s.db);
  teamLead = await addTeamStylist(s.db, { firstName: 'Teamlead' });
});
afterAll(() => s?.close());

const events = async (entityId: string) =>
  (
    (await s
      .db('outbox_events')
      .where({ entityId })
      .orderBy('createdAt')
      .select('type', 'payload')) as Array<{
      type: string;
      payload: Record<string, unknown>;
    }>
  ).map((e) => e.type);

describe('bookings for admins', () => {
  it('confirms a pending booking and emails the customer', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const id = (await customer.client.post('/api/bookings', makeupAndHair(futureDate(10)))).json.booking.id;

    const all = await admin.client.get('/api/admin/bookings');
    // The request holds the team's time from the start: nobody needs to claim it.
    expect(all.json.find((b: { id: string }) => b.id === id)).toMatchObject({
      status: 'pending',
      stylistId: teamLead,
      claimable: false,
      plan: { staffed: true },
    });

    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'confirmed' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'confirmed' });
    expect(res.json.confirmedAt).toEqual(expect.any(String));
    expect(await events(id)).toEqual(['booking.created', 'booking.confirmed']);
    const mails = await s.emailsTo(customer.email, 'confirmed');
    expect(readableEmail(mails[0]!.raw)).toMatch(/confirmed/i);
    expect((await customer.client.get('/api/bookings')).json[0].status).toBe('confirmed');
  });

  it('assigns a stylist, records payments and a no-show in one booking.updated event each', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const id = (await customer.client.post('/api/bookings', makeupAndHair(futureDate(11)))).json.booking.id;

    const assigned = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { stylistId: stylist.id, paymentStatus: 'deposit_received' },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json).toMatchObject({
      stylistId: stylist.id,
      stylistName: 'Sofia Member',
      paymentStatus: 'deposit_received',
    });
    const updated = await s.db('outbox_events').where({ entityId: id, type: 'booking.updated' }).first();
    expect(updated.payload).toEqual({
      bookingId: id,
      changedBy: admin.id,
      stylistId: stylist.id,
      previousStylistId: teamLead,
      paymentStatus: 'deposit_received',
    });
    // The booking's held time moved to her with it.
    expect(
      await s
        .db('stylist_blocks')
        .where({ bookingId: id, active: true })
        .select('stylistId')
        .then((rows: Array<{ stylistId: string }>) => rows.map((r) => r.stylistId)),
    ).toEqual([stylist.id]);
    // The same values again change nothing and write nothing.
    await admin.client.request('PATCH', `/api/admin/bookings/${id}`, { json: { stylistId: stylist.id } });
    expect((await events(id)).filter((t) => t === 'booking.updated')).toHaveLength(1);

    // A stylist who is busy then cannot be given it: 409, and nothing moves.
    const busy = await signedInAs(s.api.url, s.db, 'stylist', 'Busy');
    const date = (await s.db('bookings').where({ id }).first('eventDate')).eventDate;
    await s.db('stylist_blocks').insert({
      stylistId: busy.id,
      kind: 'time-off',
      held: s.db.raw(
        "tstzrange((?::date)::timestamp AT TIME ZONE 'America/Los_Angeles', (?::date + 1)::timestamp AT TIME ZONE 'America/Los_Angeles')",
        [date, date],
      ),
    });
    const refused = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { stylistId: busy.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(adminMessages.stylistNotFree);
    expect(
      await s
        .db('stylist_blocks')
        .where({ bookingId: id, active: true })
        .select('stylistId')
        .then((rows: Array<{ stylistId: string }>) => rows.map((r) => r.stylistId)),
    ).toEqual([stylist.id]);

    const notStaff = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { stylistId: customer.id },
    });
    expect(notStaff.status).toBe(422);
    expect(notStaff.json.message).toBe(adminMessages.assigneeNotStaff);
    const tooEarly = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { noShow: true },
    });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.json.message).toBe(adminMessages.noShowNeedsPastStart);

    // A booking whose start has passed can be marked no-show.
    await s.db('bookings').where({ id }).update({ eventDate: '2020-03-02' });
    const noShow = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { noShow: true },
    });
    expect(noShow.status).toBe(200);
    expect(noShow.json.noShow).toBe(true);
  });

  it('enforces the booking status machine (409) and the admin role', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const id = (await customer.client.post('/api/bookings', makeupAndHair(futureDate(12)))).json.booking.id;
    expect(
      (await admin.client.request('PATCH', `/api/admin/bookings/${id}`, { json: { status: 'cancelled' } }))
        .status,
    ).toBe(200);
    const revive = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'confirmed' },
    });
    expect(revive.status).toBe(409);
    expect(revive.json.message).toBe(apiMessages.illegalTransition('cancelled', 'confirmed'));
    expect(
      (await admin.client.request('PATCH', `/api/admin/bookings/${id}`, { json: { status: 'pending' } }))
        .status,
    ).toBe(400);

    for (const who of [stylist, customer]) {
      expect((await who.client.get('/api/admin/bookings')).status).toBe(403);
      expect(
        (await who.client.request('PATCH', `/api/admin/bookings/${id}`, { json: { noShow: false } })).status,
      ).toBe(403);
    }
    expect((await s.db('bookings').where({ id }).first()).status).toBe('cancelled');
  });
});

describe('the queue dashboard', () => {
  it('is for admins: signed-out browsers go to sign in, others get 403', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const page = await admin.client.get('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.text).toContain('__UI_CONFIG__');
    const queues = await admin.client.get(
      '/admin/queues/api/queues?activeQueue=emails&page=1&jobsPerPage=10',
    );
    expect(queues.status).toBe(200);
    expect(queues.json.queues.map((q: { name: string }) => q.name).sort()).toEqual(
      ['emails', 'images', 'reminders', 'stats', 'timeline'].sort(),
    );
    expect((await customer.client.get('/admin/queues')).status).toBe(403);
    const anonymous = await s.client().get('/admin/queues', { accept: 'text/html' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/api/login?redirect=%2Fadmin%2Fqueues');
    expect((await s.client().get('/admin/queues/api/queues', { accept: 'application/json' })).status).toBe(
      401,
    );
  });

  it('shows a failed job with its error and retries it', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const queue = new Queue('emails', {
      connection: { url: process.env.REDIS_URL },
      prefix: s.env.redisPrefix,
    });
    try {
      // A job the worker has no handler for fails for good at once, keeping its error.
      const job = await queue.add('no-such-job', { eventId: 'x' }, { attempts: 1 });
      await waitUntil(async () => (await queue.getJobState(job.id!)) === 'failed', 15_000, 'the job to fail');
      const shown = await admin.client.get(`/admin/queues/api/queues/emails/${job.id}`);
      expect(shown.status).toBe(200);
      expect(JSON.stringify(shown.json)).toContain("No handler registered for job 'no-such-job'");
      const firstRun = (await queue.getJob(job.id!))!.finishedOn!;

      const retried = await admin.client.request('PUT', `/admin/queues/api/queues/emails/${job.id}/retry`, {
        json: {},
      });
      expect(retried.status).toBe(204);
      await waitUntil(
        async () => ((await queue.getJob(job.id!))?.finishedOn ?? 0) > firstRun,
        15_000,
        'the retried job to run again',
      );
      const customer = await signedInAs(s.api.url, s.db, 'customer');
      const refused = await customer.client.request(
        'PUT',
        `/admin/queues/api/queues/emails/${job.id}/retry`,
        {
          json: {},
        },
      );
      expect(refused.status).toBe(403);
    } finally {
      await queue.close();
    }
  });
});
