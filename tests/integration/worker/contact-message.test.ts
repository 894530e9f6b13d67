import { TIMELINE_LABELS } from '@beauty/domain/events';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import { messageIdFor } from '@beauty/worker/pipeline/mailer';
import { jobIdFor } from '@beauty/worker/pipeline/queue';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { type CapturedEmail, startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import {
  createWorkerTestEnv,
  insertContactMessage,
  readableEmail,
  type WorkerTestEnv,
} from './worker-harness';

const JOB_NAMES = ['timeline.record', 'email.contact-staff-notification', 'email.contact-acknowledgment'];

let env: WorkerTestEnv;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let runtime: WorkerRuntime | null = null;

async function startRuntime() {
  runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url }), { logger: env.logger });
  await runtime.start();
  return runtime;
}

async function stopRuntime() {
  await runtime?.stop();
  runtime = null;
}

const to = (address: string) => (m: CapturedEmail) => m.to.includes(address);

async function waitForCompletion(eventId: string) {
  return waitUntil(
    async () => env.db('outbox_events').where({ id: eventId }).whereNotNull('completedAt').first(),
    15_000,
    `event ${eventId} to complete`,
  );
}

beforeAll(async () => {
  env = await createWorkerTestEnv('contact');
  smtp = await startSmtpCapture();
});

afterEach(stopRuntime);

afterAll(async () => {
  await stopRuntime();
  await smtp?.close();
  await env?.close();
});

describe('contact_message.received', () => {
  it('notifies the staff, acknowledges the sender, records the timeline and completes the event', async () => {
    const contact = await insertContactMessage(env.db, { subject: 'Bridal trial <in June>' });
    await startRuntime();

    await smtp.waitFor((all) => all.some(to(contact.email)) && all.some(to('staff@bridalbeauty.example')));
    await waitForCompletion(contact.eventId);

    const staffEmail = smtp.messages.find(to('staff@bridalbeauty.example'))!;
    expect(staffEmail.subject).toBe('New contact message: Bridal trial <in June>');
    expect(staffEmail.replyTo).toBe(contact.email);
    const staffBody = readableEmail(staffEmail.raw);
    expect(staffBody).toContain(`Email: ${contact.email}`);
    expect(staffBody).toContain(`Name: ${contact.name}`);
    expect(staffBody).toContain(contact.message);
    expect(staffBody).toContain('http://localhost:3000/');
    expect(staffBody).toContain('Bridal trial &lt;in June&gt;');
    const staffKey = deliveryKeyFor(
      contact.eventId,
      'contact-staff-notification',
      'staff@bridalbeauty.example',
    );
    expect(staffEmail.messageId).toBe(messageIdFor(staffKey, env.config().mailFrom));

    const acknowledgment = smtp.messages.filter(to(contact.email));
    expect(acknowledgment).toHaveLength(1);
    expect(acknowledgment[0]!.subject).toBe('We received your message');
    expect(acknowledgment[0]!.replyTo).toBeNull();
    const acknowledgmentBody = readableEmail(acknowledgment[0]!.raw);
    expect(acknowledgmentBody).toContain('will reply within 24 hours');
    // The address was typed by whoever sent the form: the visitor's words are not sent to it.
    expect(acknowledgmentBody).not.toContain(contact.message);
    expect(acknowledgmentBody).toContain('hello@bridalbeauty.example or bookings@bridalbeauty.example');

    const deliveries = await env
      .db('email_deliveries')
      .where({ eventId: contact.eventId })
      .orderBy('template');
    expect(deliveries).toHaveLength(2);
    expect(deliveries.map((d) => [d.template, d.toAddress, d.status, d.attempts])).toEqual([
      ['contact-acknowledgment', contact.email, 'sent', 1],
      ['contact-staff-notification', 'staff@bridalbeauty.example', 'sent', 1],
    ]);
    expect(deliveries.every((d) => d.sentAt && d.messageId)).toBe(true);

    const timeline = await env
      .db('status_events')
      .where({ entityType: 'contact-message', entityId: contact.messageId })
      .orderBy('id');
    expect(timeline.map((t) => t.label).sort()).toEqual(
      [
        TIMELINE_LABELS.messageReceived,
        TIMELINE_LABELS.teamNotified,
        TIMELINE_LABELS.confirmationEmailSent,
      ].sort(),
    );
    expect(timeline.every((t) => t.status === 'new')).toBe(true);
    expect(timeline.map((t) => t.dedupeKey).sort()).toEqual(
      ['Confirmation email sent', 'Message received', 'Team notified'].map((l) => `${contact.eventId}.${l}`),
    );

    const event = await env.db('outbox_events').where({ id: contact.eventId }).first();
    expect(event.publishedAt).toBeInstanceOf(Date);
    expect(event.jobs).toEqual(JOB_NAMES);
    const jobRows = await env.db('outbox_event_jobs').where({ eventId: contact.eventId }).orderBy('jobName');
    expect(jobRows.map((r) => [r.jobName, r.result])).toEqual([
      ['email.contact-acknowledgment', 'done'],
      ['email.contact-staff-notification', 'done'],
      ['timeline.record', 'done'],
    ]);

    const metrics = await runtime!.metrics.registry.metrics();
    expect(metrics).toMatch(
      /beauty_worker_job_duration_seconds_count\{job_name="email.contact-acknowledgment",outcome="done"\} 1/,
    );
    expect(metrics).toMatch(/beauty_worker_outbox_lag_seconds 0/);
    expect(metrics).toMatch(/beauty_worker_queue_jobs\{queue="emails",state="failed"\} 0/);
  });

  it('publishing the same event twice sends nothing new', async () => {
    const contact = await insertContactMessage(env.db);
    await startRuntime();
    await waitForCompletion(contact.eventId);
    const before = smtp.messages.length;

    // The relay's commit was "lost": the row looks unpublished again and is relayed a second time.
    await env
      .db('outbox_events')
      .where({ id: contact.eventId })
      .update({ publishedAt: null, completedAt: null, jobs: [] });
    // Completed: every job of the event has run, so any email it sent is in the capture by now.
    await waitForCompletion(contact.eventId);

    expect(smtp.messages.length).toBe(before);
    expect(await env.db('email_deliveries').where({ eventId: contact.eventId })).toHaveLength(2);
    expect(await env.db('status_events').where({ entityId: contact.messageId })).toHaveLength(3);
    // The same jobId was reused: BullMQ kept the completed job and added nothing.
    const job = await env.queue('emails').getJob(jobIdFor(contact.eventId, 'email.contact-acknowledgment'));
    expect(job?.attemptsMade).toBe(1);
  });

  it('never re-sends a sent delivery when its job runs again', async () => {
    const contact = await insertContactMessage(env.db);
    await startRuntime();
    await waitForCompletion(contact.eventId);
    const before = smtp.messages.length;

    // The BullMQ jobs aged out (removeOnComplete) and the event is relayed again: the jobs really run.
    for (const name of JOB_NAMES) {
      const queue = env.queue(name.startsWith('email.') ? 'emails' : 'timeline');
      await queue.remove(jobIdFor(contact.eventId, name));
    }
    await env.db('outbox_event_jobs').where({ eventId: contact.eventId }).delete();
    await env
      .db('outbox_events')
      .where({ id: contact.eventId })
      .update({ publishedAt: null, completedAt: null, jobs: [] });

    await waitForCompletion(contact.eventId);
    const rows = await env.db('outbox_event_jobs').where({ eventId: contact.eventId }).orderBy('jobName');
    expect(rows.map((r) => r.result)).toEqual(['skipped', 'skipped', 'skipped']);
    const acknowledgmentJob = await env
      .queue('emails')
      .getJob(jobIdFor(contact.eventId, 'email.contact-acknowledgment'));
    expect(acknowledgmentJob?.returnvalue).toBe('skipped');
    expect(smtp.messages.length).toBe(before);
    const deliveries = await env.db('email_deliveries').where({ eventId: contact.eventId });
    expect(deliveries.map((d) => d.attempts)).toEqual([1, 1]);
  });

  it('relays an event written while the worker was stopped, exactly once', async () => {
    await startRuntime();
    await stopRuntime();
    // No worker runs now: nothing can have published it.
    const contact = await insertContactMessage(env.db);
    expect(await env.db('outbox_events').where({ id: contact.eventId }).first()).toMatchObject({
      publishedAt: null,
    });

    await startRuntime();
    await smtp.waitFor((all) => all.some(to(contact.email)));
    await waitForCompletion(contact.eventId);
    expect(smtp.messages.filter(to(contact.email))).toHaveLength(1);
  });

  it('skips the jobs of a message deleted before they ran, and still completes the event', async () => {
    const contact = await insertContactMessage(env.db);
    await env.db('contact_messages').where({ id: contact.messageId }).delete();
    await startRuntime();
    await waitForCompletion(contact.eventId);

    const rows = await env.db('outbox_event_jobs').where({ eventId: contact.eventId });
    expect(rows.map((r) => r.result)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(await env.db('email_deliveries').where({ eventId: contact.eventId })).toHaveLength(0);
    expect(await env.db('status_events').where({ entityId: contact.messageId })).toHaveLength(0);
    expect(smtp.messages.filter(to(contact.email))).toHaveLength(0);
  });

  it('fails a job with a bad payload at once, and the sweeper leaves it for the dashboard', async () => {
    const contact = await insertContactMessage(env.db);
    await env
      .db('outbox_events')
      .where({ id: contact.eventId })
      .update({ payload: { contactMessageId: 'not-a-uuid' } });
    const rt = await startRuntime();

    const jobId = jobIdFor(contact.eventId, 'email.contact-acknowledgment');
    const failed = await waitUntil(
      async () => {
        const job = await env.queue('emails').getJob(jobId);
        // Read again once failed: the copy fetched before may predate the failure (attemptsMade 0).
        return (await job?.isFailed()) ? env.queue('emails').getJob(jobId) : null;
      },
      10_000,
      'the bad job to fail',
    );
    expect(failed!.attemptsMade).toBe(1);
    expect(failed!.failedReason).toMatch(/Invalid contact_message.received payload.*contactMessageId/);
    expect(await env.db('outbox_events').where({ id: contact.eventId }).first()).toMatchObject({
      completedAt: null,
    });

    await env
      .db('outbox_events')
      .where({ id: contact.eventId })
      .update({ publishedAt: env.db.raw(`now() - interval '5 minutes'`) });
    const report = await rt.sweep();
    expect(report.failed).toEqual(expect.arrayContaining([jobId]));
    expect(report.republished).toEqual([]);
    expect(smtp.messages.filter(to(contact.email))).toHaveLength(0);
  });

  it('sweeps up an event whose jobs Redis lost', async () => {
    const contact = await insertContactMessage(env.db);
    // Published long ago by a relay whose Redis then lost the jobs: nothing is queued.
    await env
      .db('outbox_events')
      .where({ id: contact.eventId })
      .update({ publishedAt: env.db.raw(`now() - interval '5 minutes'`), jobs: JOB_NAMES });
    const rt = await startRuntime();
    // A later message goes all the way through: the relay has drained since, and left this one alone.
    const later = await insertContactMessage(env.db);
    await waitForCompletion(later.eventId);
    expect(smtp.messages.filter(to(contact.email))).toHaveLength(0);

    const report = await rt.sweep();
    expect(report.republished.sort()).toEqual(
      JOB_NAMES.map((name) => jobIdFor(contact.eventId, name)).sort(),
    );
    await waitForCompletion(contact.eventId);
    expect(smtp.messages.filter(to(contact.email))).toHaveLength(1);

    // A second sweep finds nothing left to do.
    const again = await rt.sweep();
    expect(again.republished.filter((id) => id.startsWith(contact.eventId))).toEqual([]);
  });
});

describe('an event nobody subscribes to', () => {
  it('is marked published and completed at once, with no jobs', async () => {
    const [event] = await env
      .db('outbox_events')
      .insert({
        type: 'user.registered',
        entityType: 'user',
        entityId: '00000000-0000-4000-8000-000000000001',
        payload: { userId: '00000000-0000-4000-8000-000000000001' },
      })
      .returning('id');
    await startRuntime();
    const done = await waitForCompletion(event.id);
    expect(done.publishedAt).toBeInstanceOf(Date);
    expect(done.jobs).toEqual([]);
    expect(await env.db('outbox_event_jobs').where({ eventId: event.id })).toHaveLength(0);
  });
});
