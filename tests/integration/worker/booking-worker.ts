import type { WorkerConfig } from '@beauty/worker/config';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { type CapturedEmail, startSmtpCapture } from '../support/smtp-capture';
import { type BookingFields, insertBooking, insertCustomer, seedBookingCatalog } from './booking-fixture';
import { eventCompleted } from './staff-fixture';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

/** The decoded text/calendar part of a raw MIME message, byte for byte (it travels base64). */
export function calendarPartOf(raw: string): { headers: string; content: string } | null {
  for (const segment of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const part = segment.match(/^([\s\S]*?)\r?\n\r?\n([\s\S]*)$/);
    if (!part || !/content-type:\s*text\/calendar/i.test(part[1]!)) continue;
    const headers = part[1]!.replace(/\r?\n[ \t]+/g, ' ');
    if (!/content-transfer-encoding:\s*base64/i.test(headers)) throw new Error('calendar part is not base64');
    return { headers, content: Buffer.from(part[2]!.replace(/\s+/g, ''), 'base64').toString('utf8') };
  }
  return null;
}

/** An iCalendar text checked for CRLF, folding and nesting, then unfolded into name/value pairs. */
export function parseIcs(text: string) {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar text must end with CRLF');
  if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error('iCalendar text has a bare LF or CR');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const stack: string[] = [];
  const properties: Array<{ name: string; params: string; value: string; within: string }> = [];
  for (const line of lines) {
    const match = line.match(/^([A-Z-]+)((?:;[^:]*)?):(.*)$/);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name = '', params = '', value = ''] = match;
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close the open component`);
    } else properties.push({ name, params, value, within: stack.join('/') });
  }
  if (stack.length) throw new Error(`unclosed components: ${stack.join(', ')}`);
  const get = (name: string, within = 'VCALENDAR/VEVENT') =>
    properties.filter((p) => p.name === name && p.within === within).map((p) => p.value);
  return { lines, properties, get, events: lines.filter((l) => l === 'BEGIN:VEVENT').length };
}

/** Captured messages sent to `address`. */
/**
 * The booking emails to `address`: not the sign-up's 'Confirm your email' (an account email a
 * worker may send before newCustomer marks the link used).
 */
export const addressedTo = (address: string) => (message: CapturedEmail) =>
  message.to.includes(address) && message.subject !== 'Confirm your email';

/**
 * A booking email test file's setup: its own database with the catalog seeded, an SMTP capture,
 * and a worker sending through it. Call at the top of the file: it registers the beforeAll that
 * starts them and the afterAll that stops them, so the fields are set inside the tests only.
 */
export function bookingWorker(label: string) {
  let env: WorkerTestEnv;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let runtime: WorkerRuntime | null = null;

  const worker = {
    get env() {
      return env;
    },
    get db() {
      return env.db;
    },
    get smtp() {
      return smtp;
    },
    /** The running worker, null while stopped. */
    get runtime() {
      return runtime;
    },
    /** Start a worker (stopping the running one), sending through the capture unless `overrides` say. */
    async start(overrides: Partial<WorkerConfig> = {}) {
      await worker.stop();
      runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url, ...overrides }), { logger: env.logger });
      await runtime.start();
      return runtime;
    },
    async stop() {
      await runtime?.stop();
      runtime = null;
    },
    /** Wait until the outbox event has run every job it started. */
    completed: (eventId: string) => eventCompleted(env.db, eventId),
    /** A new customer's booking, once the jobs of its 'booking.created' have run. */
    async book(fields: BookingFields, options: { eventCreatedAt?: Date } = {}) {
      const customer = await insertCustomer(env.db);
      const booking = await insertBooking(env.db, customer.id, fields, options);
      await eventCompleted(env.db, booking.eventId);
      return { customer, ...booking };
    },
    /** The emails an event sent, found by their delivery rows (subject lines change with the date). */
    async emailsOf(eventId: string, template: string): Promise<CapturedEmail[]> {
      const rows: Array<{ messageId: string }> = await env
        .db('email_deliveries')
        .where({ eventId, template, status: 'sent' })
        .select('messageId');
      const ids = new Set(rows.map((r) => r.messageId));
      return smtp.messages.filter((m) => m.messageId && ids.has(m.messageId));
    },
    /** The booking's timeline, oldest first. */
    timelineOf(bookingId: string) {
      return env
        .db('status_events')
        .where({ entityType: 'booking', entityId: bookingId })
        .orderBy([{ column: 'createdAt' }, { column: 'id' }])
        .select('status', 'label', 'detail');
    },
  };

  beforeAll(async () => {
    env = await createWorkerTestEnv(label);
    await seedBookingCatalog(env.db);
    smtp = await startSmtpCapture();
    await worker.start();
  });

  afterAll(async () => {
    await worker.stop();
    await smtp?.close();
    await env?.close();
  });

  return worker;
}
