// OpenID Connect sign-in against npm `oidc-provider` (an OpenID-certified provider) run in-process
// with its default settings, with Node's test runner: openid-client is ESM-only, which jest cannot
// load, so this runs on the built API (services/api/dist). A browser is played by a cookie jar
// that follows redirects hop by hop and fills in the provider's development sign-in and consent
// forms, as a person would.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  accountMessages,
  accounts,
  apiMessages,
  assertRefusalPage,
  Browser,
  decodeJwt,
  isCallback,
  knex,
  main,
  oidcMessages,
  sessionCookie,
  sha256,
  throughProvider,
  whoAmI,
} from './support/oidc-world.mjs';

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

test('a password set here before the provider came is not offered for change, and the API refuses one', async () => {
  await knex('users').insert({
    email: 'iris@example.com',
    firstName: 'Iris',
    role: 'customer',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
    emailVerifiedAt: new Date(),
  });
  accounts.set('iris', { email: 'iris@example.com', email_verified: true });
  const browser = new Browser();
  await throughProvider(browser, main, '/api/login', 'iris');
  const user = await whoAmI(browser);
  assert.equal(user.email, 'iris@example.com');
  assert.equal(user.passwordSignIn, false);
  const change = await browser.request(`${main.origin}/api/account/password`, {
    method: 'PUT',
    json: { currentPassword: 'her-old-password', newPassword: 'a-new-password-2026' },
  });
  assert.equal(change.status, 409, change.text);
  assert.equal(JSON.parse(change.text).message, accountMessages.passwordManagedByProvider);
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
