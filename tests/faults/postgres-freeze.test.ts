/**
 * PostgreSQL hangs: every process of the cluster is stopped (SIGSTOP), so connections stay open
 * and nothing answers, as with a stuck server or a network partition that sends no reset. A
 * clean restart refuses connections; this does not, and without timeouts every request would wait
 * for ever. Here /readyz says 503 at once, requests that need the database answer a JSON 503
 * within the query timeout (the pool's open connections) or the connect timeout (new ones), and
 * once PostgreSQL wakes the same API process serves again, with no connection left inside a
 * transaction that a timed-out BEGIN opened late. The worker comes through too: every message
 * accepted is emailed exactly once.
 */
import { apiMessages } from '@beauty/domain/messages';
import { expectedEmails, settleEmails } from './support/emails';
import { waitFor } from './support/processes';
import {
  type Answer,
  type Customer,
  call,
  contactInput,
  createCustomers,
  inParallel,
} from './support/requests';
import { type FaultStack, SETUP_TIMEOUT_MS, startStack } from './support/stack';

jest.setTimeout(120_000);

/** Low limits, so the suite is quick; the defaults are 15 s and 5 s (packages/server/src/db/timeouts.ts). */
const QUERY_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** The client gives up a second after PostgreSQL's own statement limit (CLIENT_GRACE_MS). */
const CLIENT_GIVES_UP_MS = QUERY_TIMEOUT_MS + 1_000;
const timeouts = {
  DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
  DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
};

let stack: FaultStack;

beforeAll(async () => {
  stack = await startStack('postgres-freeze', {
    apiEnv: timeouts,
    workerEnv: { ...timeouts, SWEEP_INTERVAL_MS: '2000', SWEEP_AFTER_MS: '5000' },
  });
  await stack.api.start();
  await stack.worker.start();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  stack?.pg.resume();
  await stack?.close();
});

interface Sample {
  kind: 'contact' | 'user';
  ms: number;
  answer: Answer;
}

/** A contact message (a write in a transaction) or the signed-in user (a session read). */
async function request(kind: Sample['kind'], n: number, customer: Customer): Promise<Sample> {
  const started = Date.now();
  const answer =
    kind === 'contact'
      ? await call(stack.apiUrl, 'POST', '/api/contact', {
          json: contactInput(n, 'pg-freeze'),
          timeoutMs: 30_000,
        })
      : await call(stack.apiUrl, 'GET', '/api/auth/user', { token: customer.token, timeoutMs: 30_000 });
  return { kind, ms: Date.now() - started, answer };
}

/** `count` requests at once: contact messages and user reads in turn, or only reads. */
const round = (from: number, count: number, customer: Customer, only?: Sample['kind']) =>
  inParallel(
    Array.from({ length: count }, (_, i) => from + i),
    count,
    (n) => request(only ?? (n % 2 === 0 ? 'contact' : 'user'), n, customer),
  );

it('answers 503 within the query timeout while PostgreSQL hangs, and serves again in the same process once it wakes', async () => {
  const [customer] = await createCustomers(stack.db, 1, 'pg-freeze');
  const pid = stack.api.proc!.pid;
  await waitFor('/readyz to say ready', async () => (await stack.readyz()).status === 200, {
    timeoutMs: 20_000,
  });
  // The pool holds open connections when PostgreSQL freezes: the case no reset ever ends.
  const before = await round(0, 8, customer!);
  expect(before.map((s) => s.answer.status)).toEqual(before.map((s) => (s.kind === 'contact' ? 201 : 200)));

  stack.pg.pause();
  const frozenAt = Date.now();
  const during: Sample[] = [];
  let readyzDownMs = 0;
  try {
    const down = await waitFor(
      '/readyz to answer 503',
      async () => {
        const r = await stack.readyz();
        return r.status === 503 ? r : null;
      },
      { timeoutMs: 5_000, everyMs: 100 },
    );
    readyzDownMs = Date.now() - frozenAt;
    expect(down.body).toMatchObject({ database: 'unavailable', redis: 'ok' });
    // The first round meets the pool's open connections, whose queries time out; the second meets
    // a pool that has closed those and opens new ones, whose start-up times out.
    during.push(...(await round(100, 8, customer!)));
    during.push(...(await round(200, 8, customer!)));
    expect(await stack.readyz()).toMatchObject({ status: 503, body: { database: 'unavailable' } });
  } finally {
    stack.pg.resume();
  }
  const resumedAt = Date.now();

  // Every request that needed the database: a JSON 503 saying to try again, never a 500 or a hang.
  expect(
    during.filter((s) => s.answer.status !== 503 || s.answer.json?.message !== apiMessages.unavailable),
  ).toEqual([]);
  const slowest = Math.max(...during.map((s) => s.ms));
  expect(slowest).toBeLessThan(Math.max(CLIENT_GIVES_UP_MS, CONNECT_TIMEOUT_MS) + 2_000);

  // Awake: the same process serves again within seconds, without a restart.
  await waitFor('/readyz to answer 200 again', async () => (await stack.readyz()).status === 200, {
    timeoutMs: 10_000,
    everyMs: 100,
  });
  const readyAgainMs = Date.now() - resumedAt;
  // A BEGIN that timed out is answered once PostgreSQL wakes, leaving its session inside a
  // transaction: its connection must be closed, never handed out again, or the statements of the
  // next requests would run (and their writes wait, uncommitted) inside it. Reads first, as they
  // open no transaction of their own that would commit it by chance.
  const reads = await round(300, 8, customer!, 'user');
  expect(reads.map((s) => s.answer.status)).toEqual(reads.map(() => 200));
  const insideStaleTransaction = await stack
    .db('pg_stat_activity')
    .where({ applicationName: 'beauty-api' })
    .where('state', 'like', 'idle in transaction%')
    .whereNot('query', 'BEGIN;')
    .pluck('query');
  expect(insideStaleTransaction).toEqual([]);

  const after = await round(400, 8, customer!);
  expect(after.map((s) => s.answer.status)).toEqual(after.map((s) => (s.kind === 'contact' ? 201 : 200)));
  expect(stack.api.proc?.pid).toBe(pid);
  expect(stack.api.proc?.alive).toBe(true);

  // The messages accepted after the freeze are committed, as their 201 said.
  const acceptedAfter = after.filter((s) => s.kind === 'contact').map((s) => s.answer.json.id as string);
  expect(await stack.db('contact_messages').whereIn('id', acceptedAfter).pluck('id')).toHaveLength(
    acceptedAfter.length,
  );

  // The worker came through (its relay and jobs met the same timeouts): every message stored is
  // emailed exactly once, and the worker was never restarted.
  const stored = (await stack.db('contact_messages').pluck('id')) as string[];
  expect(stored).toHaveLength(before.filter((s) => s.kind === 'contact').length + acceptedAfter.length);
  const result = await settleEmails(
    stack,
    await expectedEmails(stack.db, { contactMessageIds: stored }),
    60_000,
  );
  expect(result.missing.map((e) => e.key)).toEqual([]);
  expect(result.unexpected).toEqual([]);
  expect(result.duplicated.map((e) => e.key)).toEqual([]);
  expect(stack.worker.proc?.alive).toBe(true);

  console.info(
    `postgres freeze: /readyz 503 ${readyzDownMs} ms after the freeze; ${during.length} requests answered 503 ` +
      `in ${Math.min(...during.map((s) => s.ms))}-${slowest} ms; ready again ${readyAgainMs} ms after it woke`,
  );
});
