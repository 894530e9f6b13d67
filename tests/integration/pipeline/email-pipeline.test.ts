import { loadWorkerConfig } from '@beauty/worker/config';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import pino from 'pino';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { sentLink } from '../support/emailed-links';
import { type CapturedEmail, startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, type WorkerTestEnv } from '../worker/worker-harness';

/**
 * Emails end to end: request → row → event → worker → SMTP. One worker and one SMTP listener
 * for the file, on a database and Redis prefix of its own: a worker takes every event it finds
 * in its database, and on the run's shared one it first worked through every other suite's
 * booking emails (CI saw it time out behind 60 of them).
 */
describe('email pipeline', () => {
  let env: WorkerTestEnv;
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let worker: WorkerRuntime | null = null;

  const newWorker = () =>
    createWorkerRuntime(
      loadWorkerConfig({
        ...process.env,
        DATABASE_URL: env.databaseUrl,
        REDIS_PREFIX: env.redisPrefix,
        SMTP_URL: smtp.url,
        STAFF_EMAILS: 'owner@bridal.test,coordinator@bridal.test',
        OUTBOX_POLL_MS: '200',
        WORKER_METRICS_PORT: '0',
      }),
      { logger: pino({ level: 'silent' }) },
    );

  beforeAll(async () => {
    env = await createWorkerTestEnv('email_pipeline');
    api = await startApi({ DATABASE_URL: env.databaseUrl, REDIS_PREFIX: env.redisPrefix });
    smtp = await startSmtpCapture();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
    await env.close();
  });

  const to = (address: string) => (m: CapturedEmail) => m.to.includes(address);

  it('emails the staff and the sender once each and fills the timeline', async () => {
    worker = newWorker();
    await worker.start();
    const sender = `guest.${Date.now()}@example.com`;
    const subject = `Engagement shoot ${Date.now()}`;
    const res = await new Client(api.url).post('/api/contact', {
      name: 'Grace Hopper',
      email: sender,
      subject,
      message: 'Could you do makeup for an engagement shoot in Tacoma on a Saturday?',
    });
    expect(res.status).toBe(201);
    const { id, trackingToken } = res.json;

    // Other suites write contact messages into the same database, so pick ours by subject.
    const staffAbout = (all: CapturedEmail[]) =>
      all.filter((m) => m.subject.includes(subject) && m.to.some((t) => t.endsWith('@bridal.test')));
    await smtp.waitFor((all) => all.some(to(sender)) && staffAbout(all).length === 2);
    const acks = smtp.messages.filter(to(sender));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.subject).toBe('We received your message');
    // The sender's address is whatever was typed: her words go only to the staff (issue 13.6).
    expect(acks[0]!.raw).not.toContain(subject);
    expect(
      staffAbout(smtp.messages)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['coordinator@bridal.test', 'owner@bridal.test']);

    const timeline = await waitUntil(
      async () => {
        const t = await new Client(api.url).get(
          `/api/timelines/contact-message/${id}?token=${trackingToken}`,
        );
        return t.json.settled ? t.json : null;
      },
      15_000,
      'a settled timeline',
    );
    expect(timeline.entries.map((e: { label: string }) => e.label)).toEqual(
      expect.arrayContaining(['Message received', 'Team notified', 'Confirmation email sent']),
    );
    const deliveries = await api.deps
      .knex('email_deliveries')
      .where({ status: 'sent' })
      .whereIn('toAddress', [sender]);
    expect(deliveries).toHaveLength(1);
  });

  it('keeps a message submitted while the worker is stopped and delivers exactly one acknowledgment later', async () => {
    const sender = `later.${Date.now()}@example.com`;
    const res = await new Client(api.url).post('/api/contact', {
      name: 'Lena',
      email: sender,
      subject: 'Bridal trial',
      message: 'When could we schedule a bridal trial run in Puyallup?',
    });
    expect(res.status).toBe(201);
    // No worker runs yet: nothing can have sent it.
    expect(smtp.messages.filter(to(sender))).toHaveLength(0);

    worker = newWorker();
    await worker.start();
    await smtp.waitFor((all) => all.some(to(sender)));
    // A sweep on top, then the event completed: every job it started has run, so a duplicate
    // delivery would be in the capture by now.
    await worker.sweep();
    await waitUntil(
      () => env.db('outbox_events').where({ entityId: res.json.id }).whereNotNull('completedAt').first('id'),
      15_000,
      'the contact message event to complete',
    );
    expect(smtp.messages.filter(to(sender))).toHaveLength(1);
  });

  it('emails a one-time password reset link that works once', async () => {
    worker = newWorker();
    await worker.start();
    const email = `reset.${Date.now()}@example.com`;
    await new Client(api.url).postForm('/api/login/register', {
      firstName: 'Maya',
      email,
      password: 'original-password',
    });
    expect((await new Client(api.url).postForm('/api/login/forgot', { email })).status).toBe(200);

    // Her sign-up sent 'Confirm your email' too; the reset is the one titled so.
    const isReset = (m: { subject: string }) => m.subject === 'Reset your password';
    const [mail] = await smtp
      .waitFor((all) => all.some((m) => to(email)(m) && isReset(m)))
      .then((all) => all.filter((m) => to(email)(m) && isReset(m)));
    expect(mail!.subject).toBe('Reset your password');
    const token = await sentLink(env.db, mail!, '/api/login/reset');

    expect(
      (await new Client(api.url).get(`/api/login/reset?token=${encodeURIComponent(token)}`)).status,
    ).toBe(200);
    expect(
      (await new Client(api.url).postForm('/api/login/reset', { token, password: 'brand-new-password' }))
        .status,
    ).toBe(200);
    expect(
      (await new Client(api.url).postForm('/api/login', { email, password: 'brand-new-password' })).status,
    ).toBe(303);
    expect(
      (await new Client(api.url).postForm('/api/login/reset', { token, password: 'another-password!' }))
        .status,
    ).toBe(422);
  });
});
