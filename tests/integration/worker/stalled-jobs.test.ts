import { jobIdFor } from '@beauty/worker/pipeline/queue';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { Worker } from 'bullmq';
import { type CapturedEmail, startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, insertContactMessage, type WorkerTestEnv } from './worker-harness';

/**
 * A job whose workers die while running it (kill -9, OOM) more often than BullMQ's stall limit
 * allows is failed by BullMQ although its handler never threw: found by the soak, where two
 * worker kills a minute apart left a booking's staff email unsent and its event unfinished.
 */

const ACKNOWLEDGMENT = 'email.contact-acknowledgment';
const JOB_NAMES = ['timeline.record', 'email.contact-staff-notification', ACKNOWLEDGMENT];

let env: WorkerTestEnv;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let runtime: WorkerRuntime | null = null;

beforeAll(async () => {
  env = await createWorkerTestEnv('stalled');
  smtp = await startSmtpCapture();
});

afterAll(async () => {
  await runtime?.stop();
  await smtp?.close();
  await env?.close();
});

const to = (address: string) => (m: CapturedEmail) => m.to.includes(address);

/** The job as BullMQ leaves it when the processes running it died once more than `maxStalledCount`. */
async function failedByStalls(contact: Awaited<ReturnType<typeof insertContactMessage>>): Promise<string> {
  const jobId = jobIdFor(contact.eventId, ACKNOWLEDGMENT);
  const queue = env.queue('emails');
  const connection = { url: process.env.REDIS_URL as string };
  // A worker takes the job and dies with it: closed without finishing, its lock left to expire.
  const dying = new Worker(queue.name, () => new Promise(() => {}), {
    connection,
    prefix: env.redisPrefix,
    lockDuration: 1_000,
    // Its own stall check would hold BullMQ's shared check key for an interval: leave it to the next.
    skipStalledCheck: true,
  });
  await queue.add(
    ACKNOWLEDGMENT,
    {
      eventId: contact.eventId,
      eventType: 'contact_message.received',
      entityType: 'contact-message',
      entityId: contact.messageId,
      payload: { contactMessageId: contact.messageId },
    },
    { jobId, attempts: 5 },
  );
  await waitUntil(async () => (await queue.getJobState(jobId)) === 'active', 15_000, 'a worker to take it');
  await dying.close(true);
  // The next worker's stall check finds the lock gone; allowed no stalls, BullMQ fails the job.
  const checker = new Worker(queue.name, async () => {}, {
    connection,
    prefix: env.redisPrefix,
    stalledInterval: 200,
    maxStalledCount: 0,
  });
  const failed = await waitUntil(
    async () => ((await queue.getJobState(jobId)) === 'failed' ? queue.getJob(jobId) : null),
    15_000,
    'BullMQ to fail the stalled job',
  );
  await checker.close();
  expect(failed!.failedReason).toBe('job stalled more than allowable limit');
  return jobId;
}

it('is run again by the sweeper: its email goes out once and its event completes', async () => {
  const contact = await insertContactMessage(env.db);
  // Published a while ago by the relay (the sweeper looks only at such events).
  await env
    .db('outbox_events')
    .where({ id: contact.eventId })
    .update({ publishedAt: env.db.raw(`now() - interval '5 minutes'`), jobs: JOB_NAMES });
  const jobId = await failedByStalls(contact);

  runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url }), { logger: env.logger });
  await runtime.start();
  const report = await runtime.sweep();
  expect(report.failed).not.toContain(jobId);
  expect(report.republished).toContain(jobId);

  await waitUntil(
    async () => env.db('outbox_events').where({ id: contact.eventId }).whereNotNull('completedAt').first(),
    30_000,
    'the event to complete',
  );
  expect(smtp.messages.filter(to(contact.email))).toHaveLength(1);
  expect(await env.queue('emails').getJobState(jobId)).toBe('completed');
});
