// OpenID Connect against npm `oidc-provider` (see oidc-sign-in.test.mjs): a cancelled or failing
// provider shows a page, never a 500; signing out ends both sessions (RP-initiated logout); a
// provider with the email in the ID token, or that cannot be reached.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import {
  accounts,
  assertRefusalPage,
  Browser,
  CLIENT_ID,
  formOf,
  isCallback,
  knex,
  listen,
  listenApi,
  logLines,
  main,
  oidcMessages,
  serveApi,
  sessionCookie,
  sha256,
  stacks,
  startStack,
  throughProvider,
  whoAmI,
} from './support/oidc-world.mjs';

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
  const api = await listenApi();
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
