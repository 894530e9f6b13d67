import { randomUUID } from 'node:crypto';
import type { BookingInput } from '@beauty/domain/schemas/booking';
import { todayInBusinessZone } from '@beauty/domain/slots';
import type { Knex } from 'knex';
import { Client } from '../../support/http';
import type { TestApi } from '../support/api';

/**
 * A customer with a fresh account, signed in through the real sign-up form, her email confirmed
 * (as if she had opened the emailed link: tests/integration/api/account-links.test.ts follows it).
 */
export async function newCustomer(api: TestApi, firstName = 'Avery') {
  const client = new Client(api.url);
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await client.postForm('/api/login/register', {
    firstName,
    lastName: 'Client',
    email,
    password: 'a-long-enough-password',
  });
  if (res.status !== 303) throw new Error(`sign-up failed: ${res.status} ${res.text.slice(0, 200)}`);
  const me = await client.get('/api/auth/user');
  await confirmEmailOf(api.deps.knex, me.json.id);
  return { client, email, id: me.json.id as string };
}

/**
 * Her email confirmed as opening the emailed link leaves it: confirmed, the link used up (so a
 * worker watching the run's database skips its email instead of sending it).
 */
export async function confirmEmailOf(knex: Knex, userId: string) {
  await knex('users').where({ id: userId }).update({ emailVerifiedAt: new Date() });
  await knex('password_reset_tokens').where({ userId }).whereNull('usedAt').update({ usedAt: new Date() });
}

/**
 * A date `days` after today (in Puyallup) plus a random spread of years, so test files sharing
 * the run's database never meet in the same slot.
 */
export function futureDate(days: number, spreadYears = true): string {
  const [y, m, d] = todayInBusinessZone().split('-').map(Number) as [number, number, number];
  const base = new Date(Date.UTC(y, m - 1, d + days));
  if (spreadYears) base.setUTCFullYear(base.getUTCFullYear() + 1 + Math.floor(Math.random() * 40));
  return base.toISOString().slice(0, 10);
}

export const makeupAndHair = (eventDate: string, extra: Partial<BookingInput> = {}): BookingInput => ({
  makeupService: 'better',
  hairService: 'styled',
  eventDate,
  eventTime: '10:00',
  serviceArea: 'puyallup',
  eventType: 'engagement',
  paymentMethod: 'venmo',
  paymentHandle: '@avery-client',
  ...extra,
});
