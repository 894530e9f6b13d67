import { DEMO_PASSWORD } from '../../services/api/src/db/seed';
import type { RateLimitName } from '../../services/api/src/http/rate-limit';
import { baseBody } from './support/cases';
import { type Answer, type Browser, closeAgent } from './support/http';
import { fillPath, type RouteSpec, routeName, routeTable } from './support/routes';
import { startWorld, type World } from './support/world';

/**
 * Issue 6.4, abuse: sign-in and the public forms are rate limited per client address. On an API
 * started with low limits, every rate-limited route of the route table takes its budget and then
 * answers 429 with Retry-After and a message, before validation and without writing; a forged
 * X-Forwarded-For does not buy a new budget.
 */
let world: World;

const LIMITS = { login: 3, contact: 2, publicForm: 2 };

beforeAll(async () => {
  world = await startWorld('rate_limits', {
    env: {
      RATE_LIMIT_LOGIN_PER_15_MIN: String(LIMITS.login),
      RATE_LIMIT_CONTACT_PER_HOUR: String(LIMITS.contact),
      RATE_LIMIT_PUBLIC_FORM_PER_HOUR: String(LIMITS.publicForm),
    },
  });
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

/** The budget and window of each limiter, as the API derives them from its configuration. */
const BUDGET: Record<RateLimitName, { points: number; seconds: number }> = {
  login: { points: LIMITS.login, seconds: 900 },
  contact: { points: LIMITS.contact, seconds: 3600 },
  publicForm: { points: LIMITS.publicForm, seconds: 3600 },
  upload: { points: LIMITS.publicForm * 5, seconds: 3600 },
};

function send(browser: Browser, route: RouteSpec, headers: Record<string, string> = {}): Promise<Answer> {
  const body = route.body ? baseBody(route) : undefined;
  return browser.send({
    method: route.method,
    path: fillPath(route.path),
    ...(body ? (route.bodyType === 'form' ? { form: body as Record<string, string> } : { json: body }) : {}),
    headers,
  });
}

function expectLimited(res: Answer, seconds: number) {
  expect(res.status).toBe(429);
  expect(res.json.message).toBe('Too many requests. Please wait a moment and try again.');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

const groups: Array<[RateLimitName, RouteSpec[]]> = [];
for (const route of routeTable.filter((r) => r.rateLimit)) {
  const group = groups.find(([name]) => name === route.rateLimit);
  if (group) group[1].push(route);
  else groups.push([route.rateLimit!, [route]]);
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
  });

  it.each(groups)(
    '%s: the budget, then 429 with Retry-After on every route of the group, writing nothing',
    async (name, routes) => {
      const { points, seconds } = BUDGET[name];
      const browser = world.browser();
      for (let i = 0; i < points; i++) {
        const res = await send(browser, routes[i % routes.length]!);
        expect(res.status).not.toBe(429);
        expect(res.status).toBeLessThan(500);
      }
      for (const route of routes) {
        const mark = await world.writeMark();
        expectLimited(await send(browser, route), seconds);
        // Another address claimed in a header this API does not trust (TRUST_PROXY is off).
        expectLimited(await send(world.browser(), route, { 'x-forwarded-for': '203.0.113.7' }), seconds);
        expect(await world.writesSince(mark)).toEqual([]);
      }
    },
  );

  it('once limited, even the right password does not sign in', async () => {
    const mark = await world.writeMark();
    const res = await world.browser().send({
      method: 'POST',
      path: '/api/login',
      form: { email: 'admin@demo.bridalbeauty.test', password: DEMO_PASSWORD },
    });
    expectLimited(res, 900);
    expect(res.setCookies).toEqual([]);
    expect(await world.writesSince(mark)).toEqual([]);
  });
});
