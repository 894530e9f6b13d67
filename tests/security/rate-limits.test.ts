import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@beauty/api/db/seed';
import type { RateLimitName } from '@beauty/api/http/rate-limit';
import { signInPageMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import { hashToken, newToken } from '@beauty/server/tokens';
import { type Answer, type Client, closeAgent } from '../support/http';
import { baseBody } from './support/cases';
import { fillPath, type RouteSpec, routeName, routeTable } from './support/routes';
import { startWorld, type World } from './support/world';

/**
 * Issue 6.4 and 13.2, abuse: rate limits key on what they protect. The public forms and the
 * account forms (register, forgot, reset) count requests per client address, the forgot form
 * also per target email; sign-in counts failed attempts only, per account and per address, so a
 * wedding party on one Wi-Fi can sign in. On an API started with low limits, every limited route
 * takes its budget and then answers 429 with Retry-After and a message (the sign-in forms on
 * their own page), before validation and without writing; a forged X-Forwarded-For does not buy
 * a new budget. Client machines are loopback addresses (TRUST_PROXY is off: the socket's peer).
 */
let world: World;

const LIMITS = {
  contact: 2,
  publicForm: 2,
  accountForms: 3,
  resetEmails: 2,
  signInFailuresPerAccount: 10,
  signInFailuresPerAddress: 4,
};

beforeAll(async () => {
  world = await startWorld('rate_limits', {
    env: {
      RATE_LIMIT_CONTACT_PER_HOUR: String(LIMITS.contact),
      RATE_LIMIT_PUBLIC_FORM_PER_HOUR: String(LIMITS.publicForm),
      RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: String(LIMITS.accountForms),
      RATE_LIMIT_RESET_EMAILS_PER_HOUR: String(LIMITS.resetEmails),
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: String(LIMITS.signInFailuresPerAccount),
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: String(LIMITS.signInFailuresPerAddress),
      // The per-request sign-in limit this replaced (no longer read): on that code, the wedding
      // party below was refused from its sixth sign-in.
      RATE_LIMIT_LOGIN_PER_15_MIN: '5',
    },
  });
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

type RequestLimit = Exclude<RateLimitName, 'signIn'>;

/** The budget and window one client address has on each request-counting limit. */
const BUDGET: Record<RequestLimit, { points: number; seconds: number }> = {
  contact: { points: LIMITS.contact, seconds: 3600 },
  publicForm: { points: LIMITS.publicForm, seconds: 3600 },
  upload: { points: LIMITS.publicForm * 5, seconds: 3600 },
  accountForm: { points: LIMITS.accountForms, seconds: 900 },
  // Each request asks for another email (baseBody): the address's budget runs out.
  passwordResetRequest: { points: LIMITS.accountForms, seconds: 900 },
};

/** Each group (and each sign-in case) is another client machine, so budgets are its own. */
let nextMachine = 10;
const machine = () => `127.0.0.${nextMachine++}`;

function send(
  route: RouteSpec,
  from: string,
  headers: Record<string, string> = {},
  browser: Client = world.browser(),
): Promise<Answer> {
  const body = route.body ? baseBody(route) : undefined;
  return browser.send({
    method: route.method,
    path: fillPath(route.path),
    ...(body ? (route.bodyType === 'form' ? { form: body as Record<string, string> } : { json: body }) : {}),
    headers,
    localAddress: from,
  });
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The error banner of a sign-in page, as text. */
const bannerOf = (res: Answer) =>
  unescapeHtml(/<div class="banner banner-error" role="alert">([^<]*)<\/div>/.exec(res.text)?.[1] ?? '');

/** A 429 with Retry-After within the window; returns the minutes a page should name. */
function expectLimited(res: Answer, seconds: number): number {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  return Math.ceil(retryAfter / 60);
}

/** A sign-in form's 429: its own page (never JSON), the message in the banner. */
function expectLimitedPage(res: Answer, seconds: number, message: (minutes: number) => string) {
  const minutes = expectLimited(res, seconds);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.json).toBeNull();
  expect(bannerOf(res)).toBe(message(minutes));
}

const groups: Array<[RequestLimit, RouteSpec[]]> = [];
for (const route of routeTable.filter((r) => r.rateLimit && r.rateLimit !== 'signIn')) {
  const group = groups.find(([name]) => name === route.rateLimit);
  if (group) group[1].push(route);
  else groups.push([route.rateLimit as RequestLimit, [route]]);
}

describe('rate limits', () => {
  it('sign-in and every public form are rate limited', () => {
    const limited = routeTable.filter((r) => r.rateLimit).map(routeName);
    for (const name of [
      'POST /api/login',
      'POST /api/login/register',
      'POST /api/login/forgot',
      'POST /api/login/reset',
      'POST /api/contact',
      'POST /api/consultation-requests',
      'POST /api/stylist-applications',
      'POST /api/testimonials',
      'POST /api/consultation-requests/upload',
      'POST /api/resume/upload-url',
    ]) {
      expect(limited).toContain(name);
    }
    expect(routeTable.find((r) => routeName(r) === 'POST /api/login')?.rateLimit).toBe('signIn');
  });

  it.each(groups)(
    '%s: the budget, then 429 with Retry-After on every route of the group, writing nothing',
    async (name, routes) => {
      const { points, seconds } = BUDGET[name];
      const from = machine();
      for (let i = 0; i < points; i++) {
        const res = await send(routes[i % routes.length]!, from);
        expect(res.status).not.toBe(429);
        expect(res.status).toBeLessThan(500);
      }
      for (const route of routes) {
        const mark = await world.writeMark();
        // Another address claimed in a header this API does not trust (TRUST_PROXY is off).
        for (const res of [
          await send(route, from),
          await send(route, from, { 'x-forwarded-for': '203.0.113.7' }),
        ]) {
          if (route.onRefused) {
            expectLimitedPage(res, seconds, signInPageMessages.tooManyForms);
          } else {
            expectLimited(res, seconds);
            expect(res.json.message).toBe(apiMessages.rateLimited);
          }
        }
        expect(await world.writesSince(mark)).toEqual([]);
      }
    },
  );

  it('the forgot form counts per target email too: another address does not flood the same inbox', async () => {
    const email = `inbox.${randomUUID().slice(0, 8)}@security.test`;
    const forgot = (from: string, to: string) =>
      world
        .browser()
        .send({ method: 'POST', path: '/api/login/forgot', form: { email: to }, localAddress: from });
    for (let i = 0; i < LIMITS.resetEmails; i++) expect((await forgot(machine(), email)).status).toBe(200);
    expectLimitedPage(
      await forgot(machine(), ` ${email.toUpperCase()} `),
      3600,
      signInPageMessages.tooManyResetEmails,
    );
    expect((await forgot(machine(), `other.${email}`)).status).toBe(200);
  });
});

describe('sign-in counts failures, per account and per address, never successes (issue 13.2)', () => {
  let passwordHash: string;

  beforeAll(async () => {
    const demo = await world
      .db('users')
      .where({ email: 'customer@demo.bridalbeauty.test' })
      .first('passwordHash');
    passwordHash = demo.passwordHash;
  });

  /** An account that signs in with DEMO_PASSWORD (the demo hash: no argon2 hashing per account). */
  async function account(label: string): Promise<{ id: string; email: string }> {
    const email = `${label}.${randomUUID().slice(0, 8)}@security.test`;
    const [row] = await world
      .db('users')
      .insert({ email, firstName: label, lastName: 'Guest', role: 'customer', passwordHash })
      .returning('id');
    return { id: row.id as string, email };
  }

  function signIn(from: string, email: string, password: string): Promise<Answer> {
    return world
      .browser()
      .send({ method: 'POST', path: '/api/login', form: { email, password }, localAddress: from });
  }

  it('a wedding party of 30 signs in from one address, well past the failure limits', async () => {
    const venueWifi = machine();
    const party = [];
    for (let i = 0; i < 30; i++) party.push(await account(`guest${i}`));
    const statuses: number[] = [];
    for (const guest of party) statuses.push((await signIn(venueWifi, guest.email, DEMO_PASSWORD)).status);
    expect(statuses).toEqual(party.map(() => 303));
  }, 120_000);

  it('10 wrong passwords from varied addresses lock that account (the right one too), not another', async () => {
    const bride = await account('bride');
    const maid = await account('maid');
    for (let i = 0; i < LIMITS.signInFailuresPerAccount; i++) {
      expect((await signIn(machine(), bride.email, `wrong-password-${i}`)).status).toBe(401);
    }
    const from = machine();
    const locked = await signIn(from, bride.email, 'wrong-password-again');
    expectLimitedPage(locked, 900, signInPageMessages.accountLocked);
    // The sign-in page, her email kept, with the way out.
    expect(locked.text).toContain('action="/api/login"');
    expect(locked.text).toContain(`value="${bride.email}"`);
    expect(locked.text).toContain('Forgot your password?');

    // The right password waits too (the password is not checked), in any case of the email.
    const mark = await world.writeMark();
    const right = await signIn(machine(), ` ${bride.email.toUpperCase()}`, DEMO_PASSWORD);
    expectLimitedPage(right, 900, signInPageMessages.accountLocked);
    expect(right.setCookies).toEqual([]);
    expect(await world.writesSince(mark)).toEqual([]);

    // Another account, from the same address, is not locked.
    expect((await signIn(from, maid.email, DEMO_PASSWORD)).status).toBe(303);
  }, 120_000);

  it('failures from one address lock that address for every account; another address signs in', async () => {
    const from = machine();
    const guest = await account('aunt');
    for (let i = 0; i < LIMITS.signInFailuresPerAddress; i++) {
      expect((await signIn(from, `nobody${i}@security.test`, 'wrong-password')).status).toBe(401);
    }
    const mark = await world.writeMark();
    expectLimitedPage(
      await signIn(from, `nobody@security.test`, 'wrong-password'),
      900,
      signInPageMessages.addressLocked,
    );
    expectLimitedPage(await signIn(from, guest.email, DEMO_PASSWORD), 900, signInPageMessages.addressLocked);
    expect(await world.writesSince(mark)).toEqual([]);
    expect((await signIn(machine(), guest.email, DEMO_PASSWORD)).status).toBe(303);
  }, 120_000);

  it('a success neither counts against the address nor keeps the account its earlier failures', async () => {
    const from = machine();
    const guest = await account('cousin');
    // Three failures of four on this address and nine of ten on the account.
    for (let i = 0; i < LIMITS.signInFailuresPerAddress - 1; i++) {
      expect((await signIn(from, guest.email, 'wrong-password')).status).toBe(401);
    }
    for (let i = LIMITS.signInFailuresPerAddress - 1; i < LIMITS.signInFailuresPerAccount - 1; i++) {
      expect((await signIn(machine(), guest.email, 'wrong-password')).status).toBe(401);
    }
    // Successes from the same address: none counts.
    for (let i = 0; i < 3; i++) expect((await signIn(from, guest.email, DEMO_PASSWORD)).status).toBe(303);
    // The address still has its one failure left; the account has all ten again.
    expect((await signIn(from, guest.email, 'wrong-password')).status).toBe(401);
    expect((await signIn(from, guest.email, 'wrong-password')).status).toBe(429);
    for (let i = 1; i < LIMITS.signInFailuresPerAccount; i++) {
      expect((await signIn(machine(), guest.email, 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(machine(), guest.email, 'wrong-password')).status).toBe(429);
  }, 120_000);

  it('invalid sign-in forms are refused on the page and do not count as failures', async () => {
    const from = machine();
    for (let i = 0; i < LIMITS.signInFailuresPerAddress + 2; i++) {
      const res = await world.browser().send({
        method: 'POST',
        path: '/api/login',
        form: { email: 'not-an-email', password: 'x' },
        localAddress: from,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect((await signIn(from, 'nobody@security.test', 'wrong-password')).status).toBe(401);
  });

  it('a password reset opens an account locked by wrong guesses', async () => {
    const guest = await account('sister');
    for (let i = 0; i <= LIMITS.signInFailuresPerAccount; i++)
      await signIn(machine(), guest.email, 'wrong-password');
    expect((await signIn(machine(), guest.email, DEMO_PASSWORD)).status).toBe(429);
    const token = newToken();
    await world.db('password_reset_tokens').insert({
      userId: guest.id,
      tokenHash: hashToken(token),
      purpose: 'reset',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await world.browser().send({
      method: 'POST',
      path: '/api/login/reset',
      form: { token, password: 'a-new-password-2026' },
      localAddress: machine(),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(machine(), guest.email, 'a-new-password-2026')).status).toBe(303);
  }, 120_000);
});
