import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import { messageIdFor } from '@beauty/worker/pipeline/mailer';
import type { Knex } from 'knex';
import { waitFor } from './processes';
import { type FaultStack, MAIL_FROM, STAFF_EMAIL } from './stack';

/** What the fault tests expect the worker to have sent, and waiting until it has. */

export interface ExpectedEmail {
  key: string;
  messageId: string;
  to: string;
}

/**
 * The emails the worker owes for these entities, worked out independently of what it wrote:
 * per contact message an acknowledgment to the sender and a notification to the staff; per
 * booking a confirmation to the customer and a notification to the staff. Each delivery key
 * gives a fixed Message-ID, which is how the mailbox recognises it.
 */
export async function expectedEmails(
  db: Knex,
  entities: { contactMessageIds?: readonly string[]; bookingIds?: readonly string[] },
): Promise<ExpectedEmail[]> {
  const expected: ExpectedEmail[] = [];
  const add = (eventId: string, template: string, to: string) => {
    const key = deliveryKeyFor(eventId, template, to);
    expected.push({ key, to: to.toLowerCase(), messageId: messageIdFor(key, MAIL_FROM) });
  };
  const contactIds = entities.contactMessageIds ?? [];
  if (contactIds.length) {
    const rows: Array<{ eventId: string; email: string }> = await db('contact_messages as c')
      .join('outbox_events as e', function () {
        this.on('e.entityId', 'c.id').andOnVal('e.type', '=', 'contact_message.received');
      })
      .whereIn('c.id', contactIds)
      .select('e.id as eventId', 'c.email');
    if (rows.length !== contactIds.length)
      throw new Error(`${contactIds.length} contact messages but ${rows.length} received events`);
    for (const row of rows) {
      add(row.eventId, 'contact-acknowledgment', row.email);
      add(row.eventId, 'contact-staff-notification', STAFF_EMAIL);
    }
  }
  const bookingIds = entities.bookingIds ?? [];
  if (bookingIds.length) {
    const rows: Array<{ eventId: string; email: string }> = await db('bookings as b')
      .join('users as u', 'u.id', 'b.customerId')
      .join('outbox_events as e', function () {
        this.on('e.entityId', 'b.id').andOnVal('e.type', '=', 'booking.created');
      })
      .whereIn('b.id', bookingIds)
      .select('e.id as eventId', 'u.email');
    if (rows.length !== bookingIds.length)
      throw new Error(`${bookingIds.length} bookings but ${rows.length} booking.created events`);
    for (const row of rows) {
      add(row.eventId, 'booking-confirmation', row.email);
      add(row.eventId, 'booking-staff-notification', STAFF_EMAIL);
    }
  }
  return expected;
}

/**
 * Wait until every expected email has arrived, every outbox event is complete and the email and
 * timeline queues are idle (a late re-run would show up as a duplicate), then count.
 */
export async function settleEmails(
  stack: FaultStack,
  expected: readonly ExpectedEmail[],
  timeoutMs = 120_000,
) {
  const wanted = new Set(expected.map((e) => e.messageId));
  const started = Date.now();
  await waitFor(
    `${expected.length} emails to arrive`,
    () => {
      const seen = new Set(stack.smtp.messages.map((m) => m.messageId));
      return [...wanted].every((id) => seen.has(id));
    },
    { timeoutMs, everyMs: 200 },
  ).catch((error) => {
    const seen = new Set(stack.smtp.messages.map((m) => m.messageId));
    const missing = expected.filter((e) => !seen.has(e.messageId));
    throw new Error(
      `${(error as Error).message}: ${missing.length} of ${expected.length} missing, e.g. ${missing
        .slice(0, 3)
        .map((e) => e.key)
        .join(', ')}\n--- worker log ---\n${stack.worker.proc?.tail(40) ?? ''}`,
    );
  });
  const arrivedMs = Date.now() - started;
  await waitFor(
    'every outbox event to complete and the queues to be idle',
    async () => {
      const open = await stack
        .db('outbox_events')
        .whereNull('completedAt')
        .count<{ count: number }[]>('id as count');
      return Number(open[0]?.count) === 0 && (await stack.pendingJobs()) === 0;
    },
    { timeoutMs, everyMs: 250 },
  );
  const counts = stack.smtp.countByMessageId();
  return {
    /** How long it took for the last expected email to arrive. */
    arrivedMs,
    counts,
    missing: expected.filter((e) => !counts.has(e.messageId)),
    duplicated: expected.filter((e) => (counts.get(e.messageId) ?? 0) > 1),
    unexpected: [...counts.keys()].filter((id) => !wanted.has(id)),
  };
}
