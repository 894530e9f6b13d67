// The OIDC tests' world (see oidc-sign-in.test.mjs): a database, Redis, the API built in
// services/api/dist and npm `oidc-provider` run in-process, started before a file's tests and
// stopped after them (node:test hooks registered by importing this module), and a browser played
// by a cookie jar that follows redirects hop by hop.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import Provider from 'oidc-provider';

const require = createRequire(import.meta.url);
const dist = (p) => require(`../../../services/api/dist/${p}`);
const { createApp } = dist('app.js');
const { loadConfig } = dist('config.js');
const { createKnex } = require('@beauty/server/db/knex');
const { clearTestPrefix } = require('@beauty/server/test-prefix');
const { ensureDatabase, dropDatabase } = dist('db/ensure-database.js');
const { migrateLatest } = dist('db/migrations.js');
const { createHttpServer } = dist('http/http-server.js');
const { createMetrics } = dist('http/metrics.js');
const { createRateLimiters } = dist('http/rate-limit.js');
export const { apiMessages } = require('@beauty/domain/messages');
export const { accountMessages, oidcMessages } = require('@beauty/domain/account-messages');
export const Redis = require('ioredis');
export const pino = require('pino');

export const CLIENT_ID = 'beauty-web';
export const CLIENT_SECRET = 'client-secret-value-that-is-long-enough';

/** The provider's people: the claims its findAccount gives for a login name. */
export const accounts = new Map();

/** A plain HTTP server (the provider's) on a free loopback port. */
export async function listen(server = http.createServer()) {
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** The API's HTTP server, as main.ts creates it, on a free loopback port. */
export const listenApi = () => listen(createHttpServer());

export let knex;
export let redis;
export let databaseUrl;
/** Every log line of the API, to check what it logs about a refused sign-in. */
export const logLines = [];
export const stacks = [];

/**
 * One provider and one API configured for it. `providerOptions` are added to the provider's
 * configuration; the main stack passes none beyond what its client registration needs.
 */
export async function startStack(providerOptions = {}) {
  const api = await listenApi();
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
export function serveApi(api, issuer) {
  const redisPrefix = `test_oidc_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  redisPrefixes.push(redisPrefix);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PUBLIC_URL: api.origin,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
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

export let main;
/** The Redis prefix of each API served, cleared after the suite. */
const redisPrefixes = [];

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
  for (const prefix of redisPrefixes) await clearTestPrefix(redis, prefix);
  redis.disconnect();
  await dropDatabase(databaseUrl);
});

/** A browser: a cookie jar (by origin and path) and redirects followed one hop at a time. */
export class Browser {
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

  /** One request, no redirect followed; a `json` body goes with our Origin, as the web app sends it. */
  async request(url, { method = 'GET', form, json, headers = {} } = {}) {
    url = new URL(url);
    const cookie = this.cookieHeader(url);
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(json ? { 'content-type': 'application/json', origin: url.origin } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : json ? JSON.stringify(json) : undefined,
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

export const isCallback = (url) => url.pathname === '/api/login/callback';

/** The provider's form on a page: where it posts and its hidden fields. */
export function formOf(html) {
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
export async function throughProvider(browser, stack, path, login, { stopAt } = {}) {
  let step = await browser.navigate(new URL(path, stack.origin), { stopAt });
  for (let i = 0; i < 3 && !step.stoppedAt && new URL(step.url).origin === stack.issuer; i++) {
    const { action, hidden } = formOf(step.text);
    if (!action) break;
    const fields = hidden.prompt === 'login' ? { ...hidden, login, password: 'any password' } : hidden;
    step = await browser.navigate(new URL(action, step.url), { method: 'POST', form: fields, stopAt });
  }
  return step;
}

export async function whoAmI(browser, stack = main) {
  const step = await browser.request(`${stack.origin}/api/auth/user`);
  return step.status === 200 ? JSON.parse(step.text) : null;
}

export const sessionCookie = (browser, stack = main) => browser.cookie(stack.origin, 'sid');
export const decodeJwt = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
export const sha256 = (value) => createHash('sha256').update(value).digest('hex');

/** A refusal is the sign-in page with its message and a way to try again, never JSON or a 500. */
export function assertRefusalPage(step, status, message) {
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
