import { randomUUID } from 'node:crypto';
import { addDays, todayInBusinessZone } from '@beauty/domain/slots';
import { hashToken, newToken } from '@beauty/server/tokens';
import type { Knex } from 'knex';
import { Client } from '../../support/http';

/** The fault tests' traffic: customers, requests to the stack's APIs, and many at once. */

/** A signed-in customer: a users row and a sessions row, as sign-in leaves them (no argon2 needed). */
export async function createCustomers(db: Knex, count: number, label: string) {
  const customers = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `${label}-${i}-${randomUUID().slice(0, 6)}@customers.example`,
    token: newToken(),
  }));
  for (let i = 0; i < customers.length; i += 500) {
    const chunk = customers.slice(i, i + 500);
    await db('users').insert(
      chunk.map((c, j) => ({
        id: c.id,
        email: c.email,
        firstName: `Client${i + j}`,
        lastName: 'Faults',
        // Confirmed, as a customer who books has opened her confirmation link.
        emailVerifiedAt: new Date(),
      })),
    );
    await db('sessions').insert(
      chunk.map((c) => ({
        idHash: hashToken(c.token),
        userId: c.id,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })),
    );
  }
  return customers;
}

export type Customer = Awaited<ReturnType<typeof createCustomers>>[number];

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes
  json: any;
  /** Set when no answer came (connection refused or reset, timeout). */
  error?: string;
}

/**
 * One HTTP call to the API as a browser would make it (Origin on writes, the session cookie), on
 * a connection of its own: requests sent at once are all in flight at once, as from many phones.
 */
export async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { json?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const browser = new Client(baseUrl);
  if (options.token) browser.setCookie('sid', options.token);
  try {
    const res = await browser.send({
      method,
      path: urlPath,
      json: options.json,
      headers: options.headers,
      timeoutMs: options.timeoutMs ?? 20_000,
      freshConnection: true,
    });
    return { status: res.status, json: res.json };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { status: 0, json: null, error: code ?? message };
  }
}

export function contactInput(i: number, tag: string) {
  return {
    name: `Jamie Rivera ${i}`,
    email: `contact-${tag}-${i}@submitters.example`,
    phone: '253-555-0142',
    subject: `Wedding party of five (${tag} #${i})`,
    message: 'Hi! Could you do hair and makeup for five people in Puyallup on a Saturday morning?',
  };
}

/** A booking far enough ahead (a day of its own for the suite's one stylist) with two add-ons the server prices. */
export function bookingInput(i: number) {
  return {
    makeupService: 'better',
    hairService: 'styled',
    addOns: ['lashes', 'shopping'],
    eventDate: addDays(todayInBusinessZone(), 30 + i),
    eventTime: '10:00',
    serviceArea: 'puyallup',
    eventType: 'engagement',
    location: '1204 Meridian Ave E, Puyallup, WA',
    paymentMethod: 'venmo',
    paymentHandle: `@client-${i}`,
  };
}

/** Run `task` over `items` with at most `limit` in flight. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}
