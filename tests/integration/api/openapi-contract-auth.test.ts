import { DEMO_PASSWORD } from '@beauty/api/db/seed';
import { hashToken, newToken } from '@beauty/server/tokens';
import { withFixturedWorld } from '../../security/support/fixtures';
import type { Viewer, World } from '../../security/support/world';
import type { Client } from '../../support/http';
import { contractRequests } from '../support/contract';

/**
 * The contract (issue 16.6) for the built-in sign-in pages whose success needs a real password or
 * an emailed link's token (the worker mints those when it sends; here the link rows are written
 * as it leaves them). Each answer must be a success matching its declaration: the page, or the
 * redirect into the site.
 */
let world: World;
let viewers: Record<Viewer, Client>;

withFixturedWorld('openapi_auth', (made) => {
  ({ world, viewers } = made);
});

const { send, expectEveryRouteChecked } = contractRequests('auth', () => viewers);

/** A usable emailed link of `purpose` for `userId`, as the worker leaves it once sent; its token. */
async function emailedLink(userId: string, purpose: 'reset' | 'verify-email', email?: string) {
  const token = newToken();
  await world.db('password_reset_tokens').insert({
    userId,
    tokenHash: hashToken(token),
    purpose,
    email: email ?? null,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

it('signs in with the right password', async () => {
  await send(world.browser(), 'POST /api/login', '/api/login', {
    form: { email: 'customer@demo.bridalbeauty.test', password: DEMO_PASSWORD },
  });
});

it('a reset link: its page, then a new password', async () => {
  const user = await world.createUser('customer', 'Rena');
  const token = await emailedLink(user.id, 'reset');
  await send('signed-out', 'GET /api/login/reset', `/api/login/reset?token=${encodeURIComponent(token)}`);
  await send('signed-out', 'POST /api/login/reset', '/api/login/reset', {
    form: { token, password: 'a-new-long-enough-password' },
  });
});

it('a confirmation link: its page, then the address confirmed', async () => {
  const user = await world.createUser('customer', 'Vera');
  await world.db('users').where({ id: user.id }).update({ emailVerifiedAt: null });
  const token = await emailedLink(user.id, 'verify-email', user.email);
  await send('signed-out', 'GET /api/login/verify', `/api/login/verify?token=${encodeURIComponent(token)}`);
  await send('signed-out', 'POST /api/login/verify', '/api/login/verify', { form: { token } });
});

it('checked every route it names', () => expectEveryRouteChecked());
