// The event pipeline, measured against the running (built) worker:
//  - outbox latency: 1,000 events written at a steady rate, each in its own transaction through
//    the API's own outbox writer (lib/outbox.writeEvent), as an admin's review approval writes
//    it: 'testimonial.status_changed', whose one job appends the review's timeline entry. For
//    each event, the time from its commit to the moment the worker started its job (BullMQ's
//    `processedOn`, stamped by the worker when it takes the job);
//  - email throughput: a burst of contact messages written through the API's own service (row +
//    event; the worker sends two emails each, staff and sender) and the time until the local
//    SMTP listener has received every email.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';
import { cpuMs } from './http.mjs';

const rootRequire = createRequire(path.join(root, 'package.json'));
const apiRequire = createRequire(path.join(root, 'services/api/package.json'));
const workerRequire = createRequire(path.join(root, 'services/worker/package.json'));
const { SMTPServer } = rootRequire('smtp-server');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** A real SMTP listener on a free loopback port that counts what it receives and when. */
export async function startSmtpListener() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(Date.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function contactInput(tag, i) {
  return {
    name: `Bench Guest ${i}`,
    email: `bench.guest.${tag}.${i}@example.com`,
    subject: `Bench ${tag} #${i}`,
    message: 'Could you do hair and makeup for a bridal party of five in Puyallup next June?',
  };
}

async function waitFor(check, timeoutMs, what) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export async function measurePipeline({
  stack,
  smtp,
  workerPids,
  events = 1000,
  ratePerS = 50,
  burst = 500,
}) {
  const workersCpuMs = () => workerPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const { createKnex } = apiRequire(path.join(root, 'packages/server/dist/db/knex.js'));
  const { writeEvent } = apiRequire(path.join(root, 'packages/server/dist/outbox.js'));
  const { createContactMessage } = apiRequire(
    path.join(root, 'services/api/dist/features/contact/contact.service.js'),
  );
  const { subscriptions, jobs } = workerRequire(path.join(root, 'services/worker/dist/pipeline/registry.js'));
  const Redis = rootRequire('ioredis');
  const knex = createKnex(stack.databaseUrl, { max: 10 });
  const redis = new Redis(stack.redisUrl);

  try {
    // 1. Outbox latency at a steady rate: each event is written at its own scheduled time.
    const latencyType = 'testimonial.status_changed';
    const [jobName, ...others] = subscriptions[latencyType];
    if (others.length) throw new Error(`${latencyType} starts more than one job; the bench expects one`);
    const queue = jobs[jobName].queue;
    const review = await knex('testimonials').where({ status: 'approved' }).first('id');
    const admin = await knex('users').where({ role: 'admin' }).first('id');
    if (!review || !admin) throw new Error('the demo data has no approved review or no admin');
    const committed = new Map();
    const started = performance.now();
    const writes = [];
    for (let i = 0; i < events; i++) {
      const due = started + (i * 1000) / ratePerS;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      writes.push(
        knex
          .transaction((trx) =>
            writeEvent(trx, {
              type: latencyType,
              entityType: 'testimonial',
              entityId: review.id,
              payload: { testimonialId: review.id, from: 'approved', to: 'approved', changedBy: admin.id },
            }),
          )
          .then((eventId) => committed.set(eventId, Date.now())),
      );
    }
    await Promise.all(writes);
    const latencies = [];
    await waitFor(
      async () => {
        const pipe = redis.pipeline();
        for (const eventId of committed.keys()) {
          pipe.hget(`${stack.redisPrefix}:${queue}:${eventId}.${jobName}`, 'processedOn');
        }
        const answers = await pipe.exec();
        const starts = answers.map(([, value]) => Number(value));
        if (starts.some((t) => !(t > 0))) return false;
        latencies.length = 0;
        for (const [i, at] of [...committed.values()].entries()) latencies.push(starts[i] - at);
        return true;
      },
      120_000,
      'every latency event to start its job',
    );
    latencies.sort((a, b) => a - b);

    // 2. Email throughput: a burst of contact messages written as fast as 10 connections allow.
    const emailsPerEvent = subscriptions['contact_message.received'].filter((n) =>
      n.startsWith('email.'),
    ).length;
    const before = smtp.received.length;
    // The worker's own CPU time per email: what the figure would be on a core of its own (a
    // shared, loaded machine lowers emails/s, not this).
    const workerCpuBefore = workersCpuMs();
    const burstStart = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < burst) {
          const i = next++;
          await createContactMessage({ knex }, contactInput('burst', i));
        }
      }),
    );
    const wanted = before + burst * emailsPerEvent;
    await waitFor(() => smtp.received.length >= wanted, 600_000, 'the burst emails to arrive');
    const seconds = (smtp.received[wanted - 1] - burstStart) / 1000;
    const workerCpuMsPerEmail = (workersCpuMs() - workerCpuBefore) / (burst * emailsPerEvent);

    return {
      outbox: {
        eventType: latencyType,
        events: latencies.length,
        ratePerS,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies[latencies.length - 1],
      },
      email: {
        events: burst,
        emails: burst * emailsPerEvent,
        seconds,
        eventsPerS: burst / seconds,
        emailsPerS: (burst * emailsPerEvent) / seconds,
        workerCpuMsPerEmail,
        workers: workerPids.length,
        /** Share of one core the workers had while sending (1: a core to itself). */
        workerCpuShare: (workerCpuMsPerEmail * burst * emailsPerEvent) / (seconds * 1000),
      },
    };
  } finally {
    await knex.destroy();
    redis.disconnect();
  }
}
