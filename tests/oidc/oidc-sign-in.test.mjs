// OpenID Connect sign-in against a fake provider, with Node's test runner: openid-client is
// ESM-only, which jest cannot load, so this runs on the built API (services/api/dist).
// The provider is real HTTP with RS256-signed ID tokens and checks PKCE like a real one.
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';

const require = createRequire(import.meta.url);
const dist = (p) => require(`../../services/api/dist/${p}`);
const { createApp } = dist('app.js');
const { loadConfig } = dist('config.js');
const { createKnex } = dist('db/knex.js');
const { ensureDatabase, dropDatabase } = dist('db/ensure-database.js');
const { migrateLatest } = dist('db/migrations.js');
const { createMetrics } = dist('http/metrics.js');
const { createRateLimiters } = dist('http/rate-limit.js');
const Redis = require('ioredis');
const pino = require('pino');

const b64url = (buf) => Buffer.from(buf).toString('base64url');

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A minimal OpenID provider: discovery, JWKS, authorize (auto-consents as `nextUser`) and token. */
async function startProvider(clientId, clientSecret) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map();
  const provider = { nextUser: null, authorizeRequests: [], tokenRequests: 0 };
  const server = await listen(async (req, res) => {
    const url = new URL(req.url, provider.issuer);
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams);
      provider.authorizeRequests.push(q);
      const code = b64url(randomBytes(16));
      codes.set(code, { ...q, user: provider.nextUser });
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      provider.tokenRequests += 1;
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const basic = (req.headers.authorization ?? '').replace(/^Basic /, '');
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code'));
      codes.delete(form.get('code'));
      const challenge = b64url(
        createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest(),
      );
      if (!grant || grant.code_challenge !== challenge) return json(400, { error: 'invalid_grant' });
      const now = Math.floor(Date.now() / 1000);
      const header = b64url(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' }));
      const payload = b64url(
        JSON.stringify({
          iss: provider.issuer,
          aud: clientId,
          iat: now,
          exp: now + 300,
          nonce: grant.nonce,
          ...grant.user,
        }),
      );
      const signature = b64url(sign('sha256', Buffer.from(`${header}.${payload}`), privateKey));
      return json(200, {
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: `${header}.${payload}.${signature}`,
      });
    }
    json(404, {});
  });
  provider.issuer = `http://127.0.0.1:${server.address().port}`;
  provider.close = () => new Promise((r) => server.close(r));
  return provider;
}

let provider;
let api;
let deps;
let databaseUrl;

before(async () => {
  provider = await startProvider('beauty-web', 'client-secret-value');
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/beauty_oidc_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  databaseUrl = base.toString();
  await ensureDatabase(databaseUrl);
  const server = http.createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PUBLIC_URL: origin,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `test_oidc_${Date.now().toString(36)}`,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'beauty-web',
    OIDC_CLIENT_SECRET: 'client-secret-value',
  });
  const knex = createKnex(databaseUrl, { max: 3 });
  await migrateLatest(knex);
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  deps = {
    config,
    knex,
    redis,
    logger: pino({ level: 'silent' }),
    metrics: createMetrics(),
    rateLimiters: createRateLimiters(config, redis),
  };
  server.on('request', createApp(deps, { serveFrontend: false }).callback());
  api = { origin, server };
});

after(async () => {
  api.server.closeAllConnections();
  await new Promise((r) => api.server.close(r));
  await deps.knex.destroy();
  deps.redis.disconnect();
  await provider.close();
  await dropDatabase(databaseUrl);
});

/** Follow the browser's redirects through the provider and back, keeping our session cookie. */
async function signInThroughProvider(path) {
  let url = new URL(path, api.origin);
  let cookie = '';
  for (let hop = 0; hop < 6; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: url.origin === api.origin && cookie ? { cookie } : {},
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (set) cookie = set.split(';')[0];
    if (res.status < 300 || res.status >= 400)
      return { final: url, status: res.status, cookie, text: await res.text() };
    url = new URL(res.headers.get('location'), url);
  }
  throw new Error('too many redirects');
}

test('GET /api/login sends the browser to the provider with PKCE, state and nonce', async () => {
  const res = await fetch(`${api.origin}/api/login?redirect=/book`, { redirect: 'manual' });
  assert.equal(res.status, 302);
  const to = new URL(res.headers.get('location'));
  assert.equal(to.origin, provider.issuer);
  assert.equal(to.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(to.searchParams.get('code_challenge'));
  assert.ok(to.searchParams.get('state'));
  assert.ok(to.searchParams.get('nonce'));
  assert.equal(to.searchParams.get('redirect_uri'), `${api.origin}/api/login/callback`);
});

test('a new person is created on return and lands on redirect with data intact', async () => {
  provider.nextUser = {
    sub: 'oidc-user-1',
    email: 'new.bride@example.com',
    email_verified: true,
    given_name: 'June',
    family_name: 'Park',
  };
  const data = JSON.stringify({ bridalPackage: 'bride-plus-1', eventDate: '2031-06-01' });
  const { final, cookie } = await signInThroughProvider(
    `/api/login?redirect=/book&data=${encodeURIComponent(data)}`,
  );
  assert.equal(final.pathname, '/book');
  assert.deepEqual(JSON.parse(final.searchParams.get('data')), JSON.parse(data));
  const me = await fetch(`${api.origin}/api/auth/user`, { headers: { cookie } });
  assert.equal(me.status, 200);
  const user = await me.json();
  assert.equal(user.email, 'new.bride@example.com');
  assert.equal(user.firstName, 'June');
  assert.equal(user.role, 'customer');
});

test('an existing account with the same verified email is linked, not duplicated', async () => {
  await deps.knex('users').insert({ email: 'existing@example.com', firstName: 'Ivy', role: 'stylist' });
  provider.nextUser = { sub: 'oidc-user-2', email: 'Existing@example.com', email_verified: true };
  const { cookie } = await signInThroughProvider('/api/login');
  const user = await (await fetch(`${api.origin}/api/auth/user`, { headers: { cookie } })).json();
  assert.equal(user.role, 'stylist');
  const rows = await deps.knex('users').whereRaw('lower(email) = ?', ['existing@example.com']);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].oidcSubject, 'oidc-user-2');
});

test('an unverified email does not take over an existing account', async () => {
  await deps.knex('users').insert({ email: 'victim@example.com', firstName: 'Vera', role: 'admin' });
  provider.nextUser = { sub: 'attacker', email: 'victim@example.com', email_verified: false };
  const { status, cookie } = await signInThroughProvider('/api/login');
  assert.equal(status, 401);
  assert.equal(cookie, '');
  const row = await deps.knex('users').where({ email: 'victim@example.com' }).first();
  assert.equal(row.oidcSubject, null);
});

test('an account signed up here whose email nobody confirmed is not joined to the identity (pre-hijack)', async () => {
  // Someone registered her address with a password of theirs and never opened the confirmation link.
  await deps.knex('users').insert({
    email: 'bride.to.be@example.com',
    firstName: 'Squatter',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
  });
  provider.nextUser = { sub: 'bride-oidc', email: 'bride.to.be@example.com', email_verified: true };
  const refused = await signInThroughProvider('/api/login');
  assert.equal(refused.status, 401);
  assert.equal(refused.cookie, '');
  assert.equal(
    (await deps.knex('users').where({ email: 'bride.to.be@example.com' }).first()).oidcSubject,
    null,
  );

  // Once the address is confirmed (the owner opened the link), it is hers to join.
  await deps
    .knex('users')
    .where({ email: 'bride.to.be@example.com' })
    .update({ emailVerifiedAt: new Date() });
  provider.nextUser = { sub: 'bride-oidc', email: 'bride.to.be@example.com', email_verified: true };
  const joined = await signInThroughProvider('/api/login');
  assert.ok(joined.cookie);
  assert.equal(
    (await deps.knex('users').where({ email: 'bride.to.be@example.com' }).first()).oidcSubject,
    'bride-oidc',
  );
});

test('a callback with an unknown state is refused', async () => {
  const res = await fetch(`${api.origin}/api/login/callback?code=abc&state=forged`, { redirect: 'manual' });
  assert.equal(res.status, 401);
  assert.equal(
    res.headers.getSetCookie().some((c) => c.startsWith('sid=') && !c.includes('1970')),
    false,
  );
});
