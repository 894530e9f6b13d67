import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import { apiMessages } from '@beauty/domain/messages';
import { hashToken } from '@beauty/server/tokens';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';

const unique = () => `bride.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('built-in sign-in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
    await seedDemo(api.deps.knex);
  });
  afterAll(() => api.close());

  it('answers 401 for the current user when signed out', async () => {
    const res = await new Client(api.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.json.message).toBeTruthy();
  });

  it('shows the sign-in page with the create-account and forgot-password links', async () => {
    const res = await new Client(api.url).get('/api/login?redirect=/book');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('<label for="email">Email</label>');
    expect(res.text).toContain('view=register');
    expect(res.text).toContain('view=forgot');
    expect(res.text).toContain('name="redirect" value="/book"');
    expect(res.text).not.toMatch(/<script/i);
  });

  it('creates an account, signs in on a new session id, and lands on redirect with data intact', async () => {
    const email = unique();
    const client = new Client(api.url);
    const data = JSON.stringify({
      makeupService: 'better',
      hairService: 'styled',
      addOns: ['lashes'],
      eventDate: '2030-05-04',
      eventTime: '10:00',
    });
    const res = await client.postForm('/api/login/register', {
      firstName: 'Nora',
      lastName: 'Lee',
      email,
      password: 'a-long-password',
      redirect: '/book',
      data,
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, api.url);
    expect(location.pathname).toBe('/book');
    expect(JSON.parse(location.searchParams.get('data')!)).toEqual(JSON.parse(data));
    const cookie = res.setCookies.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, firstName: 'Nora', lastName: 'Lee', role: 'customer' });
    const stored = await api.deps.knex('users').where({ email }).first('passwordHash');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await new Client(api.url).postForm('/api/login/register', {
      firstName: 'Nora',
      email: email.toUpperCase(),
      password: 'another-password',
    });
    // An email with an account gets the same 'check your email' page as any other account (no 409).
    expect(again.status).toBe(200);
    expect(again.text).not.toContain(apiMessages.emailTaken);
    expect(again.setCookies.some((c) => c.startsWith('sid=') && !/expires=Thu, 01 Jan 1970/i.test(c))).toBe(
      false,
    );
  });

  it('signs in the demo admin and changes the session id at sign-in', async () => {
    const client = new Client(api.url);
    client.setCookie('sid', 'attacker-chosen-session-id');
    const res = await client.postForm('/api/login', {
      email: 'admin@demo.bridalbeauty.test',
      password: DEMO_PASSWORD,
      redirect: '/',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(client.cookie('sid')).not.toBe('attacker-chosen-session-id');
    expect((await client.get('/api/auth/user')).json).toMatchObject({ role: 'admin', firstName: 'Avery' });
  });

  it('gives the same generic error for a wrong password and an unknown email', async () => {
    const wrong = await new Client(api.url).postForm('/api/login', {
      email: 'admin@demo.bridalbeauty.test',
      password: 'not-the-password',
    });
    const unknown = await new Client(api.url).postForm('/api/login', {
      email: unique(),
      password: 'not-the-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.text).toContain(apiMessages.badCredentials);
      expect(res.setCookies.some((c) => c.startsWith('sid=') && !/expires=Thu, 01 Jan 1970/i.test(c))).toBe(
        false,
      );
    }
  });

  it('re-renders the form with field messages on invalid input', async () => {
    const res = await new Client(api.url).postForm('/api/login/register', {
      firstName: '',
      email: 'nope',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('First name is required');
    expect(res.text).toContain('Please enter a valid email address');
    expect(res.text).toContain('Password must be at least 10 characters');
  });

  it.each(['https://evil.example/book', '//evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'refuses to redirect to %s after sign-in',
    async (redirect) => {
      const res = await new Client(api.url).postForm('/api/login', {
        email: 'customer@demo.bridalbeauty.test',
        password: DEMO_PASSWORD,
        redirect,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('logs out: ends the session and returns to /', async () => {
    const client = new Client(api.url);
    await client.postForm('/api/login', {
      email: 'customer@demo.bridalbeauty.test',
      password: DEMO_PASSWORD,
    });
    const sid = client.cookie('sid')!;
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const out = await client.get('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const replay = new Client(api.url);
    replay.setCookie('sid', sid);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps the readable signed_in hint in step with the session, so visitors never ask who they are', async () => {
    const client = new Client(api.url);
    const signIn = await client.postForm('/api/login', {
      email: 'customer@demo.bridalbeauty.test',
      password: DEMO_PASSWORD,
    });
    const hint = signIn.setCookies.find((c) => c.startsWith('signed_in='))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/httponly/i);
    expect(hint).toMatch(/samesite=lax/i);
    expect(hint).toMatch(/path=\//i);
    expect(client.cookie('signed_in')).toBe('1');

    // A session from before the hint existed gets one on its next request…
    const sid = client.cookie('sid')!;
    const older = new Client(api.url);
    older.setCookie('sid', sid);
    expect((await older.get('/api/services')).status).toBe(200);
    expect(older.cookie('signed_in')).toBe('1');

    // …signing out clears both…
    await client.get('/api/logout');
    expect(client.cookie('sid')).toBeUndefined();
    expect(client.cookie('signed_in')).toBeUndefined();

    // …and a hint left without a live session is cleared by the next request.
    const stale = new Client(api.url);
    stale.setCookie('sid', sid);
    stale.setCookie('signed_in', '1');
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect(stale.cookie('signed_in')).toBeUndefined();
    const orphan = new Client(api.url);
    orphan.setCookie('signed_in', '1');
    await orphan.get('/api/services');
    expect(orphan.cookie('signed_in')).toBeUndefined();
  });

  it('keeps the session across an API restart', async () => {
    const client = new Client(api.url);
    await client.postForm('/api/login', { email: 'stylist@demo.bridalbeauty.test', password: DEMO_PASSWORD });
    const sid = client.cookie('sid')!;
    const restarted = await startApi();
    try {
      const after = new Client(restarted.url);
      after.setCookie('sid', sid);
      expect((await after.get('/api/auth/user')).json).toMatchObject({ role: 'stylist' });
    } finally {
      await restarted.close();
    }
  });

  it('refuses a cross-origin sign-in POST', async () => {
    const res = await new Client(api.url, 'https://evil.example').postForm('/api/login', {
      email: 'admin@demo.bridalbeauty.test',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(403);
  });

  it('resets a password with the emailed one-time token (the worker mints it; here the test does)', async () => {
    const email = unique();
    await new Client(api.url).postForm('/api/login/register', {
      firstName: 'Iris',
      email,
      password: 'first-password',
    });
    const res = await new Client(api.url).postForm('/api/login/forgot', { email });
    expect(res.status).toBe(200);
    expect(res.text).toContain(apiMessages.resetSent.replace(/'/g, '&#39;'));
    const unknown = await new Client(api.url).postForm('/api/login/forgot', { email: unique() });
    expect(unknown.text).toBe(res.text);

    const user = await api.deps.knex('users').where({ email }).first('id');
    const event = await api.deps
      .knex('outbox_events')
      .where({ type: 'user.password_reset_requested', entityId: user.id })
      .first();
    // The event names the link's row, never its secret (tests/integration/api/account-links.test.ts
    // follows the real email); the worker stores the hash of the token it sends.
    expect(Object.keys(event.payload).sort()).toEqual(['tokenId', 'userId']);
    const token = 'a-token-the-worker-would-have-minted-0123456789';
    await api.deps
      .knex('password_reset_tokens')
      .where({ id: event.payload.tokenId })
      .update({ tokenHash: hashToken(token) });
    expect((await new Client(api.url).get(`/api/login/reset?token=${token}`)).status).toBe(200);
    expect(
      (await new Client(api.url).postForm('/api/login/reset', { token, password: 'second-password' })).status,
    ).toBe(200);
    expect(
      (await new Client(api.url).postForm('/api/login/reset', { token, password: 'third-password!' })).status,
    ).toBe(422);
    expect(
      (await new Client(api.url).postForm('/api/login', { email, password: 'first-password' })).status,
    ).toBe(401);
    expect(
      (await new Client(api.url).postForm('/api/login', { email, password: 'second-password' })).status,
    ).toBe(303);
  });

  it('rate limits failed sign-in attempts per client address', async () => {
    const limited = await startApi({
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '3',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:login-limit`,
    });
    try {
      const client = new Client(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await client.postForm('/api/login', { email: `x${i}@example.com`, password: 'guess' })).status,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
