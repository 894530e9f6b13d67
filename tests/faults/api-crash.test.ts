/**
 * kill -9 the API while booking requests are in flight (transactions open in PostgreSQL at that
 * moment): no half-written booking (each has its add-ons and its booking.created event, and no
 * event lacks its booking), every answered booking exists, a client retrying with its
 * Idempotency-Key ends up with exactly one booking, and the worker emails what committed.
 */

import { expectedEmails, settleEmails } from './support/emails';
import { waitFor } from './support/processes';
import { type Answer, bookingInput, call, createCustomers } from './support/requests';
import { type FaultStack, SETUP_TIMEOUT_MS, startStack } from './support/stack';

jest.setTimeout(240_000);

const COUNT = 240;

let stack: FaultStack;

beforeAll(async () => {
  stack = await startStack('api-crash');
  await stack.api.start();
  await stack.worker.start();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await stack?.close();
});

/** Transactions of the API open in PostgreSQL right now (the test's own connection says beauty-api too). */
async function openApiTransactions(): Promise<number> {
  const { rows } = await stack.db.raw(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE application_name = 'beauty-api' AND datname = current_database() AND xact_start IS NOT NULL
       AND pid <> pg_backend_pid()`,
  );
  return rows[0].n;
}

/** The invariants a crash must never break, checked straight in the database. */
async function checkNoHalfWrittenBooking() {
  const bookings = await stack.db('bookings').select('id', 'customerId', 'totalPriceCents');
  const events = await stack.db('outbox_events').where({ type: 'booking.created' }).select('entityId');
  const addOns = await stack.db('booking_add_ons').select('bookingId', 'addOnId');
  const eventsByBooking = new Map<string, number>();
  for (const e of events) eventsByBooking.set(e.entityId, (eventsByBooking.get(e.entityId) ?? 0) + 1);
  const addOnsByBooking = new Map<string, string[]>();
  for (const a of addOns)
    addOnsByBooking.set(a.bookingId, [...(addOnsByBooking.get(a.bookingId) ?? []), a.addOnId]);
  const ids = new Set(bookings.map((b) => b.id as string));

  // Every booking has exactly one booking.created event and both its add-ons.
  expect(bookings.filter((b) => eventsByBooking.get(b.id) !== 1).map((b) => b.id)).toEqual([]);
  expect(
    bookings
      .filter((b) => (addOnsByBooking.get(b.id) ?? []).sort().join() !== 'lashes,shopping')
      .map((b) => b.id),
  ).toEqual([]);
  // No event, add-on row or stored idempotent answer without its booking.
  expect(events.filter((e) => !ids.has(e.entityId))).toEqual([]);
  expect(addOns.filter((a) => !ids.has(a.bookingId))).toEqual([]);
  const keys = await stack.db('idempotency_keys').select('userId', 'key', 'responseStatus', 'responseBody');
  expect(keys.filter((k) => k.responseStatus !== 201 || !ids.has(k.responseBody?.booking?.id))).toEqual([]);
  // One booking per customer at most (each sent one request, with its own key).
  expect(new Set(bookings.map((b) => b.customerId)).size).toBe(bookings.length);
  return { bookings: bookings.length, keys: keys.length };
}

it('leaves no half-written booking when the API dies mid-request, and retries make exactly one', async () => {
  const customers = await createCustomers(stack.db, COUNT, 'crash');
  const book = (i: number) =>
    call(stack.apiUrl, 'POST', '/api/bookings', {
      json: bookingInput(i),
      token: customers[i]!.token,
      headers: { 'idempotency-key': `api-crash-${i}` },
      timeoutMs: 30_000,
    });

  // Every request at once; kill -9 once a few dozen are answered while others hold transactions.
  const answers: Array<Answer | undefined> = new Array(COUNT);
  const inFlight = customers.map((_, i) =>
    book(i).then((answer) => {
      answers[i] = answer;
    }),
  );
  let openAtKill = 0;
  await waitFor(
    'booking transactions open in PostgreSQL after some answers',
    async () => {
      if (answers.filter((a) => a?.status === 201).length < 20) return false;
      openAtKill = await openApiTransactions();
      return openAtKill > 0;
    },
    { timeoutMs: 60_000, everyMs: 1 },
  );
  await stack.api.kill();
  await Promise.all(inFlight);

  const answered = answers.filter((a) => a?.status === 201).length;
  const cut = answers.filter((a) => a?.status === 0).length;
  // Nothing but successes and cut connections: the kill, not an error, stopped the rest.
  expect(answers.filter((a) => a!.status !== 201 && a!.status !== 0).map((a) => a!.status)).toEqual([]);
  expect(cut).toBeGreaterThan(0);

  // PostgreSQL rolled back whatever the dead process left open.
  await waitFor('the dead API’s transactions to be gone', async () => (await openApiTransactions()) === 0, {
    timeoutMs: 10_000,
  });
  const afterCrash = await checkNoHalfWrittenBooking();
  // Every answered booking is there (what the client was told holds), plus any that committed
  // just before the kill without their answer getting out.
  for (const [i, answer] of answers.entries()) {
    if (answer?.status !== 201) continue;
    const row = await stack.db('bookings').where({ id: answer.json.booking.id }).first('customerId');
    expect(row?.customerId).toBe(customers[i]!.id);
  }
  expect(afterCrash.bookings).toBeGreaterThanOrEqual(answered);
  expect(afterCrash.bookings).toBeLessThan(COUNT);

  // The API comes back; each client without an answer retries with its Idempotency-Key, as a
  // client does: again after a 503, which tells it to come back shortly (two hundred retries at
  // once on a busy machine queue for the API's connections, and some wait past its timeout).
  await stack.api.start();
  let unavailable = 0;
  const retry = async (i: number): Promise<Answer> => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await book(i);
      if (answer.status !== 503 || attempt === 8) return answer;
      unavailable += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  };
  const retried = await Promise.all(
    answers.map(async (answer, i) => (answer?.status === 201 ? null : { i, answer: await retry(i) })),
  );
  const retries = retried.filter((r) => r !== null);
  expect(retries.filter((r) => r.answer.status !== 201).map((r) => r.answer)).toEqual([]);
  const final = await checkNoHalfWrittenBooking();
  expect(final.bookings).toBe(COUNT);
  // A retry of a booking that had committed got the stored answer (Idempotent-Replayed), not a second booking.
  const replayed = afterCrash.bookings - answered;

  // The worker emails every committed booking, exactly once.
  const bookingIds = (await stack.db('bookings').select('id')).map((r) => r.id as string);
  const expected = await expectedEmails(stack.db, { bookingIds });
  const result = await settleEmails(stack, expected, 150_000);
  console.info(
    `api crash: killed with ${openAtKill} booking transactions open; ${answered} answered before the kill, ` +
      `${cut} cut off (${replayed} of them had committed), all ${COUNT} booked once after retries ` +
      `(${unavailable} answered 503 and were tried again)`,
  );
  expect(result.missing.map((e) => e.key)).toEqual([]);
  expect(result.unexpected).toEqual([]);
  expect(result.duplicated.map((e) => e.key)).toEqual([]);
  const timelines = await stack.db('status_events').whereIn('entityId', bookingIds).distinct('entityId');
  expect(timelines).toHaveLength(COUNT);
});
