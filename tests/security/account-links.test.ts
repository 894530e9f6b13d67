import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@beauty/api/db/seed';
import { accountMessages } from '@beauty/domain/account-messages';
import { sentLink } from '../integration/support/emailed-links';
import { startWorld, type World } from './support/world';

/**
 * Issue 13, points 4 and 5, the attacker's side:
 * - with an OpenID Connect provider configured, the built-in sign-in forms create or change
 *   nothing: they send her to GET /api/login (the provider), before any discovery is attempted;
 * - the email belongs to the provider: a new one is refused;
 * - emailed links never sit in the outbox, the jobs or the stored emails.
 */
const CUSTOMER = 'customer@demo.bridalbeauty.test';

describe('with an OpenID Connect provider configured', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('oidc_builtin', {
      // Nothing listens there: a route that tried discovery would fail, not redirect.
      env: {
        OIDC_ISSUER: 'http://127.0.0.1:9/issuer',
        OIDC_CLIENT_ID: 'beauty',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
  });
  afterAll(() => world?.close());

  const builtIn: Array<{
    name: string;
    method: 'GET' | 'POST';
    path: string;
    form?: Record<string, string>;
  }> = [
    {
      name: 'sign-in with the right password',
      method: 'POST',
      path: '/api/login',
      form: { email: CUSTOMER, password: DEMO_PASSWORD },
    },
    { name: 'sign-in, invalid', method: 'POST', path: '/api/login', form: { email: 'nope' } },
    {
      name: 'register a new email',
      method: 'POST',
      path: '/api/login/register',
      form: {
        firstName: 'Mallory',
        email: `mallory.${randomUUID().slice(0, 8)}@example.com`,
        password: 'a-long-password',
      },
    },
    {
      name: 'register an existing email',
      method: 'POST',
      path: '/api/login/register',
      form: { firstName: 'Mallory', email: CUSTOMER, password: 'a-long-password' },
    },
    { name: 'register, invalid', method: 'POST', path: '/api/login/register', form: { email: 'x' } },
    { name: 'forgot password', method: 'POST', path: '/api/login/forgot', form: { email: CUSTOMER } },
    { name: 'reset page', method: 'GET', path: '/api/login/reset?token=some-token-0123456789' },
    {
      name: 'reset',
      method: 'POST',
      path: '/api/login/reset',
      form: { token: 'some-token-0123456789', password: 'a-new-password!' },
    },
  ];

  it.each(builtIn)(
    '$name: 303 to GET /api/login, no session, nothing written',
    async ({ method, path, form }) => {
      const mark = await world.writeMark();
      const visitor = world.browser();
      const res = await visitor.send({ method, path, ...(form ? { form } : {}) });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/api/login');
      expect(
        res.setCookies.filter((c) => /^(__Host-)?sid=/.test(c) && !/expires=Thu, 01 Jan 1970/i.test(c)),
      ).toEqual([]);
      expect(await world.writesSince(mark)).toEqual([]);
    },
  );

  it('the email is the provider’s: a new one is refused and nothing is saved; the same one saves the rest', async () => {
    const customer = await world.sessionFor(world.ids.customer);
    const me = await customer.get('/api/auth/user');
    expect(me.json).toMatchObject({ email: CUSTOMER, emailManagedByProvider: true, emailConfirmed: true });
    const mark = await world.writeMark();
    const refused = await customer.send({
      method: 'PUT',
      path: '/api/account/profile',
      json: {
        firstName: 'Mallory',
        lastName: '',
        email: `other.${randomUUID().slice(0, 8)}@example.com`,
        phone: '',
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(accountMessages.emailManagedByProvider);
    expect(await world.writesSince(mark)).toEqual([]);
    const kept = await customer.send({
      method: 'PUT',
      path: '/api/account/profile',
      json: { firstName: 'Casey', lastName: 'Customer', email: CUSTOMER.toUpperCase(), phone: '' },
    });
    expect(kept.status).toBe(200);
    expect(kept.json.pendingEmail).toBeNull();
  });
});

describe('emailed links', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('account_links', { worker: true });
  });
  afterAll(() => world?.close());

  it('events and stored emails carry the link’s row id, never the token; the token in the email works', async () => {
    const email = `nell.${randomUUID().slice(0, 8)}@example.com`;
    const visitor = world.browser();
    const res = await visitor.send({
      method: 'POST',
      path: '/api/login/register',
      form: { firstName: 'Nell', email, password: 'a-long-password-1' },
    });
    expect(res.status).toBe(303);
    expect(
      (await world.browser().send({ method: 'POST', path: '/api/login/forgot', form: { email } })).status,
    ).toBe(200);
    const mails = await world.smtp!.waitFor(
      (all) => all.filter((m) => m.to.includes(email)).length >= 2,
      45_000,
    );
    const mine = mails.filter((m) => m.to.includes(email));
    const tokens = await Promise.all(
      mine.map((m) =>
        sentLink(world.db, m, /Reset/.test(m.subject) ? '/api/login/reset' : '/api/login/verify'),
      ),
    );
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{40,}$/);

    const user = await world.db('users').where({ email }).first('id');
    const events = await world.db('outbox_events').where({ entityId: user.id }).select('type', 'payload');
    expect(events.map((e: { type: string }) => e.type).sort()).toEqual([
      'user.email_confirmation_requested',
      'user.password_reset_requested',
    ]);
    for (const { payload } of events) expect(Object.keys(payload).sort()).toEqual(['tokenId', 'userId']);
    const stored = JSON.stringify(
      await world.db('email_deliveries').where({ toAddress: email }).select('textBody', 'htmlBody'),
    );
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(JSON.stringify(events)).not.toContain(token);
    }

    // The reset link in the email works (and uses up the confirmation link with it).
    const reset = tokens.find((_, i) => /Reset/.test(mine[i]!.subject))!;
    const page = await world.browser().get(`/api/login/reset?token=${reset}`);
    expect(page.status).toBe(200);
  });
});
