/**
 * kill -9 the worker in the middle of 200 queued emails, start it again: every email is
 * delivered, each exactly once (counted per Message-ID at a real SMTP listener).
 */

import { expectedEmails, settleEmails } from './support/emails';
import { sleep, waitFor } from './support/processes';
import { type FaultStack, SETUP_TIMEOUT_MS, startStack } from './support/stack';

jest.setTimeout(240_000);

/** The worker is killed when this many SMTP conversations have begun: with emails in hand. */
const KILL_AT_CONVERSATION = 60;

let stack: FaultStack;
let killed: Promise<void> | null = null;
let killedAt = 0;

beforeAll(async () => {
  stack = await startStack('worker-crash', {
    // 25 ms at MAIL FROM: the 200 emails take seconds to go out, five at a time.
    smtpDelayMs: 25,
    // kill -9 from inside the SMTP conversation: that email (and the others in hand) is mid-send.
    onMailFrom: (started) => {
      if (started !== KILL_AT_CONVERSATION) return;
      killedAt = Date.now();
      killed = stack.worker.kill();
    },
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await stack?.close();
});

/** What POST /api/contact writes: the row and its outbox event in one transaction. */
async function queueContactMessages(count: number): Promise<string[]> {
  return stack.db.transaction(async (trx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await trx('contact_messages')
        .insert({
          name: `Jamie Rivera ${i}`,
          email: `crash-${i}@submitters.example`,
          phone: '253-555-0142',
          subject: `Wedding party of five (#${i})`,
          message: 'Hi! Could you do hair and makeup for five people in Puyallup?',
          trackingTokenHash: `hash-${i}`,
        })
        .returning('id');
      await trx('outbox_events').insert({
        type: 'contact_message.received',
        entityType: 'contact-message',
        entityId: row.id,
        payload: JSON.stringify({ contactMessageId: row.id }),
      });
      ids.push(row.id);
    }
    return ids;
  });
}

it('delivers every one of 200 emails exactly once across a kill -9 and a restart', async () => {
  // 100 contact messages: an acknowledgment and a staff notification each, 200 email jobs.
  const contactIds = await queueContactMessages(100);
  const expected = await expectedEmails(stack.db, { contactMessageIds: contactIds });
  expect(expected).toHaveLength(200);

  await stack.worker.start();
  await waitFor('the worker to be killed mid-batch', () => killed !== null, { timeoutMs: 60_000 });
  await killed;
  expect(stack.worker.proc?.alive).toBe(false);
  await sleep(500); // anything the dead process had half-said to the listener is over

  const deliveredBeforeKill = stack.smtp.messages.length;
  const cutOff = stack.smtp.started - deliveredBeforeKill;
  const sentAtKill = new Set(
    (await stack.db('email_deliveries').where({ status: 'sent' }).select('messageId')).map(
      (r) => r.messageId,
    ),
  );
  // The kill really was in the middle: some emails out, others cut off mid-conversation, many to go.
  expect(deliveredBeforeKill).toBeGreaterThanOrEqual(KILL_AT_CONVERSATION - 10);
  expect(deliveredBeforeKill).toBeLessThan(KILL_AT_CONVERSATION);
  expect(cutOff).toBeGreaterThanOrEqual(1);
  // In doubt: accepted by the listener while the kill came before the worker's commit of "sent".
  // The worker commits the moment the server answers, so this is a window of microseconds that
  // no protocol closes; a copy that falls in it goes out again with the same Message-ID, by
  // which mailboxes recognise it. Only those may arrive twice.
  const inDoubtMessages = stack.smtp.messages
    .slice(0, deliveredBeforeKill)
    .filter((m) => !sentAtKill.has(m.messageId));
  const inDoubt = new Set(inDoubtMessages.map((m) => m.messageId!));
  // At most the emails in hand (five at a time), each accepted just before the kill (a busy machine
  // may leave the worker a few ms behind the listener's answer, hardly seconds).
  expect(inDoubt.size).toBeLessThanOrEqual(5);
  expect(inDoubtMessages.filter((m) => m.at < killedAt - 2_000)).toEqual([]);

  // Nothing moves while no worker runs.
  await sleep(500);
  expect(stack.smtp.messages.length).toBe(deliveredBeforeKill);

  const started = Date.now();
  await stack.worker.start();
  const result = await settleEmails(stack, expected, 150_000);
  console.info(
    `worker crash: killed with ${cutOff} emails mid-conversation and ${deliveredBeforeKill} delivered ` +
      `(${inDoubt.size} of them not yet recorded); all 200 delivered ${Math.round(result.arrivedMs / 1000)} s ` +
      `after the restart (queues idle after ${Math.round((Date.now() - started) / 1000)} s); ` +
      `${result.duplicated.length} delivered twice`,
  );

  expect(result.missing.map((e) => e.key)).toEqual([]);
  expect(result.unexpected).toEqual([]);
  expect(result.duplicated.filter((e) => !inDoubt.has(e.messageId)).map((e) => e.key)).toEqual([]);
  expect([...result.counts.values()].filter((n) => n > 2)).toEqual([]);
  expect(stack.smtp.messages.length).toBe(200 + result.duplicated.length);

  const rows = await stack.db('email_deliveries').select('deliveryKey', 'status');
  expect(rows).toHaveLength(200);
  expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
  expect(new Set(rows.map((r) => r.deliveryKey))).toEqual(new Set(expected.map((e) => e.key)));
  // Each contact message's timeline has each entry once.
  const timeline = await stack
    .db('status_events')
    .whereIn('entityId', contactIds)
    .groupBy('entityId', 'label')
    .select('entityId', 'label')
    .count<{ entityId: string; label: string; count: number }[]>('id as count');
  expect(timeline.filter((t) => Number(t.count) !== 1)).toEqual([]);
  expect(new Set(timeline.map((t) => t.entityId)).size).toBe(100);
});
