import { accountMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import { createMailer } from '@beauty/worker/pipeline/mailer';
import type { Queues } from '@beauty/worker/pipeline/queue';
import { sendDelivery } from '@beauty/worker/pipeline/send-delivery';
import { readableEmail } from '../worker/worker-harness';
import {
  bookingBody,
  expectStoredNowhere,
  html,
  linkIn,
  linksSentMinutesAgo,
  liveSession,
  register,
  s,
  unique,
  useAccountLinks,
} from './account-links-support';

useAccountLinks('account_links');

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
    // She signed up from the sign-in page itself: the page goes on to the website.
    expect(confirmed.text).toContain('<a class="button-link" href="/">Continue to the website</a>');
  });

  it('goes on to the booking she signed up from, her selections kept, from any device; a resent link too', async () => {
    const email = unique('vera');
    const draft = JSON.stringify({ bridalPackage: 'bride-plus-1', eventDate: '2031-06-07' });
    const client = s.client();
    const signedUp = await client.postForm('/api/login/register', {
      firstName: 'Vera',
      email,
      password: 'a-long-enough-password',
      redirect: '/book',
      data: draft,
    });
    expect(signedUp.status).toBe(303);
    const booking = signedUp.headers.get('location')!;
    expect(new URL(booking, 'http://site.test').searchParams.get('data')).toBe(draft);
    await linkIn(email, 'Confirm your email', '/api/login/verify');

    // She asks for the link again (the first went ten minutes ago) and opens it on her phone.
    await linksSentMinutesAgo(email, 10);
    expect((await client.post('/api/account/email-confirmation')).status).toBe(200);
    const token = await linkIn(email, 'Confirm your email', '/api/login/verify', 2);
    const confirmed = await s.client().postForm('/api/login/verify', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(
      `<a class="button-link" href="${html(booking)}">Continue to your booking</a>`,
    );
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

    await linksSentMinutesAgo(email, 10);
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

describe('telling her that her password changed', () => {
  const notices = (email: string) =>
    s.smtp.messages.filter((m) => m.to.includes(email) && m.subject === 'Your password was changed');

  it('her address is told when she changes it in Account Settings, and when a reset link sets a new one', async () => {
    const email = unique('wren');
    const client = await register(email, 'Wren');
    const changed = await client.request('PUT', '/api/account/password', {
      json: { currentPassword: 'a-long-enough-password', newPassword: 'wrens-new-password' },
    });
    expect(changed.status).toBe(200);
    await s.smtp.waitFor(() => notices(email).length >= 1);
    const text = readableEmail(notices(email)[0]!.raw);
    expect(text).toContain('Hi Wren,');
    expect(text).toContain('The password of your Bridal Beauty South Sound account was just changed.');
    expect(text).toMatch(
      /If you did not change it, choose a new password now: http:\/\/\S+\/api\/login\?view=forgot/,
    );

    expect((await s.client().postForm('/api/login/forgot', { email })).status).toBe(200);
    const token = await linkIn(email, 'Reset your password', '/api/login/reset');
    expect(
      (await s.client().postForm('/api/login/reset', { token, password: 'wrens-third-password' })).status,
    ).toBe(200);
    await s.smtp.waitFor(() => notices(email).length >= 2);
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
