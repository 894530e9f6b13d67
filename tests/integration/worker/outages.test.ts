import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { createProducerConnection, createQueues } from '@beauty/worker/pipeline/queue';
import { registry } from '@beauty/worker/pipeline/registry';
import { createOutboxRelay } from '@beauty/worker/pipeline/relay';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, insertContactMessage, type WorkerTestEnv } from './worker-harness';

const DEAD_REDIS = 'redis://127.0.0.1:1';
const DEAD_POSTGRES = 'postgres://postgres@127.0.0.1:1/beauty';

let env: WorkerTestEnv;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let runtime: WorkerRuntime | null = null;

beforeAll(async () => {
  env = await createWorkerTestEnv('outages');
  smtp = await startSmtpCapture();
});

afterEach(async () => {
  await runtime?.stop();
  runtime = null;
});

afterAll(async () => {
  await smtp?.close();
  await env?.close();
});

/** A TCP proxy in front of the real Redis that the test can take down and bring back. */
async function startRedisProxy() {
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    down() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function published(eventId: string, timeoutMs = 5_000) {
  return waitUntil(
    () => env.db('outbox_events').where({ id: eventId }).whereNotNull('publishedAt').first(),
    timeoutMs,
    `event ${eventId} to be published`,
  );
}

describe('when Redis is down', () => {
  it('keeps events in Postgres, records the failed attempts, and publishes them once Redis is back', async () => {
    const contact = await insertContactMessage(env.db);
    const producer = createProducerConnection(DEAD_REDIS);
    producer.on('error', () => {});
    const queues = createQueues(producer, env.redisPrefix);
    for (const queue of Object.values(queues)) queue.on('error', () => {});
    const relay = createOutboxRelay({
      db: env.db,
      databaseUrl: env.databaseUrl,
      queues,
      registry,
      logger: env.logger,
      pollMs: 100,
      publishTimeoutMs: 200,
    });
    try {
      await relay.start();
      const failed = await waitUntil(
        () =>
          env.db('outbox_events').where({ id: contact.eventId }).where('publishAttempts', '>=', 2).first(),
        5_000,
        'two failed publish attempts',
      );
      expect(failed).toMatchObject({ publishedAt: null, completedAt: null, jobs: [] });
      expect(failed.lastError).toMatch(/timed out|ECONNREFUSED|Connection/i);
    } finally {
      await relay.stop();
      producer.disconnect();
    }

    runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url }), { logger: env.logger });
    await runtime.start();
    await waitUntil(
      () => env.db('outbox_events').where({ id: contact.eventId }).whereNotNull('completedAt').first(),
      15_000,
      'the event to complete',
    );
    const event = await env.db('outbox_events').where({ id: contact.eventId }).first();
    expect(event.lastError).toBeNull();
    expect(smtp.messages.filter((m) => m.to.includes(contact.email))).toHaveLength(1);
  });

  it('going away while the worker runs leaves new events in Postgres until it is back', async () => {
    const proxy = await startRedisProxy();
    try {
      runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url, redisUrl: proxy.url }), {
        logger: env.logger,
      });
      await runtime.start();
      proxy.down();
      const contact = await insertContactMessage(env.db);
      const failed = await waitUntil(
        () =>
          env.db('outbox_events').where({ id: contact.eventId }).where('publishAttempts', '>=', 1).first(),
        5_000,
        'a failed publish attempt',
      );
      expect(failed).toMatchObject({ publishedAt: null, completedAt: null });
      expect(failed.lastError).toBeTruthy();

      proxy.up();
      await smtp.waitFor((all) => all.some((m) => m.to.includes(contact.email)), 15_000);
      await waitUntil(
        () => env.db('outbox_events').where({ id: contact.eventId }).whereNotNull('completedAt').first(),
        15_000,
        'the event to complete',
      );
    } finally {
      await runtime?.stop();
      runtime = null;
      await proxy.close();
    }
  });

  it('refuses to start, with one clear line naming Redis', async () => {
    const rt = createWorkerRuntime(env.config({ redisUrl: DEAD_REDIS }), { logger: env.logger });
    await expect(rt.start()).rejects.toThrow(
      'Cannot reach Redis at 127.0.0.1:1: start Redis (redis-server) or set REDIS_URL.',
    );
    await rt.stop();
  });

  it('refuses to start, with one clear line naming PostgreSQL', async () => {
    const rt = createWorkerRuntime(env.config({ databaseUrl: DEAD_POSTGRES }), { logger: env.logger });
    await expect(rt.start()).rejects.toThrow(
      'Cannot reach PostgreSQL at 127.0.0.1:1: start PostgreSQL or set DATABASE_URL.',
    );
    await rt.stop();
  });

  it.each([
    [
      'Redis',
      { REDIS_URL: DEAD_REDIS },
      'Cannot reach Redis at 127.0.0.1:1: start Redis (redis-server) or set REDIS_URL.',
    ],
    [
      'PostgreSQL',
      { DATABASE_URL: DEAD_POSTGRES },
      'Cannot reach PostgreSQL at 127.0.0.1:1: start PostgreSQL or set DATABASE_URL.',
    ],
  ])('main prints one line for %s, no stack trace, and exits 1', async (_service, broken, line) => {
    const main = path.join(__dirname, '../../../services/worker/src/main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATABASE_URL: env.databaseUrl,
        WORKER_METRICS_PORT: '0',
        LOG_LEVEL: 'info',
        ...broken,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(`${line}\n`);
    expect(stdout).toBe('');
  });
});

describe('the outbox listener', () => {
  it('publishes at once on NOTIFY, and again after its connection was cut', async () => {
    runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url, outboxPollMs: 60_000 }), {
      logger: env.logger,
    });
    await runtime.start();

    const first = await insertContactMessage(env.db);
    await published(first.eventId, 3_000);

    const listeners = async (): Promise<number[]> =>
      (
        await env.db.raw(
          `SELECT pid FROM pg_stat_activity
           WHERE application_name = 'beauty-worker-relay' AND datname = current_database()
             AND query LIKE 'LISTEN%' AND state = 'idle'`,
        )
      ).rows.map((row: { pid: number }) => row.pid);
    const [cut] = await listeners();
    expect(cut).toBeDefined();
    await env.db.raw('SELECT pg_terminate_backend(?)', [cut!]);
    // Listening again on a new connection (it reconnects after a second): only NOTIFY can publish
    // the next event, as the poll is a minute away.
    await waitUntil(
      async () => (await listeners()).some((pid) => pid !== cut) || null,
      15_000,
      'the listener back',
    );
    const second = await insertContactMessage(env.db);
    await published(second.eventId, 5_000);
  });
});
