import { randomUUID } from 'node:crypto';
import { seedCatalog } from '@beauty/api/db/seed';
import type { Role } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { Client } from '../../support/http';
import { confirmEmailOf, futureDate, makeupAndHair } from '../bookings/booking-support';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { addTeamStylist } from '../support/team';

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

/**
 * A test world for staff changes to bookings: the API and the worker, the catalog, and one team
 * stylist (so a booking is staffed; one booking a day, as she holds its time).
 */
export async function startBookingStaffEnv(name: string): Promise<SubmissionsEnv> {
  const env = await startSubmissionsEnv(name, { worker: true });
  await seedCatalog(env.db);
  await addTeamStylist(env.db, { firstName: 'Teamlead' });
  return env;
}

/** A new customer's booking of makeup and hair `days` from today (a year or more ahead). */
export async function customerBooking(env: SubmissionsEnv, days: number) {
  const customer = await signedInAs(env.api.url, env.db, 'customer');
  const booked = await customer.client.post('/api/bookings', makeupAndHair(futureDate(days)));
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status}`);
  return {
    customer,
    booking: booked.json.booking as { id: string; totalPriceCents: number; depositCents: number },
  };
}
