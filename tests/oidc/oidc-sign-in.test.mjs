// OpenID Connect sign-in against npm `oidc-provider` (an OpenID-certified provider) run in-process
// with its default settings, with Node's test runner: openid-client is ESM-only, which jest cannot
// load, so this runs on the built API (services/api/dist). A browser is played by a cookie jar
// that follows redirects hop by hop and fills in the provider's development sign-in and consent
// forms, as a person would.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import Provider from 'oidc-provider';

const require = createRequire(import.meta.url);
const dist = (p) => require(`../../services/api/dist/${p}`);
const { createApp } = dist('app.js');
const { loadConfig } = dist('config.js');
const { createKnex } = require('@beauty/server/db/knex');
const { ensureDatabase, dropDatabase } = dist('db/ensure-database.js');
const { migrateLatest } = dist('db/migrations.js');
const { createMetrics } = dist('http/metrics.js');
const { createRateLimiters } = dist('http/rate-limit.js');
const { apiMessages } = require('@beauty/domain/messages');
const { oidcMessages } = require('@beauty/domain/account-messages');
const Redis = require('ioredis');
const pino = require('pino');

const CLIENT_ID = 'beauty-web';
const CLIENT_SECRET = 'client-secret-value-that-is-long-enough';

/** The provider's people: the claims its findAccount gives for a login name. */
const accounts = new Map();

async function listen() {
  const server = http.createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

let knex;
let redis;
let databaseUrl;
/** Every log line of the API, to check what it logs about a refused sign-in. */
const logLines = [];
const stacks = [];

/**
 * One provider and one API configured for it. `providerOptions` are added to the provider's
 * configuration; the main stack passes none beyond what its client registration needs.
 */
async function startStack(providerOptions = {}) {
  const api = await listen();
  const op = await listen();
  const provider = new Provider(op.origin, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${api.origin}/api/login/callback`],
        post_logout_redirect_uris: [`${api.origin}/`],
      },
    ],
    // Which claims the standard scopes release (the default knows only openid: sub).
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ ...accounts.get(sub), sub }) };
    },
    ...providerOptions,
  });
  const calls = { userinfo: 0, tokenAuth: [] };
  const handle = provider.callback();
  op.server.on('request', (req, res) => {
    if (req.url.startsWith('/me')) calls.userinfo += 1;
    if (req.url.startsWith('/token')) calls.tokenAuth.push(req.headers.authorization?.split(' ')[0]);
    handle(req, res);
  });
  serveApi(api, op.origin);
  const stack = { origin: api.origin, issuer: op.origin, calls, servers: [api.server, op.server] };
  stacks.push(stack);
  return stack;
}

/** The API at `api`, configured for the provider at `issuer`. */
function serveApi(api, issuer) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PUBLIC_URL: api.origin,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `test_oidc_${Date.now().toString(36)}`,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
  const deps = {
    config,
    knex,
    redis,
    logger: pino({ level: 'info' }, { write: (line) => logLines.push(JSON.parse(line)) }),
    metrics: createMetrics(),
    rateLimiters: createRateLimiters(config, redis),
  };
  api.server.on('request', createApp(deps, { serveFrontend: false }).callback());
}

let main;

before(async () => {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/beauty_oidc_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  databaseUrl = base.toString();
  await ensureDatabase(databaseUrl);
  knex = createKnex(databaseUrl, { max: 4 });
  await migrateLatest(knex);
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', () => {});
  main = await startStack();
});

after(async () => {
  for (const stack of stacks) {
    for (const server of stack.servers) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }
  await knex.destroy();
  redis.disconnect();
  await dropDatabase(databaseUrl);
});

/** A browser: a cookie jar (by origin and path) and redirects followed one hop at a time. */
class Browser {
  jar = [];

  cookieHeader(url) {
    return this.jar
      .filter(
        (c) =>
          c.origin === url.origin &&
          (url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/'))),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  cookie(origin, name) {
    return this.jar.find((c) => c.origin === origin && c.name === name)?.value;
  }

  remember(url, res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = Object.fromEntries(
        attributes.map((a) => {
          const i = a.indexOf('=');
          return i < 0 ? [a.toLowerCase(), true] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
        }),
      );
      const path = attr.path ?? '/';
      this.jar = this.jar.filter((c) => !(c.origin === url.origin && c.name === name && c.path === path));
      const gone =
        value === '' ||
        (attr['max-age'] !== undefined && Number(attr['max-age']) <= 0) ||
        (attr.expires && new Date(attr.expires).getTime() <= Date.now());
      if (!gone) this.jar.push({ origin: url.origin, name, value, path, attr });
    }
  }

  /** One request, no redirect followed. */
  async request(url, { method = 'GET', form, headers = {} } = {}) {
    url = new URL(url);
    const cookie = this.cookieHeader(url);
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.remember(url, res);
    return { url, res, status: res.status, text: await res.text() };
  }

  /**
   * Go to an address and follow redirects (a POST's 303 becomes a GET) until a page answers,
   * the browser leaves for one of our web app's pages (not served in this test), or `stopAt`
   * says to stop before requesting an address.
   */
  async navigate(url, { method = 'GET', form, headers, stopAt } = {}) {
    let next = new URL(url);
    let request = { method, form, headers };
    for (let hop = 0; hop < 12; hop++) {
      const step = await this.request(next, request);
      if (step.status < 300 || step.status >= 400) return step;
      next = new URL(step.res.headers.get('location'), next);
      request = {};
      if (stopAt?.(next)) return { ...step, stoppedAt: next };
      const onApi = stacks.some((s) => s.origin === next.origin);
      if (onApi && !next.pathname.startsWith('/api/')) return { ...step, landedAt: next };
    }
    throw new Error('too many redirects');
  }
}

const isCallback = (url) => url.pathname === '/api/login/callback';

/** The provider's form on a page: where it posts and its hidden fields. */
function formOf(html) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { action: action?.replaceAll('&amp;', '&'), hidden };
}

/**
 * Sign in at the provider as `login` (its development sign-in takes any password), consent
 * when asked, and come back. With `stopAt`, the browser stops before that address.
 */
async function throughProvider(browser, stack, path, login, { stopAt } = {}) {
  let step = await browser.navigate(new URL(path, stack.origin), { stopAt });
  for (let i = 0; i < 3 && !step.stoppedAt && new URL(step.url).origin === stack.issuer; i++) {
    const { action, hidden } = formOf(step.text);
    if (!action) break;
    const fields = hidden.prompt === 'login' ? { ...hidden, login, password: 'any password' } : hidden;
    step = await browser.navigate(new URL(action, step.url), { method: 'POST', form: fields, stopAt });
  }
  return step;
}

async function whoAmI(browser, stack = main) {
  const step = await browser.request(`${stack.origin}/api/auth/user`);
  return step.status === 200 ? JSON.parse(step.text) : null;
}

const sessionCookie = (browser, stack = main) => browser.cookie(stack.origin, 'sid');
const decodeJwt = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const sha256 = (value) => createHash('sha256').update(value).digest('hex');

/** A refusal is the sign-in page with its message and a way to try again, never JSON or a 500. */
function assertRefusalPage(step, status, message) {
  assert.equal(step.status, status, step.text);
  assert.match(step.res.headers.get('content-type'), /^text\/html/);
  assert.equal(step.res.headers.get('cache-control'), 'no-store');
  const html = step.text.replaceAll('&#39;', "'");
  assert.ok(html.includes(message), `the page says: ${message}`);
  assert.ok(html.includes(oidcMessages.heading));
  const retry = /<a class="button-link" href="([^"]+)">Try again<\/a>/.exec(step.text);
  assert.ok(retry, 'the page offers Try again');
  return new URL(retry[1].replaceAll('&amp;', '&'), step.url);
}

test('GET /api/login sends the browser to the provider with PKCE, state and nonce, bound to the browser', async () => {
  const browser = new Browser();
  const step = await browser.request(`${main.origin}/api/login?redirect=/book`);
  assert.equal(step.status, 302);
  const to = new URL(step.res.headers.get('location'));
  assert.equal(to.origin, main.issuer);
  assert.equal(to.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(to.searchParams.get('code_challenge'));
  assert.ok(to.searchParams.get('nonce'));
  assert.equal(to.searchParams.get('redirect_uri'), `${main.origin}/api/login/callback`);
  assert.equal(to.searchParams.get('scope'), 'openid email profile');
  const state = to.searchParams.get('state');
  const set = step.res.headers.getSetCookie().find((c) => c.startsWith('oidc_login='));
  assert.ok(set, 'a cookie ties the sign-in to this browser');
  assert.match(set, /; path=\/api\/login(;|$)/);
  assert.match(set, /; samesite=lax/);
  assert.match(set, /; httponly/);
  const row = await knex('login_states').where({ state }).first();
  assert.equal(row.browserHash, sha256(browser.cookie(main.origin, 'oidc_login')));
});

test('a new person is created from UserInfo (the ID token has no email) and lands on redirect with data intact', async () => {
  accounts.set('june', {
    email: 'new.bride@example.com',
    email_verified: true,
    given_name: 'June',
    family_name: 'Park',
  });
  const browser = new Browser();
  const data = JSON.stringify({ bridalPackage: 'bride-plus-1', eventDate: '2031-06-01' });
  const step = await throughProvider(
    browser,
    main,
    `/api/login?redirect=/book&data=${encodeURIComponent(data)}`,
    'june',
  );
  assert.equal(step.landedAt?.pathname, '/book');
  assert.deepEqual(JSON.parse(step.landedAt.searchParams.get('data')), JSON.parse(data));
  const user = await whoAmI(browser);
  assert.equal(user.email, 'new.bride@example.com');
  assert.equal(user.firstName, 'June');
  assert.equal(user.lastName, 'Park');
  assert.equal(user.role, 'customer');
  // The provider's defaults keep the email out of the ID token: it came from UserInfo.
  const session = await knex('sessions').where({ userId: user.id }).first();
  const idToken = decodeJwt(session.oidcIdToken);
  assert.equal(idToken.sub, 'june');
  assert.equal(idToken.email, undefined);
  assert.equal(main.calls.userinfo, 1);
  // The client authenticates as a registered client does by default (client_secret_basic).
  assert.deepEqual(main.calls.tokenAuth, ['Basic']);
  // The sign-in is used up, and so is the browser's binding cookie.
  assert.equal(browser.cookie(main.origin, 'oidc_login'), undefined);
  assert.equal((await knex('login_states').where({ data })).length, 0);
});

test('an existing account with the same verified email is linked, not duplicated', async () => {
  await knex('users').insert({ email: 'existing@example.com', firstName: 'Ivy', role: 'stylist' });
  accounts.set('ivy', { email: 'Existing@example.com', email_verified: true });
  const browser = new Browser();
  await throughProvider(browser, main, '/api/login', 'ivy');
  const user = await whoAmI(browser);
  assert.equal(user.role, 'stylist');
  const rows = await knex('users').whereRaw('lower(email) = ?', ['existing@example.com']);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].oidcSubject, 'ivy');
});

test('an unverified email does not take over an existing account', async () => {
  await knex('users').insert({ email: 'victim@example.com', firstName: 'Vera', role: 'admin' });
  accounts.set('taker', { email: 'victim@example.com', email_verified: false });
  const browser = new Browser();
  const step = await throughProvider(browser, main, '/api/login', 'taker');
  assertRefusalPage(step, 401, oidcMessages.unverifiedEmail);
  assert.equal(sessionCookie(browser), undefined);
  const row = await knex('users').where({ email: 'victim@example.com' }).first();
  assert.equal(row.oidcSubject, null);
});

test('an account signed up here whose email nobody confirmed is not joined to the identity (pre-hijack)', async () => {
  // Someone registered her address with a password of theirs and never opened the confirmation link.
  await knex('users').insert({
    email: 'bride.to.be@example.com',
    firstName: 'Squatter',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
  });
  accounts.set('bride-oidc', { email: 'bride.to.be@example.com', email_verified: true });
  const refusedBrowser = new Browser();
  const step = await throughProvider(refusedBrowser, main, '/api/login', 'bride-oidc');
  assertRefusalPage(step, 401, apiMessages.oidcUnconfirmedAccount);
  assert.equal(sessionCookie(refusedBrowser), undefined);
  assert.equal((await knex('users').where({ email: 'bride.to.be@example.com' }).first()).oidcSubject, null);

  // Once the address is confirmed (the owner opened the link), it is hers to join.
  await knex('users').where({ email: 'bride.to.be@example.com' }).update({ emailVerifiedAt: new Date() });
  const browser = new Browser();
  await throughProvider(browser, main, '/api/login', 'bride-oidc');
  assert.equal((await whoAmI(browser))?.email, 'bride.to.be@example.com');
  assert.equal(
    (await knex('users').where({ email: 'bride.to.be@example.com' }).first()).oidcSubject,
    'bride-oidc',
  );
});

test("the landing form's hand-off fills the new account's profile", async () => {
  accounts.set('hana', { email: 'hana@example.com', email_verified: true });
  const browser = new Browser();
  const res = await fetch(`${main.origin}/api/login/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: main.origin },
    body: JSON.stringify({ name: 'Hana Lee', email: 'hana@example.com', phone: '253-555-0142' }),
  });
  assert.equal(res.status, 200);
  const { handoff } = await res.json();
  const step = await throughProvider(browser, main, `/api/login?redirect=/book&handoff=${handoff}`, 'hana');
  assert.equal(step.landedAt?.pathname, '/book');
  const user = await knex('users').where({ email: 'hana@example.com' }).first();
  assert.equal(user.phone, '253-555-0142');
  assert.equal(user.firstName, 'Hana');
  assert.equal(user.lastName, 'Lee');
  assert.equal((await knex('login_handoffs').where({ tokenHash: sha256(handoff) })).length, 0);
});

test('a callback address used twice signs in once', async () => {
  accounts.set('rita', { email: 'rita@example.com', email_verified: true });
  const browser = new Browser();
  const stopped = await throughProvider(browser, main, '/api/login', 'rita', { stopAt: isCallback });
  const callback = stopped.stoppedAt;
  assert.ok(callback.searchParams.get('code'));
  const first = await browser.navigate(callback);
  assert.equal(first.landedAt?.pathname, '/');
  const user = await whoAmI(browser);
  const again = await browser.navigate(callback);
  const retry = assertRefusalPage(again, 400, oidcMessages.expired);
  assert.equal(retry.pathname, '/api/login');
  assert.equal((await knex('sessions').where({ userId: user.id })).length, 1);
});

test('a callback with an unknown, missing or expired state is refused with a page', async () => {
  for (const query of ['?code=abc&state=forged', '?code=abc', '']) {
    const browser = new Browser();
    const step = await browser.navigate(`${main.origin}/api/login/callback${query}`);
    assertRefusalPage(step, 400, oidcMessages.expired);
    assert.equal(sessionCookie(browser), undefined);
  }
  accounts.set('slow', { email: 'slow@example.com', email_verified: true });
  const browser = new Browser();
  const stopped = await throughProvider(browser, main, '/api/login?redirect=/book', 'slow', {
    stopAt: isCallback,
  });
  await knex('login_states')
    .where({ state: stopped.stoppedAt.searchParams.get('state') })
    .update({ expiresAt: new Date(Date.now() - 1000) });
  const late = await browser.navigate(stopped.stoppedAt);
  assertRefusalPage(late, 400, oidcMessages.expired);
  assert.equal(sessionCookie(browser), undefined);
  assert.equal(await knex('users').where({ email: 'slow@example.com' }).first(), undefined);
});

test('a callback address begun in another browser signs no one in (login CSRF)', async () => {
  accounts.set('mallory', { email: 'mallory@example.com', email_verified: true });
  const attacker = new Browser();
  const stopped = await throughProvider(attacker, main, '/api/login', 'mallory', { stopAt: isCallback });
  const forged = stopped.stoppedAt;
  const sessionsBefore = (await knex('sessions')).length;

  // A victim who never began a sign-in, and one who has her own sign-in under way.
  const idle = new Browser();
  const busy = new Browser();
  await busy.request(`${main.origin}/api/login`);
  assert.ok(busy.cookie(main.origin, 'oidc_login'));
  for (const victim of [idle, busy]) {
    const step = await victim.navigate(forged);
    assertRefusalPage(step, 403, oidcMessages.otherBrowser);
    assert.equal(sessionCookie(victim), undefined);
    assert.equal(await whoAmI(victim), null);
  }
  assert.ok(busy.cookie(main.origin, 'oidc_login'), 'her own sign-in is left alone');
  assert.equal((await knex('sessions')).length, sessionsBefore);
  assert.equal(await knex('users').where({ oidcSubject: 'mallory' }).first(), undefined);

  // The code was good: in the browser that began it, the same address signs in.
  const own = await attacker.navigate(forged);
  assert.equal(own.landedAt?.pathname, '/');
  assert.equal((await whoAmI(attacker)).email, 'mallory@example.com');
});

test('cancelling at the provider (access_denied) shows a page with Try again, and is logged', async () => {
  const browser = new Browser();
  const data = JSON.stringify({ bridalPackage: 'bride-only', eventDate: '2031-07-04' });
  const atProvider = await browser.navigate(
    `${main.origin}/api/login?redirect=/book&data=${encodeURIComponent(data)}`,
  );
  assert.equal(new URL(atProvider.url).origin, main.issuer);
  const cancel = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(atProvider.text)[1];
  const step = await browser.navigate(new URL(cancel.replaceAll('&amp;', '&'), atProvider.url));
  assert.equal(new URL(step.url).pathname, '/api/login/callback');
  assert.equal(new URL(step.url).searchParams.get('error'), 'access_denied');
  const retry = assertRefusalPage(step, 401, oidcMessages.cancelled);
  assert.equal(retry.pathname, '/api/login');
  assert.equal(retry.searchParams.get('redirect'), '/book');
  assert.equal(retry.searchParams.get('data'), data);
  assert.equal(sessionCookie(browser), undefined);
  const logged = logLines.find((l) => l.msg === 'OIDC sign-in refused' && l.oidc?.error === 'access_denied');
  assert.ok(logged, 'the provider error is logged');
  assert.equal(logged.level, 40);
  // Try again begins a new sign-in at the provider.
  const again = await browser.request(retry);
  assert.equal(new URL(again.res.headers.get('location')).origin, main.issuer);
});

test('another provider error, and a failing token endpoint, show a page, never a 500', async () => {
  const browser = new Browser();
  const begun = await browser.request(`${main.origin}/api/login?redirect=/book`);
  const state = new URL(begun.res.headers.get('location')).searchParams.get('state');
  const odd = await browser.navigate(
    `${main.origin}/api/login/callback?error=temporarily_unavailable&error_description=down&state=${state}`,
  );
  const retry = assertRefusalPage(odd, 400, oidcMessages.providerFailed);
  assert.equal(retry.searchParams.get('redirect'), '/book');
  assert.ok(
    logLines.some((l) => l.oidc?.error === 'temporarily_unavailable' && l.oidc?.errorDescription === 'down'),
  );
  const unknown = await new Browser().navigate(`${main.origin}/api/login/callback?error=%3Cscript%3E`);
  assertRefusalPage(unknown, 400, oidcMessages.providerFailed);
  assert.ok(!unknown.text.includes('<script>'));

  // A code the token endpoint refuses (invalid_grant).
  accounts.set('tess', { email: 'tess@example.com', email_verified: true });
  const stopped = await throughProvider(browser, main, '/api/login', 'tess', { stopAt: isCallback });
  const tampered = new URL(stopped.stoppedAt);
  tampered.searchParams.set('code', `${tampered.searchParams.get('code')}x`);
  const step = await browser.navigate(tampered);
  assertRefusalPage(step, 400, oidcMessages.providerFailed);
  assert.equal(sessionCookie(browser), undefined);
  assert.ok(logLines.some((l) => l.oidc?.reason === 'token-failed' && l.oidc?.error === 'invalid_grant'));
});

test('signing out ends our session and the provider session (RP-initiated logout)', async () => {
  accounts.set('olive', { email: 'olive@example.com', email_verified: true });
  const browser = new Browser();
  await throughProvider(browser, main, '/api/login', 'olive');
  const user = await whoAmI(browser);
  const { oidcIdToken } = await knex('sessions').where({ userId: user.id }).first();

  // A role change rotates the session; the new one keeps the ID token.
  await knex('users')
    .where({ id: user.id })
    .update({ roleChangedAt: new Date(Date.now() + 1000) });
  assert.equal((await whoAmI(browser)).id, user.id);
  const rotated = await knex('sessions').where({ userId: user.id });
  assert.equal(rotated.length, 1);
  assert.equal(rotated[0].oidcIdToken, oidcIdToken);
  await knex('users').where({ id: user.id }).update({ roleChangedAt: null });

  // Another site's link does not sign her out, here or there.
  const forged = await browser.request(`${main.origin}/api/logout`, {
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  assert.equal(forged.res.headers.get('location'), '/');
  assert.equal((await whoAmI(browser)).id, user.id);

  const out = await browser.request(`${main.origin}/api/logout`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  assert.equal(out.status, 302);
  const to = new URL(out.res.headers.get('location'));
  assert.equal(`${to.origin}${to.pathname}`, `${main.issuer}/session/end`);
  assert.equal(to.searchParams.get('id_token_hint'), oidcIdToken);
  assert.equal(to.searchParams.get('post_logout_redirect_uri'), `${main.origin}/`);
  assert.equal(to.searchParams.get('client_id'), CLIENT_ID);
  assert.equal(await whoAmI(browser), null);
  assert.equal((await knex('sessions').where({ userId: user.id })).length, 0);

  // The provider asks to confirm, then sends her home.
  const confirm = await browser.navigate(to);
  const { action, hidden } = formOf(confirm.text);
  const home = await browser.navigate(new URL(action, confirm.url), {
    method: 'POST',
    form: { ...hidden, logout: 'yes' },
  });
  assert.equal(home.landedAt?.href, `${main.origin}/`);
  // Signed out there too: the next sign-in asks who she is.
  const next = await browser.navigate(`${main.origin}/api/login`);
  assert.equal(new URL(next.url).origin, main.issuer);
  assert.equal(formOf(next.text).hidden.prompt, 'login');
});

test('signing out of a session without an ID token goes home', async () => {
  const [user] = await knex('users').insert({ email: 'plain@example.com' }).returning('id');
  const token = randomBytes(32).toString('base64url');
  await knex('sessions').insert({
    idHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const res = await fetch(`${main.origin}/api/logout`, {
    redirect: 'manual',
    headers: { cookie: `sid=${token}`, 'sec-fetch-site': 'same-origin' },
  });
  assert.equal(res.headers.get('location'), '/');
  assert.equal((await knex('sessions').where({ userId: user.id })).length, 0);
});

test('a provider with the email in the ID token and no end-session endpoint: no UserInfo call, sign-out goes home', async () => {
  const plain = await startStack({
    conformIdTokenClaims: false,
    features: { rpInitiatedLogout: { enabled: false } },
  });
  accounts.set('greta', { email: 'greta@example.com', email_verified: true, given_name: 'Greta' });
  const browser = new Browser();
  const step = await throughProvider(browser, plain, '/api/login?redirect=/account', 'greta');
  assert.equal(step.landedAt?.pathname, '/account');
  const user = await whoAmI(browser, plain);
  assert.equal(user.email, 'greta@example.com');
  assert.equal(user.firstName, 'Greta');
  assert.equal(plain.calls.userinfo, 0);
  const out = await browser.request(`${plain.origin}/api/logout`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  assert.equal(out.res.headers.get('location'), '/');
  assert.equal(await whoAmI(browser, plain), null);
});

test('a provider that cannot be reached shows a page, and begins nothing', async () => {
  const gone = await listen();
  const issuer = gone.origin;
  gone.server.close();
  const api = await listen();
  serveApi(api, issuer);
  stacks.push({ origin: api.origin, servers: [api.server] });
  const states = (await knex('login_states')).length;
  const browser = new Browser();
  const step = await browser.request(`${api.origin}/api/login?redirect=/book`);
  const retry = assertRefusalPage(step, 503, oidcMessages.providerUnreachable);
  assert.equal(retry.searchParams.get('redirect'), '/book');
  assert.equal(browser.cookie(api.origin, 'oidc_login'), undefined);
  assert.equal((await knex('login_states')).length, states);
  assert.ok(logLines.some((l) => l.oidc?.reason === 'discovery-failed'));
});
