import { randomUUID } from 'node:crypto';
import type { Role } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { Client } from '../../support/http';
import { confirmEmailOf } from '../bookings/booking-support';

/**
 * A new account signed in through the real sign-up form, then given `role` in the database, its
 * email confirmed (as if the emailed link had been opened).
 */
export async function signedInAs(base: string, db: Knex, role: Role, firstName = 'Staff') {
  const client = new Client(base);
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await client.postForm('/api/login/register', {
    firstName,
    lastName: role === 'customer' ? 'Client' : 'Member',
    email,
    password: 'a-long-enough-password',
  });
  if (res.status !== 303) throw new Error(`sign-up failed: ${res.status}`);
  const me = await client.get('/api/auth/user');
  await confirmEmailOf(db, me.json.id);
  if (role !== 'customer') await db('users').where({ id: me.json.id }).update({ role });
  return { client, email, id: me.json.id as string };
}
