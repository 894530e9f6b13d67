import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@beauty/api/db/seed';
import { accountMessages, signInPageMessages } from '@beauty/domain/account-messages';
import { hashToken, newToken } from '@beauty/server/tokens';
import { type Answer, closeAgent } from '../support/http';
import { expectLimited, expectLimitedPage, LIMITS, machine, startLimitedWorld } from './support/rate-limits';
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
  world = await startLimitedWorld('rate_limits_sign_in');
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
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

  it("a password change's wrong current passwords count as her account's failed sign-ins; invalid forms do not", async () => {
    const groom = await account('groom');
    const session = await world.signIn(groom.email);
    const change = (currentPassword: string, newPassword: string, from: string) =>
      session.send({
        method: 'PUT',
        path: '/api/account/password',
        json: { currentPassword, newPassword },
        localAddress: from,
      });
    // Invalid forms are refused (400) before any password is checked, and never count.
    const from = machine();
    for (let i = 0; i < LIMITS.signInFailuresPerAddress + 2; i++) {
      expect((await change(DEMO_PASSWORD, 'short', from)).status).toBe(400);
    }
    for (let i = 0; i < LIMITS.signInFailuresPerAccount; i++) {
      const wrong = await change(`wrong-password-${i}`, 'a-new-password-2026', machine());
      expect(wrong.status).toBe(422);
      expect(wrong.json.message).toBe(accountMessages.currentPasswordWrong);
    }
    // Locked: the right password waits too, here and on the sign-in form, and nothing is written.
    const mark = await world.writeMark();
    const locked = await change(DEMO_PASSWORD, 'a-new-password-2026', machine());
    const minutes = expectLimited(locked, 900);
    expect(locked.json.message).toBe(signInPageMessages.accountLocked(minutes));
    expectLimitedPage(
      await signIn(machine(), groom.email, DEMO_PASSWORD),
      900,
      signInPageMessages.accountLocked,
    );
    expect(await world.writesSince(mark)).toEqual([]);
  }, 120_000);

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
