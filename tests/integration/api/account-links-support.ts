import { seedCatalog } from '@beauty/api/db/seed';
import Redis from 'ioredis';
import type { Client } from '../../support/http';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { sentLink } from '../support/emailed-links';
import { addTeamStylist } from '../support/team';

/**
 * Issue 13, points 4 and 5: a built-in sign-up is confirmed by an emailed link before it books or
 * takes a stylist's booking; a new email is confirmed before it replaces the old one; emailed links
 * are minted by the worker when it sends them, so no stored copy (outbox, jobs, email_deliveries)
 * holds a usable one; using any link, or changing the email, uses up every other.
 */
export let s: SubmissionsEnv;
/** Starts the suite's world before its tests and stops it after them. */
export function useAccountLinks(label: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label, { worker: true });
    await seedCatalog(s.db);
    await addTeamStylist(s.db, { firstName: 'Linklead' });
  });
  afterAll(() => s?.close());
}

export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
export const html = (text: string) => text.replace(/'/g, '&#39;');
export const liveSession = (res: { setCookies: string[] }) =>
  res.setCookies.some((c) => c.startsWith('sid=') && !/expires=Thu, 01 Jan 1970/i.test(c));

export async function register(email: string, firstName = 'Nora'): Promise<Client> {
  const client = s.client();
  const res = await client.postForm('/api/login/register', {
    firstName,
    email,
    password: 'a-long-enough-password',
  });
  expect(res.status).toBe(303);
  return client;
}

/** Every link of the account of `email` as if sent `minutes` ago (a resend waits a few minutes). */
export async function linksSentMinutesAgo(email: string, minutes: number) {
  await s
    .db('password_reset_tokens')
    .whereIn('userId', s.db('users').select('id').where({ email }))
    .update({ createdAt: new Date(Date.now() - minutes * 60_000) });
}

/** The token of the link in the `nth` email (1 = first) to `address` titled `subject`. */
export async function linkIn(address: string, subject: string, path: string, nth = 1): Promise<string> {
  const mine = (all: typeof s.smtp.messages) =>
    all.filter((m) => m.to.includes(address) && m.subject === subject);
  await s.smtp.waitFor((all) => mine(all).length >= nth);
  return sentLink(s.db, mine(s.smtp.messages)[nth - 1]!, path);
}

/** Nothing the system stores (outbox payloads, jobs in Redis, email_deliveries) holds `token`. */
export async function expectStoredNowhere(token: string) {
  const events = await s.db('outbox_events').select('payload');
  expect(JSON.stringify(events)).not.toContain(token);
  const deliveries = await s.db('email_deliveries').select('textBody', 'htmlBody', 'lastError');
  expect(deliveries.length).toBeGreaterThan(0);
  expect(JSON.stringify(deliveries)).not.toContain(token);
  // Every job of the run (data, return value, logs) as BullMQ keeps it in Redis.
  const redis = new Redis(process.env.REDIS_URL!);
  let jobs = 0;
  try {
    for (const key of await redis.keys(`${s.env.redisPrefix}:*`)) {
      if ((await redis.type(key)) !== 'hash') continue;
      const fields = await redis.hgetall(key);
      if (fields.data) jobs += 1;
      expect(JSON.stringify(fields)).not.toContain(token);
    }
  } finally {
    redis.disconnect();
  }
  expect(jobs).toBeGreaterThan(0);
  const tokens = await s.db('password_reset_tokens').select('tokenHash');
  expect(JSON.stringify(tokens)).not.toContain(token);
}

export const bookingBody = () => makeupAndHair(futureDate(40 + Math.floor(Math.random() * 300)));
