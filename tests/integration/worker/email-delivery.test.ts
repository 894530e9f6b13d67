import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import { createMailer, messageIdFor } from '@beauty/worker/pipeline/mailer';
import { type JobRegistry, registry } from '@beauty/worker/pipeline/registry';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import pino from 'pino';
import { startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import {
  createWorkerTestEnv,
  insertContactMessage,
  readableEmail,
  type WorkerTestEnv,
} from './worker-harness';

let env: WorkerTestEnv;
let runtime: WorkerRuntime | null = null;

beforeAll(async () => {
  env = await createWorkerTestEnv('delivery');
});

afterEach(async () => {
  await runtime?.stop();
  runtime = null;
});

afterAll(async () => {
  await env?.close();
});

function waitForCompletion(eventId: string) {
  return waitUntil(
    () => env.db('outbox_events').where({ id: eventId }).whereNotNull('completedAt').first(),
    15_000,
    `event ${eventId} to complete`,
  );
}

/** The same table of jobs with a short backoff, so a retry happens within the test. */
const quickRetries: JobRegistry = {
  subscriptions: registry.subscriptions,
  jobs: Object.fromEntries(
    Object.entries(registry.jobs).map(([name, job]) => [
      name,
      job && { ...job, backoff: { type: 'fixed', delay: 100 } },
    ]),
  ),
};

const STAFF = 'staff@bridalbeauty.example';

describe('email delivery', () => {
  it('retries a failed SMTP send with the stored render, neither re-rendering nor re-reading the message', async () => {
    const contact = await insertContactMessage(env.db, {
      subject: 'Original subject',
      message: 'The original message, as submitted.',
    });
    let rejectedOnce = false;
    // The capture refuses the first staff notification (it quotes the message) with a temporary
    // error, after the message has been edited in the database.
    const smtp = await startSmtpCapture({
      async refuse(email) {
        if (rejectedOnce || !email.to.includes(STAFF)) return null;
        rejectedOnce = true;
        await env
          .db('contact_messages')
          .where({ id: contact.messageId })
          .update({ subject: 'Edited subject', message: 'Edited after the first attempt.' });
        return Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      },
    });
    const received = smtp.messages;
    const smtpUrl = smtp.url;

    try {
      runtime = createWorkerRuntime(env.config({ smtpUrl }), { logger: env.logger, registry: quickRetries });
      await runtime.start();
      await waitForCompletion(contact.eventId);

      const attempts = received.filter((m) => m.to.includes(STAFF));
      expect(attempts.map((m) => m.refused)).toEqual([true, false]);
      for (const attempt of attempts) {
        const body = readableEmail(attempt.raw);
        expect(body).toContain('Subject: Original subject');
        expect(body).toContain('The original message, as submitted.');
        expect(body).not.toContain('Edited');
      }
      const messageId = (raw: string) => raw.match(/^Message-ID:\s*(.+)$/im)?.[1]?.trim();
      const key = deliveryKeyFor(contact.eventId, 'contact-staff-notification', STAFF);
      expect(messageId(attempts[0]!.raw)).toBe(messageIdFor(key, env.config().mailFrom));
      expect(messageId(attempts[1]!.raw)).toBe(messageId(attempts[0]!.raw));

      const notification = await env.db('email_deliveries').where({ deliveryKey: key }).first();
      expect(notification).toMatchObject({
        status: 'sent',
        attempts: 2,
        subject: 'New contact message: Original subject',
      });
      expect(received.filter((m) => m.to.includes(contact.email))).toHaveLength(1);
      const jobRows = await env.db('outbox_event_jobs').where({ eventId: contact.eventId });
      expect(jobRows.map((r) => r.result).sort()).toEqual(['done', 'done', 'done']);
    } finally {
      await smtp.close();
    }
  });

  it('writes .eml files to EMAIL_OUTBOX_DIR when SMTP_URL is not set, one log line each', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'worker-outbox-'));
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    try {
      const contact = await insertContactMessage(env.db, { subject: 'Engagement shoot' });
      const staffEmails = ['staff@bridalbeauty.example', 'owner@bridalbeauty.example'];
      runtime = createWorkerRuntime(env.config({ smtpUrl: null, emailOutboxDir: dir, staffEmails }), {
        logger,
      });
      await runtime.start();
      await waitForCompletion(contact.eventId);

      // The acknowledgment, and the staff notification once per STAFF_EMAILS address.
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(3);
      for (const staff of staffEmails) {
        const key = deliveryKeyFor(contact.eventId, 'contact-staff-notification', staff);
        expect(files.filter((f) => f.endsWith(`-${key}.eml`))).toHaveLength(1);
      }
      const ackKey = deliveryKeyFor(contact.eventId, 'contact-acknowledgment', contact.email);
      const ackFile = files.find((f) => f.endsWith(`-${ackKey}.eml`));
      expect(ackFile).toMatch(/^\d{8}T\d{9}Z-/);
      const eml = await readFile(path.join(dir, ackFile!), 'utf8');
      expect(eml).toMatch(/^Subject: We received your message$/m);
      expect(eml).toContain(`To: ${contact.email}`);
      expect(eml).toContain(`Message-ID: ${messageIdFor(ackKey, env.config().mailFrom)}`);
      // The acknowledgment quotes nothing the visitor wrote; the staff notification does.
      expect(readableEmail(eml)).not.toContain('Engagement shoot');
      const staffKey = deliveryKeyFor(contact.eventId, 'contact-staff-notification', staffEmails[0]!);
      const staffFile = files.find((f) => f.endsWith(`-${staffKey}.eml`))!;
      expect(readableEmail(await readFile(path.join(dir, staffFile), 'utf8'))).toContain('Engagement shoot');

      const written = lines.filter((l) => l.msg === 'email written to the outbox directory');
      expect(written).toHaveLength(3);
      expect(written.map((l) => l.path).sort()).toEqual(files.map((f) => path.join(dir, f)));
      expect(written.find((l) => l.to === contact.email)).toMatchObject({
        subject: 'We received your message',
      });

      const deliveries = await env.db('email_deliveries').where({ eventId: contact.eventId });
      expect(deliveries.map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shows an outbox email only once it is recorded as sent: a browser test never opens a link not yet stored', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'worker-outbox-'));
    try {
      const mailer = createMailer(
        { smtpUrl: null, mailFrom: 'Studio <hello@studio.test>', emailOutboxDir: dir },
        pino({ level: 'silent' }),
      );
      const sent = await mailer.send({
        deliveryKey: 'contract-key',
        to: 'bride@example.com',
        subject: 'Confirm your email',
        text: 'Open /api/login/verify?token=abc',
        html: null,
        messageId: messageIdFor('contract-key', 'hello@studio.test'),
      });
      // Written, but not yet an .eml: the sending transaction has not committed.
      expect(await readdir(dir)).toEqual([`${path.basename(sent.path!)}.part`]);
      await sent.recorded!();
      expect(await readdir(dir)).toEqual([path.basename(sent.path!)]);
      expect(await readFile(sent.path!, 'utf8')).toMatch(/^Subject: Confirm your email$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
