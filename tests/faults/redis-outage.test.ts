/**
 * Redis goes away (kill -9, and it comes back empty: no persistence) while 100 contact messages
 * and 100 bookings are submitted: every one is answered 201 (requests never need Redis; rate
 * limits fall back to memory), /readyz says Redis is unavailable meanwhile, an API restarted
 * during the outage serves too, and once Redis is back every email goes out, each exactly once.
 */

import { expectedEmails, settleEmails } from './support/emails';
import { sleep, waitFor } from './support/processes';
import {
  type Answer,
  bookingInput,
  call,
  contactInput,
  createCustomers,
  inParallel,
} from './support/requests';
import { type FaultStack, SETUP_TIMEOUT_MS, startStack } from './support/stack';

jest.setTimeout(240_000);

let stack: FaultStack;

beforeAll(async () => {
  stack = await startStack('redis-outage', {
    // Each submission comes from its own address (X-Forwarded-For behind a trusted proxy), so the
    // small contact limit (3 an hour per address) applies only to the address that tests it.
    apiEnv: { TRUST_PROXY: 'true', RATE_LIMIT_CONTACT_PER_HOUR: '3' },
    // Jobs Redis lost are re-published by the sweeper: look soon after a lost publish.
    workerEnv: { SWEEP_INTERVAL_MS: '2000', SWEEP_AFTER_MS: '5000' },
  });
  await stack.api.start();
  await stack.worker.start();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await stack?.close();
});

it('answers every submission 201 while Redis is down and delivers every email once it is back', async () => {
  const customers = await createCustomers(stack.db, 110, 'redis');
  const contact = (i: number) =>
    call(stack.apiUrl, 'POST', '/api/contact', {
      json: contactInput(i, 'redis'),
      headers: { 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${i % 250}` },
    });
  const booking = (i: number) =>
    call(stack.apiUrl, 'POST', '/api/bookings', {
      json: bookingInput(i),
      token: customers[i]!.token,
      headers: { 'idempotency-key': `redis-outage-${i}` },
    });

  expect((await stack.readyz()).status).toBe(200);

  // 200 submissions, 8 at a time; Redis is killed once 20 are answered (so some events were
  // already published and their jobs die with Redis).
  const answered: Answer[] = [];
  let killed: Promise<void> | null = null;
  const submissions = Array.from({ length: 200 }, (_, i) => i);
  const results = await inParallel(submissions, 8, async (n) => {
    const i = Math.floor(n / 2);
    const answer = n % 2 === 0 ? await contact(i) : await booking(i);
    answered.push(answer);
    if (answered.length === 20) killed = stack.redis.kill();
    return { kind: n % 2 === 0 ? 'contact' : 'booking', i, answer };
  });
  await killed;
  expect(stack.redis.running).toBe(false);

  const failures = results.filter((r) => r.answer.status !== 201);
  expect(
    failures.map(
      (r) => `${r.kind} ${r.i}: ${r.answer.status} ${r.answer.error ?? JSON.stringify(r.answer.json)}`,
    ),
  ).toEqual([]);

  // Meanwhile: /readyz says Redis is unavailable (the database is fine).
  const ready = await stack.readyz();
  expect(ready).toMatchObject({ status: 503, body: { database: 'ok', redis: 'unavailable' } });

  // The rate limit still holds, counted in memory: the fourth message from one address is refused.
  const limited: number[] = [];
  for (let k = 0; k < 4; k++) {
    const res = await call(stack.apiUrl, 'POST', '/api/contact', {
      json: contactInput(1000 + k, 'redis-limit'),
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    limited.push(res.status);
  }
  expect(limited).toEqual([201, 201, 201, 429]);

  // An API that crashes (or is deployed) during the outage starts again and serves without Redis.
  const firstApi = stack.api.proc!.pid;
  await stack.api.kill();
  await stack.api.start({ wait: 'live' });
  expect(stack.api.proc!.pid).not.toBe(firstApi);
  expect(await stack.readyz()).toMatchObject({ status: 503, body: { database: 'ok', redis: 'unavailable' } });
  const afterRestart = await inParallel(
    Array.from({ length: 20 }, (_, n) => n),
    4,
    async (n) => {
      const i = 100 + Math.floor(n / 2);
      const answer = n % 2 === 0 ? await contact(i) : await booking(i);
      return { kind: n % 2 === 0 ? 'contact' : 'booking', i, answer };
    },
  );
  expect(
    afterRestart
      .filter((r) => r.answer.status !== 201)
      .map((r) => `${r.kind} ${r.i}: ${r.answer.status} ${r.answer.error ?? JSON.stringify(r.answer.json)}`),
  ).toEqual([]);
  results.push(...afterRestart);

  // Events written while Redis is down wait in Postgres.
  await sleep(1_000);
  const waiting = await stack
    .db('outbox_events')
    .whereNull('publishedAt')
    .count<{ count: number }[]>('id as count');
  expect(Number(waiting[0]?.count)).toBeGreaterThan(0);
  const emailsDuringOutage = stack.smtp.messages.length;
  await sleep(2_000);

  // Redis comes back, empty.
  await stack.redis.start();
  await waitFor('/readyz to say ready again', async () => (await stack.readyz()).status === 200, {
    timeoutMs: 30_000,
    everyMs: 200,
  });

  const contactIds = results.filter((r) => r.kind === 'contact').map((r) => r.answer.json.id as string);
  const bookingIds = results
    .filter((r) => r.kind === 'booking')
    .map((r) => r.answer.json.booking.id as string);
  const limitIds = (
    await stack.db('contact_messages').where('email', 'like', 'contact-redis-limit-%').select('id')
  ).map((r) => r.id as string);
  expect(limitIds).toHaveLength(3);
  const expected = await expectedEmails(stack.db, {
    contactMessageIds: [...contactIds, ...limitIds],
    bookingIds,
  });
  expect(expected).toHaveLength(2 * (110 + 3) + 2 * 110);

  const started = Date.now();
  const result = await settleEmails(stack, expected, 150_000);
  console.info(
    `redis outage: ${emailsDuringOutage} emails out before and during the outage, all ${expected.length} ` +
      `delivered ${Math.round((Date.now() - started) / 1000)} s after Redis returned`,
  );
  expect(result.missing.map((e) => e.key)).toEqual([]);
  expect(result.unexpected).toEqual([]);
  expect(result.duplicated.map((e) => e.key)).toEqual([]);
  expect(stack.smtp.messages).toHaveLength(expected.length);
  // The worker was never restarted: it recovered on its own (and so did the restarted API).
  expect(stack.api.proc?.alive).toBe(true);
  expect(stack.worker.proc?.alive).toBe(true);
});

it('answers promptly while Redis hangs (connections open, no replies), and emails it all once it wakes', async () => {
  await waitFor('/readyz to say ready', async () => (await stack.readyz()).status === 200, {
    timeoutMs: 30_000,
  });
  const customers = await createCustomers(stack.db, 10, 'redis-hang');
  let answers: Answer[] = [];
  stack.redis.pause();
  try {
    const started = Date.now();
    answers = await inParallel(
      Array.from({ length: 20 }, (_, n) => n),
      5,
      (n) =>
        n % 2 === 0
          ? call(stack.apiUrl, 'POST', '/api/contact', {
              json: contactInput(2000 + n, 'redis-hang'),
              headers: { 'x-forwarded-for': `10.9.0.${n}` },
              timeoutMs: 30_000,
            })
          : call(stack.apiUrl, 'POST', '/api/bookings', {
              json: bookingInput(500 + n),
              token: customers[Math.floor(n / 2)]!.token,
              timeoutMs: 30_000,
            }),
    );
    // Rate-limited routes give up on Redis after a second and count in memory instead.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await stack.readyz()).toMatchObject({
      status: 503,
      body: { database: 'ok', redis: 'unavailable' },
    });
  } finally {
    stack.redis.resume();
  }
  await waitFor('/readyz to say ready again', async () => (await stack.readyz()).status === 200, {
    timeoutMs: 30_000,
  });

  const expected = await expectedEmails(stack.db, {
    contactMessageIds: answers.filter((_, n) => n % 2 === 0).map((a) => a.json.id as string),
    bookingIds: answers.filter((_, n) => n % 2 === 1).map((a) => a.json.booking.id as string),
  });
  const result = await settleEmails(stack, expected, 120_000);
  expect(result.missing.map((e) => e.key)).toEqual([]);
  expect(result.duplicated.map((e) => e.key)).toEqual([]);
});
