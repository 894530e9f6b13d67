// What runs beside the soak's traffic (see scripts/soak.mjs): memory sampled every 5 s from the
// processes that stay up, and the chaos that kills the others one at a time.
import { rssBytes, sleep, waitFor } from './infra.mjs';

/** V8 heap in use (bytes) as the process's own /metrics says; NaN when it does not answer. */
async function heapUsed(url, prefix, token) {
  try {
    const res = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(3_000),
    });
    const text = await res.text();
    const line = text.split('\n').find((l) => l.startsWith(`${prefix}nodejs_heap_size_used_bytes `));
    return line ? Number(line.split(' ')[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Samples, every 5 s while `running()`, the RSS and V8 heap of the API and worker that stay up
 * into `samples` (ms since `started`); resolves when the run ends.
 */
export async function sampleMemory({
  samples,
  started,
  running,
  api,
  worker,
  apiMetrics,
  workerMetrics,
  metricsToken,
}) {
  while (running()) {
    const t = Date.now() - started;
    const [apiHeap, workerHeap] = await Promise.all([
      heapUsed(apiMetrics, 'beauty_api_', metricsToken),
      heapUsed(workerMetrics, 'beauty_worker_'),
    ]);
    samples.push({
      t,
      api: rssBytes(api.pid),
      worker: rssBytes(worker.pid),
      apiHeap,
      workerHeap,
    });
    await sleep(5_000);
  }
}

/**
 * One fault at a time, `meanGapMs` apart on average, until 15 s before `until` (or `stopped()`):
 * a victim worker or API killed -9 and started again 1-5 s later, or Redis killed and started
 * again empty 2-8 s later. Each fault's time goes into `faults[kind]`.
 */
export async function injectFaults({ rng, until, stopped, meanGapMs, victims, faults }) {
  await sleep(meanGapMs * (0.5 + rng()));
  while (Date.now() < until - 15_000 && !stopped()) {
    const which = rng.weighted({ worker: 40, api: 35, redis: 25 });
    const at = Date.now();
    await victims[which].kill();
    faults[which].push(at);
    await sleep(which === 'redis' ? rng.int(2_000, 8_000) : rng.int(1_000, 5_000));
    await victims[which].start();
    await sleep(meanGapMs * (0.5 + rng()));
  }
}

/**
 * Waits on states, with a generous timeout, for the pipeline to be done: the outbox finished,
 * no email left to send, and the listener quiet for 5 s. True when it was, false on timeout.
 */
export function settle({ db, smtp }) {
  let lastCount = -1;
  let quietSince = Date.now();
  return waitFor(
    'the outbox to finish and the mail to stop',
    async () => {
      if (smtp.messages.length !== lastCount) {
        lastCount = smtp.messages.length;
        quietSince = Date.now();
      }
      const [{ open }] = await db('outbox_events').whereNull('completedAt').count('id as open');
      const [{ unsent }] = await db('email_deliveries')
        .whereNotIn('status', ['sent', 'cancelled'])
        .count('id as unsent');
      return Number(open) === 0 && Number(unsent) === 0 && Date.now() - quietSince > 5_000;
    },
    { timeoutMs: 10 * 60_000, everyMs: 1_000 },
  )
    .then(() => true)
    .catch((error) => {
      console.error(`soak: ${error.message}`);
      return false;
    });
}
