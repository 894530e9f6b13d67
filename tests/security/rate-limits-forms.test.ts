import { randomUUID } from 'node:crypto';
import { signInPageMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import { type Client, closeAgent } from '../support/http';
import {
  BUDGET,
  expectLimited,
  expectLimitedPage,
  groups,
  LIMITS,
  machine,
  sendFrom,
  startLimitedWorld,
} from './support/rate-limits';
import { type RouteSpec, routeName, routeTable } from './support/routes';
import type { World } from './support/world';

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

beforeAll(async () => {
  world = await startLimitedWorld('rate_limits');
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

const send = (route: RouteSpec, from: string, headers: Record<string, string> = {}, browser?: Client) =>
  sendFrom(world, route, from, headers, browser);

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
