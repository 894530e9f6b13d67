import type { AddressInfo } from 'node:net';
import { serveHealthAndMetrics } from '@beauty/worker/health-server';
import { createWorkerMetrics } from '@beauty/worker/metrics';
import { QUEUE_NAMES, type Queues } from '@beauty/worker/pipeline/queue';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { Worker } from 'bullmq';
import { request } from '../../support/http';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

let env: WorkerTestEnv;
let queues: Queues;

beforeAll(async () => {
  env = await createWorkerTestEnv('worker_metrics');
  queues = Object.fromEntries(QUEUE_NAMES.map((name) => [name, env.queue(name)])) as Queues;
});

afterAll(async () => {
  await env?.close();
});

/** The value of one sample in Prometheus text, e.g. sample(text, 'beauty_worker_queue_jobs{queue="emails",state="waiting"}'). */
function sample(text: string, series: string): number | null {
  const escaped = series.replace(/[{}"=,.]/g, (c) => `\\${c}`);
  const match = text.match(new RegExp(`^${escaped} (\\S+)$`, 'm'));
  return match ? Number(match[1]) : null;
}

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

describe('worker metrics: queue depth by queue and state, outbox lag', () => {
  it('counts waiting, active, delayed and failed jobs per queue', async () => {
    const metrics = createWorkerMetrics({ db: () => env.db, queues: () => queues });
    const connection = { url: process.env.REDIS_URL };

    await queues.emails.add('x', {});
    await queues.emails.add('x', {});
    await queues.reminders.add('x', {}, { delay: 3_600_000 });

    // One job fails for good on 'images'.
    const failing = new Worker(
      'images',
      async () => {
        throw new Error('boom');
      },
      { connection, prefix: env.redisPrefix },
    );
    await queues.images.add('x', {}, { attempts: 1 });
    await waitUntil(
      async () => (await queues.images.getJobCounts('failed')).failed === 1,
      10_000,
      'a failed job',
    );
    await failing.close();

    // One job is in hand on 'stats' while the metrics are read.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = new Worker('stats', () => held, { connection, prefix: env.redisPrefix });
    await queues.stats.add('x', {});
    await waitUntil(
      async () => (await queues.stats.getJobCounts('active')).active === 1,
      10_000,
      'an active job',
    );

    const text = await metrics.registry.metrics();
    release();
    await busy.close();

    expect(sample(text, 'beauty_worker_queue_jobs{queue="emails",state="waiting"}')).toBe(2);
    expect(sample(text, 'beauty_worker_queue_jobs{queue="reminders",state="delayed"}')).toBe(1);
    expect(sample(text, 'beauty_worker_queue_jobs{queue="images",state="failed"}')).toBe(1);
    expect(sample(text, 'beauty_worker_queue_jobs{queue="stats",state="active"}')).toBe(1);
    for (const queue of QUEUE_NAMES) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(text, `beauty_worker_queue_jobs{queue="${queue}",state="${state}"}`)).not.toBeNull();
      }
    }
    await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
  });

  it('reports the age of the oldest unpublished and of the oldest unfinished event, and how many', async () => {
    const metrics = createWorkerMetrics({ db: () => env.db, queues: () => queues });
    const before = await metrics.registry.metrics();
    expect(sample(before, 'beauty_worker_outbox_lag_seconds')).toBe(0);
    expect(sample(before, 'beauty_worker_outbox_unfinished_seconds')).toBe(0);
    expect(sample(before, 'beauty_worker_outbox_events{state="unpublished"}')).toBe(0);

    const event = (createdAt: Date, publishedAt: Date | null, completedAt: Date | null) => ({
      type: 'user.registered',
      entityType: 'user',
      entityId: '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e',
      payload: { userId: '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e' },
      createdAt,
      publishedAt,
      completedAt,
      jobs: publishedAt ? ['timeline.record'] : [],
    });
    await env
      .db('outbox_events')
      .insert([
        event(secondsAgo(120), null, null),
        event(secondsAgo(30), null, null),
        event(secondsAgo(300), secondsAgo(299), null),
        event(secondsAgo(5_000), secondsAgo(4_999), secondsAgo(4_998)),
      ]);

    const text = await metrics.registry.metrics();
    expect(sample(text, 'beauty_worker_outbox_lag_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(text, 'beauty_worker_outbox_lag_seconds')).toBeLessThan(180);
    expect(sample(text, 'beauty_worker_outbox_unfinished_seconds')).toBeGreaterThanOrEqual(300);
    expect(sample(text, 'beauty_worker_outbox_unfinished_seconds')).toBeLessThan(360);
    expect(sample(text, 'beauty_worker_outbox_events{state="unpublished"}')).toBe(2);
    expect(sample(text, 'beauty_worker_outbox_events{state="unfinished"}')).toBe(1);
    await env.db('outbox_events').delete();
  });
});

describe("the worker's /metrics, /healthz and /readyz", () => {
  let runtime: WorkerRuntime;

  beforeAll(async () => {
    runtime = createWorkerRuntime(env.config(), { logger: env.logger });
    await runtime.start();
  });
  afterAll(async () => {
    await runtime?.stop();
  });

  it('serves the Prometheus text with queue depth, outbox lag, job durations and process figures', async () => {
    const server = serveHealthAndMetrics(runtime, 0);
    try {
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once('listening', () => resolve()),
      );
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      const res = await request(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = res.text;
      // The nightly stats run and the next retention run wait in the stats queue.
      expect(sample(text, 'beauty_worker_queue_jobs{queue="stats",state="delayed"}')).toBe(2);
      expect(sample(text, 'beauty_worker_queue_jobs{queue="emails",state="failed"}')).toBe(0);
      expect(sample(text, 'beauty_worker_outbox_lag_seconds')).toBe(0);
      expect(sample(text, 'beauty_worker_outbox_unfinished_seconds')).toBe(0);
      expect(text).toContain('# TYPE beauty_worker_job_duration_seconds histogram');
      expect(text).toContain('beauty_worker_process_cpu_seconds_total');

      expect((await request(`${base}/healthz`)).status).toBe(200);
      expect((await request(`${base}/readyz`)).json).toEqual({ status: 'ready' });
      expect((await request(`${base}/nowhere`)).status).toBe(404);
      expect((await request(`${base}/metrics`, { method: 'POST' })).status).toBe(405);

      await runtime.stop();
      const down = await request(`${base}/readyz`);
      expect(down.status).toBe(503);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
