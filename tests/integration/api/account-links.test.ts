import { seedCatalog } from '@beauty/api/db/seed';
import { accountMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import { createMailer } from '@beauty/worker/pipeline/mailer';
import type { Queues } from '@beauty/worker/pipeline/queue';
import { sendDelivery } from '@beauty/worker/pipeline/send-delivery';
import Redis from 'ioredis';
import type { Client } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { readableEmail, type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { addTeamStylist } from '../support/team';

/**
 * Issue 13, points 4 and 5: a built-in sign-up is confirmed by an emailed link before it books or
 * takes a stylist's booking; a new email is confirmed before it replaces the old one; emailed links
 * are minted by the worker when it sends them, so no stored copy (outbox, jobs, email_deliveries)
 * holds a usable one; using any link, or changing the email, uses up every other.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('account_links', { worker: true });
  await seedCatalog(s.db);
  await addTeamStylist(s.db, { firstName: 'Linklead' });
});
afterAll(() => s?.close());

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const html = (text: string) => text.replace(/'/g, '&#39;');
const liveSession = (res: { setCookies: string[] }) =>
  res.setCookies.some((c) => c.startsWith('sid=') && !/expires=Thu, 01 Jan 1970/i.test(c));

async function register(email: string, firstName = 'Nora'): Promise<Client> {
  const client = s.client();
  const res = await client.postForm('/api/login/register', {
    firstName,
    email,
    password: 'a-long-enough-password',
  });
  expect(res.status).toBe(303);
  return client;
}

/** The token of the link in the `nth` email (1 = first) to `address` titled `subject`. */
async function linkIn(address: string, subject: string, path: string, nth = 1): Promise<string> {
  const mine = (all: typeof s.smtp.messages) =>
    all.filter((m) => m.to.includes(address) && m.subject === subject);
  await s.smtp.waitFor((all) => mine(all).length >= nth);
  const text = readableEmail(mine(s.smtp.messages)[nth - 1]!.raw);
  const token = text.match(new RegExp(`${path.replace(/[?/]/g, '\\$&')}\\?token=([\\w%-]+)`))?.[1];
  expect(token).toBeTruthy();
  return decodeURIComponent(token!);
}

/** Nothing the system stores (outbox payloads, jobs in Redis, email_deliveries) holds `token`. */
async function expectStoredNowhere(token: string) {
  const events = await s.db('outbox_events').select('payload');
  expect(JSON.stringify(events)).not.toContain(token);
  const deliveries = await s.db('email_deliveries').select('textBody', 'htmlBody', 'lastError');
  expect(deliveries.length).toBeGreaterThan(0);
  expect(JSON.stringify(deliveries)).not.toContain(token);
  // Every job of the run (data, return value, logs) as BullMQ keeps it in Redis.
  const redis = new Redis(process.env.REDIS_URL!);
  let jobs = 0;
  try {
    for (const key of await redis.keys(`${s.env.redisPrefix}:*`)) {
      if ((await redis.type(key)) !== 'hash') continue;
      const fields = await redis.hgetall(key);
      if (fields.data) jobs += 1;
      expect(JSON.stringify(fields)).not.toContain(token);
    }
  } finally {
    redis.disconnect();
  }
  expect(jobs).toBeGreaterThan(0);
  const tokens = await s.db('password_reset_tokens').select('tokenHash');
  expect(JSON.stringify(tokens)).not.toContain(token);
}

const bookingBody = () => makeupAndHair(futureDate(40 + Math.floor(Math.random() * 300)));

describe('confirming a new account', () => {
  it('books only after the emailed link is opened; the link is stored nowhere and works once', async () => {
    const email = unique('nora');
    const client = await register(email);
    expect((await client.get('/api/auth/user')).json).toMatchObject({
      email,
      emailConfirmed: false,
      pendingEmail: null,
      emailManagedByProvider: false,
    });

    const refused = await client.post('/api/bookings', bookingBody());
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(accountMessages.confirmEmailFirst(email));
    expect(await s.db('bookings').join('users', 'users.id', 'bookings.customerId').where({ email })).toEqual(
      [],
    );

    const token = await linkIn(email, 'Confirm your email', '/api/login/verify');
    await expectStoredNowhere(token);

    // Opening the link shows a button; a mail scanner fetching it confirms nothing.
    const page = await s.client().get(`/api/login/verify?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(html(apiMessages.confirmEmailIntro(email)));
    expect(page.text).toContain('Confirm my email');
    expect((await s.db('users').where({ email }).first('emailVerifiedAt')).emailVerifiedAt).toBeNull();

    const stranger = s.client();
    const confirmed = await stranger.postForm('/api/login/verify', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(html(apiMessages.emailConfirmed));
    expect(liveSession(confirmed)).toBe(false);
    expect((await stranger.get('/api/auth/user')).status).toBe(401);
    expect((await s.db('users').where({ email }).first('emailVerifiedAt')).emailVerifiedAt).not.toBeNull();

    const again = await s.client().postForm('/api/login/verify', { token });
    expect(again.status).toBe(422);
    expect(again.text).toContain(html(apiMessages.confirmInvalid));
    expect((await s.client().get(`/api/login/verify?token=${encodeURIComponent(token)}`)).status).toBe(410);

    expect((await client.get('/api/auth/user')).json.emailConfirmed).toBe(true);
    expect((await client.post('/api/bookings', bookingBody())).status).toBe(201);
  });

  it('resends the link on request, not too often, and not once confirmed', async () => {
    const email = unique('rhea');
    const client = await register(email);
    await linkIn(email, 'Confirm your email', '/api/login/verify');
    // The sign-up's link went a moment ago: asking at once is refused, with when to try again.
    const early = await client.post('/api/account/email-confirmation');
    expect(early.status).toBe(429);
    expect(early.json.message).toBe(accountMessages.confirmationResendWait);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);

    await s
      .db('password_reset_tokens')
      .whereIn('userId', s.db('users').select('id').where({ email }))
      .update({
        createdAt: new Date(Date.now() - 10 * 60_000),
      });
    const resent = await client.post('/api/account/email-confirmation');
    expect(resent.status).toBe(200);
    expect(resent.json.message).toBe(accountMessages.confirmationResent(email));
    const token = await linkIn(email, 'Confirm your email', '/api/login/verify', 2);
    expect((await s.client().postForm('/api/login/verify', { token })).status).toBe(200);
    expect((await client.post('/api/account/email-confirmation')).status).toBe(409);
  });

  it('using one link uses up every other link of the account', async () => {
    const email = unique('iris');
    await register(email, 'Iris');
    const confirm = await linkIn(email, 'Confirm your email', '/api/login/verify');
    for (let i = 0; i < 2; i += 1)
      expect((await s.client().postForm('/api/login/forgot', { email })).status).toBe(200);
    const first = await linkIn(email, 'Reset your password', '/api/login/reset', 1);
    const second = await linkIn(email, 'Reset your password', '/api/login/reset', 2);
    await expectStoredNowhere(second);

    const set = await s
      .client()
      .postForm('/api/login/reset', { token: second, password: 'irises-new-password' });
    expect(set.status).toBe(200);
    // Setting a password from an emailed link proves the address too.
    expect((await s.db('users').where({ email }).first('emailVerifiedAt')).emailVerifiedAt).not.toBeNull();
    expect(
      (await s.client().postForm('/api/login/reset', { token: second, password: 'x-second-try!' })).status,
    ).toBe(422);
    expect((await s.client().get(`/api/login/reset?token=${encodeURIComponent(first)}`)).status).toBe(410);
    expect(
      (await s.client().postForm('/api/login/reset', { token: first, password: 'x-older-link!' })).status,
    ).toBe(422);
    expect((await s.client().postForm('/api/login/verify', { token: confirm })).status).toBe(422);
    expect((await s.client().postForm('/api/login', { email, password: 'irises-new-password' })).status).toBe(
      303,
    );
  });
});

describe('sending a link again', () => {
  it('mints a new secret each time an email is sent: only the link sent last works', async () => {
    const email = unique('tess');
    await register(email, 'Tess');
    const first = await linkIn(email, 'Confirm your email', '/api/login/verify');
    // As after a crash between the SMTP server's acceptance and the commit: the stored email goes again.
    const delivery = await s
      .db('email_deliveries')
      .where({ toAddress: email })
      .first('id', 'deliveryKey', 'textBody');
    expect(delivery.textBody).toContain('/api/login/verify?token={one-time-link-token}');
    await s.db('email_deliveries').where({ id: delivery.id }).update({ status: 'failed' });
    const config = s.env.config({ smtpUrl: s.smtp.url, publicUrl: s.api.url });
    const mailer = createMailer(config, s.env.logger);
    try {
      const ctx = { db: s.db, mailer, config, logger: s.env.logger, queues: {} as Queues };
      expect(await sendDelivery(ctx, delivery)).toBe(true);
    } finally {
      mailer.close();
    }
    const second = await linkIn(email, 'Confirm your email', '/api/login/verify', 2);
    expect(second).not.toBe(first);
    await expectStoredNowhere(second);
    expect((await s.client().postForm('/api/login/verify', { token: first })).status).toBe(422);
    expect((await s.client().postForm('/api/login/verify', { token: second })).status).toBe(200);
  });

  it('sends nothing for a link used up before its email went out', async () => {
    const email = unique('uma');
    await register(email, 'Uma');
    await linkIn(email, 'Confirm your email', '/api/login/verify');
    await s.db('users').where({ email }).update({ emailVerifiedAt: new Date() });
    await s
      .db('password_reset_tokens')
      .whereIn('userId', s.db('users').select('id').where({ email }))
      .update({ usedAt: new Date() });
    const delivery = await s.db('email_deliveries').where({ toAddress: email }).first('id', 'deliveryKey');
    await s.db('email_deliveries').where({ id: delivery.id }).update({ status: 'failed' });
    const config = s.env.config({ smtpUrl: s.smtp.url, publicUrl: s.api.url });
    const mailer = createMailer(config, s.env.logger);
    try {
      const ctx = { db: s.db, mailer, config, logger: s.env.logger, queues: {} as Queues };
      expect(await sendDelivery(ctx, delivery)).toBe(false);
    } finally {
      mailer.close();
    }
    expect((await s.db('email_deliveries').where({ id: delivery.id }).first('status')).status).toBe(
      'cancelled',
    );
    expect(s.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});

describe('changing the email', () => {
  it('changes only when the new address opens its link; the old address is told; every other link is used up', async () => {
    const me = await signedInAs(s.api.url, s.db, 'customer', 'Mara');
    expect((await s.client().postForm('/api/login/forgot', { email: me.email })).status).toBe(200);
    const reset = await linkIn(me.email, 'Reset your password', '/api/login/reset');

    const fresh = unique('mara.new');
    const saved = await me.client.request('PUT', '/api/account/profile', {
      json: { firstName: 'Mara', lastName: 'Client', email: fresh, phone: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ email: me.email, pendingEmail: fresh });
    expect((await s.db('users').where({ id: me.id }).first('email')).email).toBe(me.email);

    const token = await linkIn(fresh, 'Confirm your new email', '/api/login/verify');
    await expectStoredNowhere(token);
    const page = await s.client().get(`/api/login/verify?token=${encodeURIComponent(token)}`);
    expect(page.text).toContain(html(apiMessages.confirmNewEmailIntro(fresh)));
    const done = await s.client().postForm('/api/login/verify', { token });
    expect(done.status).toBe(200);
    expect(done.text).toContain(html(apiMessages.emailChanged(fresh)));
    expect((await s.db('users').where({ id: me.id }).first('email')).email).toBe(fresh);
    expect((await me.client.get('/api/auth/user')).json).toMatchObject({ email: fresh, pendingEmail: null });

    const [notice] = await s.emailsTo(me.email, fresh);
    expect(notice!.subject).toBe('Your email was changed');
    // The reset link sent to the old address no longer works.
    expect(
      (await s.client().postForm('/api/login/reset', { token: reset, password: 'taken-over-password' }))
        .status,
    ).toBe(422);
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const me = await signedInAs(s.api.url, s.db, 'customer', 'Lena');
    const wanted = unique('lena.new');
    expect(
      (
        await me.client.request('PUT', '/api/account/profile', {
          json: { firstName: 'Lena', lastName: 'Client', email: wanted, phone: '' },
        })
      ).status,
    ).toBe(200);
    const token = await linkIn(wanted, 'Confirm your new email', '/api/login/verify');
    await register(wanted, 'Other');
    const refused = await s.client().postForm('/api/login/verify', { token });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(accountMessages.emailTaken);
    expect((await s.db('users').where({ id: me.id }).first('email')).email).toBe(me.email);
  });
});

describe("a stylist's New Appointment for an unconfirmed account", () => {
  it('does not hand the booking to whoever registered the address: the address is invited instead', async () => {
    const victim = unique('grace');
    const squatter = await register(victim, 'Squatter');
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
    const appointment = (clientEmail: string) => ({
      clientName: 'Grace Kim Park',
      clientEmail,
      clientPhone: '253-555-0142',
      eventDate: futureDate(30 + Math.floor(Math.random() * 60)),
      eventTime: '11:00',
      serviceArea: 'puyallup',
      eventType: 'wedding',
      makeupService: 'best',
      paymentMethod: 'venmo',
      paymentHandle: '@grace',
    });
    const res = await stylist.client.post('/api/stylist/appointments', appointment(victim));
    expect(res.status).toBe(201);
    const fresh = await stylist.client.post('/api/stylist/appointments', appointment(unique('new.client')));
    // The answer is the same whether the account existed or not.
    expect(Object.keys(res.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(res.json.message).toBe(fresh.json.message);

    // Whoever registered the address is out: session ended, password gone, details replaced.
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect(
      (await s.client().postForm('/api/login', { email: victim, password: 'a-long-enough-password' })).status,
    ).toBe(401);
    expect(await s.db('users').where({ email: victim }).first('passwordHash', 'firstName')).toEqual({
      passwordHash: null,
      firstName: 'Grace',
    });
    // The sign-up's confirmation link no longer works either.
    const confirm = await linkIn(victim, 'Confirm your email', '/api/login/verify');
    expect((await s.client().postForm('/api/login/verify', { token: confirm })).status).toBe(422);

    // The owner of the address sets a password from the invitation, which confirms it, and sees the booking.
    const invite = await linkIn(victim, 'Set your password', '/api/login/reset');
    expect(
      (await s.client().postForm('/api/login/reset', { token: invite, password: 'graces-password' })).status,
    ).toBe(200);
    const grace = s.client();
    expect((await grace.postForm('/api/login', { email: victim, password: 'graces-password' })).status).toBe(
      303,
    );
    expect((await grace.get('/api/auth/user')).json.emailConfirmed).toBe(true);
    const mine = await grace.get('/api/bookings');
    expect(mine.json.map((b: { id: string }) => b.id)).toContain(res.json.booking.id);
  });
});
