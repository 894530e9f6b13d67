import { DEMO_PASSWORD } from '@beauty/api/db/seed';
import { type Answer, Client, closeAgent } from '../support/http';
import { scriptableMarkup } from './support/cases';
import { startWorld, type World } from './support/world';

/**
 * Issue 6.4, headers and sessions: every kind of answer (JSON, errors, the server-rendered
 * sign-in pages, the built web app, files) carries a CSP without inline or eval'd scripts,
 * nosniff, no framing and a referrer policy; HSTS only when PUBLIC_URL is https. The session
 * cookie is HttpOnly, SameSite=Lax, Path=/, and Secure with the __Host- prefix over https; its
 * id changes at sign-in and after a role change, and the old id stops working.
 */
let http: World;
let https: World;

beforeAll(async () => {
  http = await startWorld('headers_http', { frontend: true });
  // TLS ends at a proxy in front; this process sees plain http and TRUST_PROXY is off.
  https = await startWorld('headers_https', { frontend: true, env: { PUBLIC_URL: 'https://bride.example' } });
}, 120_000);

afterAll(async () => {
  await http?.close();
  await https?.close();
  closeAgent();
});

/** CSP directives by name. */
function csp(headers: Headers): Map<string, string[]> {
  const value = String(headers.get('content-security-policy') ?? '');
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(res: Answer, label: string, options: { hsts: boolean }) {
  const h = res.headers;
  const policy = csp(h);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect([label, scripts]).toEqual([label, expect.any(Array)]);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect([label, scripts]).not.toEqual([label, expect.arrayContaining([unsafe])]);
  }
  expect([label, policy.get('frame-ancestors')]).toEqual([label, ["'none'"]]);
  expect([label, policy.get('object-src') ?? policy.get('default-src')]).toEqual([label, ["'none'"]]);
  expect([label, h.get('x-content-type-options')]).toEqual([label, 'nosniff']);
  expect([label, h.get('x-frame-options')]).toEqual([label, 'DENY']);
  expect([label, h.get('referrer-policy')]).toEqual([
    label,
    expect.stringMatching(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/),
  ]);
  expect([label, h.get('x-powered-by')]).toEqual([label, null]);
  if (options.hsts) {
    const hsts = String(h.get('strict-transport-security') ?? '');
    expect([label, hsts]).toEqual([label, expect.stringMatching(/max-age=\d+/)]);
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect([label, h.get('strict-transport-security')]).toEqual([label, null]);
  }
}

/** One answer of every kind the server gives. */
async function everyKindOfAnswer(world: World) {
  const visitor = world.browser();
  const admin = await world.signIn('admin@demo.bridalbeauty.test');
  const answers: Array<[string, Answer]> = [
    ['landing page (HTML)', await visitor.get('/', { accept: 'text/html' })],
    ['app shell (HTML)', await visitor.get('/gallery', { accept: 'text/html' })],
    ['script asset', await visitor.get('/assets/app-abc123.js', { accept: '*/*' })],
    ['sign-in page (HTML)', await visitor.get('/api/login', { accept: 'text/html' })],
    [
      'sign-in page with an error (HTML)',
      await visitor.send({
        method: 'POST',
        path: '/api/login',
        form: { email: 'x@example.com', password: 'nope' },
      }),
    ],
    ['JSON', await visitor.get('/api/services')],
    ['JSON, signed in', await admin.get('/api/admin/users')],
    ['400', await visitor.post('/api/contact', { nope: true })],
    ['401', await visitor.get('/api/auth/user')],
    ['403', await (await world.signIn('customer@demo.bridalbeauty.test')).get('/api/admin/users')],
    ['404', await visitor.get('/api/nothing-here')],
    ['405', await visitor.send({ method: 'PATCH', path: '/api/services' })],
    [
      '413',
      await visitor.send({
        method: 'POST',
        path: '/api/contact',
        body: 'x'.repeat(200_000),
        headers: { 'content-type': 'application/json' },
      }),
    ],
    ['redirect', await visitor.get('/api/logout')],
    ['health', await visitor.get('/healthz')],
    ['calendar feed 404', await visitor.get('/api/calendar/nope.ics')],
  ];
  return answers;
}

describe('security headers', () => {
  it('over http: on every kind of answer, and no HSTS', async () => {
    for (const [label, res] of await everyKindOfAnswer(http)) {
      expect([label, res.status]).not.toEqual([label, 500]);
      expectSecurityHeaders(res, label, { hsts: false });
    }
  });

  it('over https (PUBLIC_URL https): the same, plus HSTS', async () => {
    for (const [label, res] of await everyKindOfAnswer(https)) {
      expect([label, res.status]).not.toEqual([label, 500]);
      expectSecurityHeaders(res, label, { hsts: true });
    }
  });

  it('the HTML pages carry no inline script the CSP would have to allow', async () => {
    const visitor = http.browser();
    for (const path of ['/api/login', '/api/login?view=register', '/api/login?view=forgot', '/']) {
      const res = await visitor.get(path, { accept: 'text/html' });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      for (const tag of res.text.match(/<script\b[^>]*>/gi) ?? [])
        expect([path, tag]).toEqual([path, expect.stringMatching(/\bsrc=/)]);
      expect([path, scriptableMarkup(res.text)]).toEqual([path, []]);
    }
  });

  it('private answers are not cached', async () => {
    const admin = await http.signIn('admin@demo.bridalbeauty.test');
    expect((await admin.get('/api/auth/user')).headers.get('cache-control')).toBe('no-store');
    expect((await http.browser().get('/api/login')).headers.get('cache-control')).toBe('no-store');
  });
});

/** The session cookie's attributes, lower-cased, from a Set-Cookie line. */
function cookieOf(res: Answer, name: string) {
  const line = res.setCookies.find((l) => l.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attrs] = line.split(';').map((p) => p.trim());
  return {
    value: pair!.slice(name.length + 1),
    attrs: new Map(
      attrs.map((a) => {
        const eq = a.indexOf('=');
        return eq < 0 ? [a.toLowerCase(), ''] : [a.slice(0, eq).toLowerCase(), a.slice(eq + 1)];
      }),
    ),
  };
}

async function signInForm(browser: Client, email: string) {
  return browser.send({ method: 'POST', path: '/api/login', form: { email, password: DEMO_PASSWORD } });
}

describe('the session cookie', () => {
  it('over http: sid, HttpOnly, SameSite=Lax, Path=/, not Secure', async () => {
    const res = await signInForm(http.browser(), 'customer@demo.bridalbeauty.test');
    expect(res.status).toBe(303);
    const cookie = cookieOf(res, 'sid')!;
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    expect(cookie.attrs.has('httponly')).toBe(true);
    expect(cookie.attrs.get('samesite')).toBe('lax');
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.has('secure')).toBe(false);
    expect(cookie.attrs.has('domain')).toBe(false);
  });

  it('over https (even with TLS ended at a proxy): __Host-sid, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const browser = new Client(https.url, 'https://bride.example');
    const res = await signInForm(browser, 'customer@demo.bridalbeauty.test');
    expect(res.status).toBe(303);
    expect(cookieOf(res, 'sid')).toBeNull();
    const cookie = cookieOf(res, '__Host-sid')!;
    expect(cookie.attrs.has('secure')).toBe(true);
    expect(cookie.attrs.has('httponly')).toBe(true);
    expect(cookie.attrs.get('samesite')).toBe('lax');
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.has('domain')).toBe(false);
    expect((await browser.get('/api/auth/user')).json.email).toBe('customer@demo.bridalbeauty.test');
    // Signing out clears it the same way.
    const out = await browser.get('/api/logout');
    expect(cookieOf(out, '__Host-sid')!.attrs.has('secure')).toBe(true);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('changes at sign-in: a planted id is never adopted, and the earlier session ends', async () => {
    const browser = http.browser();
    browser.cookies.set('sid', 'attacker-chosen-session-id-0123456789abcdef');
    const first = await signInForm(browser, 'customer@demo.bridalbeauty.test');
    const firstId = cookieOf(first, 'sid')!.value;
    expect(firstId).not.toBe('attacker-chosen-session-id-0123456789abcdef');

    const second = await signInForm(browser, 'admin@demo.bridalbeauty.test');
    const secondId = cookieOf(second, 'sid')!.value;
    expect(secondId).not.toBe(firstId);
    expect((await browser.get('/api/auth/user')).json.role).toBe('admin');
    const stale = new Client(http.url);
    stale.cookies.set('sid', firstId);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('changes after a role change: the next request gets a new id with the new role, the old id stops working', async () => {
    const user = await http.createUser('customer', 'Rowan');
    const rowan = await http.sessionFor(user.id);
    const oldId = rowan.cookies.get('sid')!;
    expect((await rowan.get('/api/stylist/stats')).status).toBe(403);

    const admin = await http.signIn('admin@demo.bridalbeauty.test');
    const change = await admin.send({
      method: 'PUT',
      path: `/api/admin/users/${user.id}/role`,
      json: { role: 'stylist' },
    });
    expect(change.status).toBe(200);

    const next = await rowan.get('/api/stylist/stats');
    expect(next.status).toBe(200);
    const newId = cookieOf(next, 'sid')!.value;
    expect(newId).not.toBe(oldId);
    expect((await rowan.get('/api/auth/user')).json.role).toBe('stylist');
    const stale = new Client(http.url);
    stale.cookies.set('sid', oldId);
    expect((await stale.get('/api/auth/user')).status).toBe(401);

    // And back down: the stylist routes close at once.
    await admin.send({ method: 'PUT', path: `/api/admin/users/${user.id}/role`, json: { role: 'customer' } });
    expect((await rowan.get('/api/stylist/stats')).status).toBe(403);
  });
});
