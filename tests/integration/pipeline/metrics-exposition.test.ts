import type { AddressInfo } from 'node:net';
import { serveHealthAndMetrics } from '@beauty/worker/health-server';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { request } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, insertContactMessage, type WorkerTestEnv } from '../worker/worker-harness';

/**
 * Both /metrics outputs, as served, read by a real exposition-format parser, against the one
 * naming scheme (README, Operations): `beauty_api_*` and `beauty_worker_*`, default process
 * figures included; no label Prometheus itself sets on scrape (`job`, `instance`: a metric's own
 * would be renamed `exported_job`); gauges never end in `_total`, counters always do.
 */
const RESERVED_LABELS = ['job', 'instance'];
const NUMBER = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]?Inf|NaN)$/;

/**
 * Every sample with its labels. The parser folds a labelled histogram into one entry and drops
 * its labels, so the labels are read from a second pass without the TYPE lines, where each
 * sample line (`*_bucket`, `*_sum`, `*_count` too) is parsed as an untyped sample.
 */
function seriesOf(text: string): { name: string; labels: Record<string, string>; value: string }[] {
  return parsePrometheusTextFormat(text.replace(/^# TYPE .*$/gm, '')).flatMap((f) =>
    f.metrics.map((m) => ({ name: f.name, labels: m.labels ?? {}, value: m.value ?? '' })),
  );
}

/** Parses the text and returns every broken rule, so a failure names all of them at once. */
function schemeViolations(
  text: string,
  prefix: string,
): { families: PrometheusFamily[]; problems: string[] } {
  const families = parsePrometheusTextFormat(text);
  const problems: string[] = [];
  for (const family of families) {
    const { name, type } = family;
    if (!name.startsWith(prefix)) problems.push(`${name}: not named ${prefix}*`);
    if (!/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${name}: not snake_case`);
    if (!family.help.trim()) problems.push(`${name}: no HELP`);
    if (!new RegExp(`^# TYPE ${name} \\w+$`, 'm').test(text)) problems.push(`${name}: no TYPE line`);
    if (type === 'UNTYPED') problems.push(`${name}: untyped`);
    if (type === 'GAUGE' && name.endsWith('_total')) problems.push(`${name}: a gauge named _total`);
    if (type === 'COUNTER' && !name.endsWith('_total')) problems.push(`${name}: a counter not named _total`);
  }
  const series = seriesOf(text);
  if (series.length === 0) problems.push('no samples');
  for (const { name, labels, value } of series) {
    for (const label of Object.keys(labels)) {
      if (RESERVED_LABELS.includes(label)) problems.push(`${name}: label '${label}'`);
      if (!/^[a-z][a-z0-9_]*$/.test(label)) problems.push(`${name}: label '${label}' not snake_case`);
    }
    if (!NUMBER.test(value)) problems.push(`${name}: value '${value}'`);
  }
  return { families, problems };
}

const family = (families: PrometheusFamily[], name: string) => families.find((f) => f.name === name);

describe('metrics exposition: API and worker share one naming scheme', () => {
  let env: WorkerTestEnv;
  let api: TestApi;
  let runtime: WorkerRuntime;

  beforeAll(async () => {
    env = await createWorkerTestEnv('metrics_exposition');
    api = await startApi();
    runtime = createWorkerRuntime(env.config(), { logger: env.logger });
    await runtime.start();
  });
  afterAll(async () => {
    await runtime?.stop();
    await api?.close();
    await env?.close();
  });

  it("the API's /metrics parses, beauty_api_* only, no job label, gauges without _total", async () => {
    // One request of each kind, so the latency histogram has series with labels.
    expect((await request(`${api.url}/api/services`)).status).toBe(200);
    expect((await request(`${api.url}/api/nowhere`)).status).toBe(404);

    const res = await request(`${api.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    const { families, problems } = schemeViolations(text, 'beauty_api_');
    expect(problems).toEqual([]);

    expect(family(families, 'beauty_api_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(seriesOf(text)).toContainEqual(
      expect.objectContaining({
        name: 'beauty_api_http_request_duration_seconds_count',
        labels: { method: 'GET', route: '/api/services', status: '200' },
      }),
    );
    expect(family(families, 'beauty_api_process_cpu_seconds_total')?.type).toBe('COUNTER');
    expect(family(families, 'beauty_api_nodejs_active_handles')?.type).toBe('GAUGE');
  });

  it("the worker's /metrics parses, beauty_worker_* only, jobs labelled job_name", async () => {
    const { eventId } = await insertContactMessage(env.db);
    await waitUntil(
      async () => Boolean((await env.db('outbox_events').where({ id: eventId }).first())?.completedAt),
      30_000,
      "the contact message's jobs to finish",
    );

    const server = serveHealthAndMetrics(runtime, 0);
    try {
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once('listening', () => resolve()),
      );
      const res = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      const text = res.text;
      const { families, problems } = schemeViolations(text, 'beauty_worker_');
      expect(problems).toEqual([]);

      expect(family(families, 'beauty_worker_job_duration_seconds')?.type).toBe('HISTOGRAM');
      expect(seriesOf(text)).toContainEqual(
        expect.objectContaining({
          name: 'beauty_worker_job_duration_seconds_count',
          labels: { job_name: 'email.contact-acknowledgment', outcome: 'done' },
        }),
      );
      expect(family(families, 'beauty_worker_queue_jobs')?.type).toBe('GAUGE');
      expect(family(families, 'beauty_worker_outbox_lag_seconds')?.type).toBe('GAUGE');
      expect(family(families, 'beauty_worker_outbox_unfinished_seconds')?.type).toBe('GAUGE');
      expect(family(families, 'beauty_worker_outbox_events')?.type).toBe('GAUGE');
      expect(family(families, 'beauty_worker_process_cpu_seconds_total')?.type).toBe('COUNTER');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
