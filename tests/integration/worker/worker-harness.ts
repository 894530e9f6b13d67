import { randomUUID } from 'node:crypto';
import { loadWorkerConfig, type WorkerConfig } from '@beauty/worker/config';
import { createDb } from '@beauty/worker/db';
import { createLogger } from '@beauty/worker/logger';
import { QUEUE_NAMES } from '@beauty/worker/pipeline/queue';
import { Queue } from 'bullmq';
import type { Knex } from 'knex';
import { suiteDatabase } from '../support/suite-database';

/**
 * Each worker test file gets its own migrated database and BullMQ prefix (under the run's
 * REDIS_PREFIX, so global teardown clears it). A running relay claims every unpublished
 * outbox row it can see; sharing the run's database would let it take other suites' events.
 */
export async function createWorkerTestEnv(label: string) {
  const own = await suiteDatabase(`w_${label}`, { pool: (url, max) => createDb(url, { max }) });
  const { db, databaseUrl, redisPrefix } = own;

  const queues = QUEUE_NAMES.map(
    (name) => new Queue(name, { connection: { url: process.env.REDIS_URL }, prefix: redisPrefix }),
  );

  return {
    db,
    databaseUrl,
    redisPrefix,
    /** Silent; WORKER_TEST_LOG_LEVEL=info shows the worker's own lines. */
    logger: createLogger(process.env.WORKER_TEST_LOG_LEVEL ?? 'silent'),
    config(overrides: Partial<WorkerConfig> = {}): WorkerConfig {
      return {
        ...loadWorkerConfig({ ...process.env, SMTP_URL: '' }),
        databaseUrl,
        redisPrefix,
        outboxPollMs: 100,
        sweepIntervalMs: 3_600_000,
        metricsPort: 0,
        staffEmails: ['staff@bridalbeauty.example'],
        contactEmails: ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example'],
        ...overrides,
      };
    },
    queue(name: (typeof QUEUE_NAMES)[number]) {
      return queues[QUEUE_NAMES.indexOf(name)]!;
    },
    async close() {
      await Promise.all(queues.map((q) => q.close()));
      await own.close();
    },
  };
}

export type WorkerTestEnv = Awaited<ReturnType<typeof createWorkerTestEnv>>;

export interface ContactFields {
  name?: string;
  email?: string;
  phone?: string | null;
  subject?: string;
  message?: string;
}

/** What the API does for POST /api/contact: the row and its outbox event in one transaction. */
export async function insertContactMessage(db: Knex, fields: ContactFields = {}) {
  const tag = randomUUID().slice(0, 8);
  const row = {
    name: fields.name ?? 'Jamie Rivera',
    email: fields.email ?? `jamie.${tag}@example.com`,
    phone: fields.phone === undefined ? '253-555-0142' : fields.phone,
    subject: fields.subject ?? `Wedding on June 14 (${tag})`,
    message: fields.message ?? 'Hi! Could you do hair and makeup for five people in Puyallup?',
    trackingTokenHash: 'x',
  };
  return db.transaction(async (trx) => {
    const [message] = await trx('contact_messages').insert(row).returning('id');
    const [event] = await trx('outbox_events')
      .insert({
        type: 'contact_message.received',
        entityType: 'contact-message',
        entityId: message.id,
        payload: { contactMessageId: message.id },
      })
      .returning('id');
    return { ...row, messageId: message.id as string, eventId: event.id as string };
  });
}

/**
 * A raw MIME message made readable for assertions: the headers plus every part's body decoded
 * (nodemailer picks quoted-printable or base64, whose line wrapping would split the text).
 */
export function readableEmail(raw: string): string {
  const readable = [raw.slice(0, raw.search(/\r?\n\r?\n/))];
  for (const segment of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const part = segment.match(/^([\s\S]*?)\r?\n\r?\n([\s\S]*)$/);
    if (!part) continue;
    const [, headers = '', body = ''] = part;
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      readable.push(Buffer.from(bytes, 'latin1').toString('utf8'));
    } else if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      readable.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else {
      readable.push(body);
    }
  }
  return readable.join('\n');
}
