import type { RateLimitName } from '@beauty/api/http/rate-limit';
import type { Answer, Client } from '../../support/http';
import { baseBody } from './cases';
import { fillPath, type RouteSpec, routeTable } from './routes';
import { startWorld, type World } from './world';

/** The low limits the rate-limit tests start their API with, and the helpers that send and check. */
export const LIMITS = {
  contact: 2,
  publicForm: 2,
  accountForms: 3,
  resetEmails: 2,
  signInFailuresPerAccount: 10,
  signInFailuresPerAddress: 4,
};

/** A world whose API has the low LIMITS. */
export function startLimitedWorld(label: string): Promise<World> {
  return startWorld(label, {
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
}

/** The limits that count wrong passwords only (sign-in, a password change): their own tests. */
const FAILURE_LIMITS: readonly RateLimitName[] = ['signIn', 'passwordCheck'];
export type RequestLimit = Exclude<RateLimitName, 'signIn' | 'passwordCheck'>;

/** The budget and window one client address has on each request-counting limit. */
export const BUDGET: Record<RequestLimit, { points: number; seconds: number }> = {
  contact: { points: LIMITS.contact, seconds: 3600 },
  publicForm: { points: LIMITS.publicForm, seconds: 3600 },
  upload: { points: LIMITS.publicForm * 5, seconds: 3600 },
  accountForm: { points: LIMITS.accountForms, seconds: 900 },
  // Each request asks for another email (baseBody): the address's budget runs out.
  passwordResetRequest: { points: LIMITS.accountForms, seconds: 900 },
};

/** Each group (and each sign-in case) is another client machine, so budgets are its own. */
let nextMachine = 10;
export const machine = () => `127.0.0.${nextMachine++}`;

export function sendFrom(
  world: World,
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

export const unescapeHtml = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The error banner of a sign-in page, as text. */
export const bannerOf = (res: Answer) =>
  unescapeHtml(/<div class="banner banner-error" role="alert">([^<]*)<\/div>/.exec(res.text)?.[1] ?? '');

/** A 429 with Retry-After within the window; returns the minutes a page should name. */
export function expectLimited(res: Answer, seconds: number): number {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  return Math.ceil(retryAfter / 60);
}

/** A sign-in form's 429: its own page (never JSON), the message in the banner. */
export function expectLimitedPage(res: Answer, seconds: number, message: (minutes: number) => string) {
  const minutes = expectLimited(res, seconds);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.json).toBeNull();
  expect(bannerOf(res)).toBe(message(minutes));
}

export const groups: Array<[RequestLimit, RouteSpec[]]> = [];
for (const route of routeTable.filter((r) => r.rateLimit && !FAILURE_LIMITS.includes(r.rateLimit))) {
  const group = groups.find(([name]) => name === route.rateLimit);
  if (group) group[1].push(route);
  else groups.push([route.rateLimit as RequestLimit, [route]]);
}
