/**
 * PostgreSQL restarts (a clean fast shutdown, then a crash: immediate shutdown and WAL replay)
 * while requests keep coming: /readyz answers 503 meanwhile, no request hangs, and the same API
 * process serves again once PostgreSQL is back (its pool does not stay broken); the worker's
 * relay resumes too, so every message accepted before and after is emailed exactly once. Jobs
 * caught mid-work by the outage wait for the database instead of failing for good.
 */
import { ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest } from '@beauty/api/db/migrations';
import { createKnex } from '@beauty/server/db/knex';
import { loadWorkerConfig } from '@beauty/worker/config';
import { createLogger } from '@beauty/worker/logger';
import type { JobRegistry } from '@beauty/worker/pipeline/registry';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { Queue } from 'bullmq';
import type { Knex } from 'knex';
import { expectedEmails, settleEmails } from './support/emails';
import { sleep, waitFor } from './support/processes';
import { type Answer, call, contactInput } from './support/requests';
import { type FaultStack, SETUP_TIMEOUT_MS, startStack } from './support/stack';

jest.setTimeout(240_000);

let stack: FaultStack;

beforeAll(async () => {
  stack = await startStack('postgres-restart', {
    workerEnv: { SWEEP_INTERVAL_MS: '2000', SWEEP_AFTER_MS: '5000' },
  });
  await stack.api.start();
  await stack.worker.start();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await stack?.close();
});

interface Sample {
  at: number;
  ms: number;
  kind: 'contact' | 'services' | 'readyz';
  answer: Answer;
}

/** Requests from a few clients in a loop until stopped: contact messages, catalog reads, /readyz. */
function startTraffic() {
  const samples: Sample[] = [];
  let running = true;
  let n = 0;
  const loop = async (kind: Sample['kind'], pauseMs: number) => {
    while (running) {
      const at = Date.now();
      const answer =
        kind === 'contact'
          ? await call(stack.apiUrl, 'POST', '/api/contact', {
              json: contactInput(n++, 'pg'),
              timeoutMs: 30_000,
            })
          : kind === 'services'
            ? await call(stack.apiUrl, 'GET', '/api/services', { timeoutMs: 30_000 })
            : await call(stack.apiUrl, 'GET', '/readyz', { timeoutMs: 30_000 });
      samples.push({ at, ms: Date.now() - at, kind, answer });
      await sleep(pauseMs);
    }
  };
  const loops = [loop('contact', 25), loop('services', 40), loop('readyz', 100)];
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function restartDuringTraffic(mode: 'fast' | 'immediate', traffic: ReturnType<typeof startTraffic>) {
  const pid = stack.api.proc!.pid;
  await waitFor('/readyz to say ready', async () => (await stack.readyz()).status === 200, {
    timeoutMs: 20_000,
  });
  await sleep(1_000);

  await stack.pg.stop(mode);
  const stoppedAt = Date.now();
  // /readyz says 503 (database unavailable) within a couple of seconds, and keeps saying it.
  const down = await waitFor(
    '/readyz to answer 503',
    async () => {
      const r = await stack.readyz();
      return r.status === 503 ? r : null;
    },
    { timeoutMs: 10_000, everyMs: 100 },
  );
  expect(down.body).toMatchObject({ database: 'unavailable' });
  await sleep(3_000);
  expect(await stack.readyz()).toMatchObject({ status: 503, body: { database: 'unavailable', redis: 'ok' } });
  const restartedAt = Date.now();
  await stack.pg.start();

  const readyAgain = await waitFor(
    '/readyz to answer 200 again',
    async () => ((await stack.readyz()).status === 200 ? Date.now() : null),
    { timeoutMs: 30_000, everyMs: 100 },
  );
  // Every request from here on succeeds: the pool is healthy again, without an API restart.
  for (let i = 0; i < 20; i++) {
    const res = await call(stack.apiUrl, 'POST', '/api/contact', {
      json: contactInput(10_000 + i, `pg-${mode}`),
    });
    expect(res.status).toBe(201);
  }
  expect(stack.api.proc?.pid).toBe(pid);
  expect(stack.api.proc?.alive).toBe(true);

  // Requests made while PostgreSQL was down (begun after it stopped, answered before its start).
  const during = traffic.samples.filter((s) => s.at >= stoppedAt && s.at + s.ms <= restartedAt);
  return { stoppedAt, restartedAt, readyAgain, during };
}

it('says 503 while PostgreSQL is down and serves again, in the same process, once it is back', async () => {
  const traffic = startTraffic();
  let rounds: Array<Awaited<ReturnType<typeof restartDuringTraffic>>> = [];
  try {
    rounds = [await restartDuringTraffic('fast', traffic), await restartDuringTraffic('immediate', traffic)];
    await sleep(2_000);
  } finally {
    await traffic.stop();
  }

  for (const round of rounds) {
    // While PostgreSQL was down: readyz said 503, writes failed fast with a JSON 503, none hung.
    const readyz = round.during.filter((s) => s.kind === 'readyz');
    expect(readyz.length).toBeGreaterThan(0);
    expect(readyz.filter((s) => s.answer.status !== 503)).toEqual([]);
    const writes = round.during.filter((s) => s.kind === 'contact');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((s) => s.answer.status !== 503 || !s.answer.json?.message)).toEqual([]);
    expect(Math.max(...round.during.map((s) => s.ms))).toBeLessThan(12_000);
    console.info(
      `postgres restart: ready again ${round.readyAgain - round.restartedAt} ms after PostgreSQL was started; ` +
        `${writes.length} writes refused meanwhile (${[...new Set(writes.map((s) => s.answer.status))].join(', ')})`,
    );
  }
  // The API's answers from the last second of traffic were all successes.
  const end = Math.max(...traffic.samples.map((s) => s.at));
  const tail = traffic.samples.filter((s) => s.at >= end - 1_000 && s.kind !== 'readyz');
  expect(tail.length).toBeGreaterThan(0);
  expect(tail.filter((s) => s.answer.status >= 300)).toEqual([]);

  // The worker came through both restarts: every accepted message is emailed, exactly once.
  const accepted = (await stack.db('contact_messages').select('id')).map((r) => r.id as string);
  const answered = traffic.samples.filter((s) => s.kind === 'contact' && s.answer.status === 201);
  const stored = new Set(accepted);
  expect(answered.filter((s) => !stored.has(s.answer.json.id))).toEqual([]);
  expect(accepted.length).toBeGreaterThanOrEqual(answered.length + 40);
  const expected = await expectedEmails(stack.db, { contactMessageIds: accepted });
  const result = await settleEmails(stack, expected, 120_000);
  if (result.duplicated.length) {
    const t0 = traffic.samples[0]!.at;
    console.info(
      JSON.stringify({
        rounds: rounds.map((r) => ({
          stopped: r.stoppedAt - t0,
          restarted: r.restartedAt - t0,
          ready: r.readyAgain - t0,
        })),
        duplicated: result.duplicated.map((e) => ({
          key: e.key,
          at: stack.smtp.messages.filter((m) => m.messageId === e.messageId).map((m) => m.at - t0),
        })),
      }),
    );
  }
  expect(result.missing.map((e) => e.key)).toEqual([]);
  expect(result.unexpected).toEqual([]);
  expect(result.duplicated.map((e) => e.key)).toEqual([]);
  expect(stack.worker.proc?.alive).toBe(true);
});

describe('jobs in hand when PostgreSQL goes away', () => {
  let runtime: WorkerRuntime | null = null;
  let jobsDb: Knex | null = null;

  afterAll(async () => {
    await runtime?.stop().catch(() => {});
    await jobsDb?.destroy();
  });

  it('wait for it to come back instead of using up their retries and failing for good', async () => {
    // Its own database and queue prefix: the worker process above must not take these events.
    const databaseUrl = stack.pg.url('beauty_jobs');
    await ensureDatabase(databaseUrl);
    jobsDb = createKnex(databaseUrl, { max: 2 });
    await migrateLatest(jobsDb);

    // A job that is in the middle of its work when the database goes, with retries that an outage
    // of a few seconds would use up (two attempts, 200 ms apart).
    const ran: string[] = [];
    const registry: JobRegistry = {
      jobs: {
        'faults.slow-db-job': {
          queue: 'timeline',
          attempts: 2,
          backoff: { type: 'fixed', delay: 200 },
          eventTypes: ['contact_message.received'],
          handler: async (job, ctx) => {
            await sleep(1_500);
            await ctx.db.raw('SELECT 1');
            ran.push(job.eventId);
            return 'done';
          },
        },
      },
      subscriptions: { 'contact_message.received': ['faults.slow-db-job'] },
    };
    const config = {
      ...loadWorkerConfig({ NODE_ENV: 'test' }),
      databaseUrl,
      redisUrl: stack.redis.url,
      redisPrefix: 'faults-jobs',
      smtpUrl: stack.smtp.url,
      outboxPollMs: 100,
      metricsPort: 0,
    };
    runtime = createWorkerRuntime(config, { logger: createLogger('silent'), registry });
    await runtime.start();

    const eventIds = await jobsDb.transaction(async (trx) => {
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) {
        const [row] = await trx('contact_messages')
          .insert({
            name: `Slow ${i}`,
            email: `slow-${i}@submitters.example`,
            subject: 'Slow',
            message: 'A message whose job is slow.',
            trackingTokenHash: `slow-${i}`,
          })
          .returning('id');
        const [event] = await trx('outbox_events')
          .insert({
            type: 'contact_message.received',
            entityType: 'contact-message',
            entityId: row.id,
            payload: JSON.stringify({ contactMessageId: row.id }),
          })
          .returning('id');
        ids.push(event.id);
      }
      return ids;
    });
    await waitFor(
      'the ten events to be published',
      async () => (await jobsDb!('outbox_events').whereNotNull('publishedAt').pluck('id')).length === 10,
      { timeoutMs: 15_000 },
    );

    // The jobs are mid-work: the database goes for six seconds (their retries last 200 ms).
    await stack.pg.stop('fast');
    await sleep(6_000);
    await stack.pg.start();

    await waitFor(
      'every event to complete',
      async () => (await jobsDb!('outbox_events').whereNotNull('completedAt').pluck('id')).length === 10,
      { timeoutMs: 60_000, everyMs: 250 },
    );
    expect(ran.sort()).toEqual([...eventIds].sort());
    const queue = new Queue('timeline', {
      connection: { host: '127.0.0.1', port: stack.redis.port },
      prefix: 'faults-jobs',
    });
    try {
      expect(await queue.getJobCounts('failed', 'completed')).toEqual({ failed: 0, completed: 10 });
    } finally {
      await queue.close();
    }
  });
});
