import type { Knex } from 'knex';
import type { EmailAttachment } from './mailer';

/** An email_deliveries row: the render as stored, and where it stands. */
export interface EmailDelivery {
  id: string;
  deliveryKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
  attachments: EmailAttachment[];
  passwordTokenId: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
}

export const DELIVERY_COLUMNS = [
  'id',
  'deliveryKey',
  'toAddress',
  'subject',
  'textBody',
  'htmlBody',
  'replyTo',
  'attachments',
  'passwordTokenId',
  'status',
] as const;

/** What the job needs of its rows to decide which to send (the render is read when each is sent). */
const DELIVERY_STATE_COLUMNS = ['id', 'deliveryKey', 'toAddress', 'status', 'passwordTokenId'] as const;
export type DeliveryState = Pick<EmailDelivery, (typeof DELIVERY_STATE_COLUMNS)[number]>;

export function deliveriesOf(db: Knex, eventId: string, template: string): Promise<DeliveryState[]> {
  return (
    db('email_deliveries')
      .where({ eventId, template })
      // One render inserts all rows at once (same created_at): send in a stable order.
      .orderBy([{ column: 'createdAt' }, { column: 'toAddress' }])
      .select(...DELIVERY_STATE_COLUMNS)
  );
}

/** A row to store: the render and who gets it (its id and status come from the database). */
export type NewDelivery = Omit<EmailDelivery, 'id' | 'status'>;

/**
 * The event's rows for this template, in deliveriesOf's order: those a run before this one stored
 * (its render is kept, this one's dropped), else `rows`, stored now (unique delivery key, ON
 * CONFLICT DO NOTHING), in one round trip. When some keys were taken (a concurrent run, or another
 * event's once-only email), what is this event's is read again.
 */
export async function storeDeliveries(
  db: Knex,
  eventId: string,
  template: string,
  rows: readonly NewDelivery[],
): Promise<DeliveryState[]> {
  if (rows.length === 0) return deliveriesOf(db, eventId, template);
  const answer = await db.raw(
    `WITH existing AS (
       SELECT id, delivery_key, to_address, status, password_token_id, created_at
       FROM email_deliveries WHERE event_id = ? AND template = ?
     ), stored AS (
       INSERT INTO email_deliveries
         (delivery_key, event_id, template, to_address, subject, text_body, html_body, reply_to, attachments, password_token_id)
       SELECT r.delivery_key, ?::uuid, ?, r.to_address, r.subject, r.text_body, r.html_body, r.reply_to, r.attachments, r.password_token_id
       FROM jsonb_to_recordset(?::jsonb) AS r(delivery_key text, to_address text, subject text, text_body text,
         html_body text, reply_to text, attachments jsonb, password_token_id uuid)
       WHERE NOT EXISTS (SELECT 1 FROM existing)
       ON CONFLICT (delivery_key) DO NOTHING
       RETURNING id, delivery_key, to_address, status, password_token_id, created_at
     )
     SELECT id, delivery_key AS "deliveryKey", to_address AS "toAddress", status,
       password_token_id AS "passwordTokenId", fresh
     FROM (SELECT *, true AS fresh FROM stored UNION ALL SELECT *, false FROM existing) AS d
     ORDER BY created_at, to_address`,
    [
      eventId,
      template,
      eventId,
      template,
      JSON.stringify(
        rows.map((row) => ({
          delivery_key: row.deliveryKey,
          to_address: row.toAddress,
          subject: row.subject,
          text_body: row.textBody,
          html_body: row.htmlBody,
          reply_to: row.replyTo,
          attachments: row.attachments,
          password_token_id: row.passwordTokenId,
        })),
      ),
    ],
  );
  const found = (answer as { rows: Array<DeliveryState & { fresh: boolean }> }).rows;
  const stored = found.filter((row) => row.fresh).length;
  if (stored > 0 && stored < rows.length) return deliveriesOf(db, eventId, template);
  return found.map(({ fresh: _, ...row }) => row);
}

/** A delivery that will never go out (its link's row is gone before it was sent). */
export async function cancelDelivery(db: Knex, deliveryId: string): Promise<void> {
  await db('email_deliveries').where({ id: deliveryId }).update({ status: 'cancelled' });
}

/**
 * Lock the row and mark it sent (uncommitted) in one statement, returning it as stored. Undefined
 * when another run holds it (it is being sent), or it was sent or cancelled already.
 */
export async function claimForSending(
  trx: Knex.Transaction,
  delivery: { id: string; deliveryKey: string },
  messageId: string,
): Promise<EmailDelivery | undefined> {
  const [row]: EmailDelivery[] = await trx('email_deliveries')
    .whereIn('id', trx('email_deliveries').where({ id: delivery.id }).forUpdate().skipLocked().select('id'))
    .where({ deliveryKey: delivery.deliveryKey })
    .whereNotIn('status', ['sent', 'cancelled'])
    .update(
      {
        status: 'sent',
        sentAt: trx.fn.now(),
        messageId,
        attempts: trx.raw('attempts + 1'),
        lastError: null,
      },
      DELIVERY_COLUMNS,
    );
  return row;
}

/** Where one delivery stands, or undefined when its row is gone. */
export async function deliveryStatus(
  trx: Knex.Transaction,
  deliveryId: string,
): Promise<EmailDelivery['status'] | undefined> {
  const current: { status: EmailDelivery['status'] } | undefined = await trx('email_deliveries')
    .where({ id: deliveryId })
    .first('status');
  return current?.status;
}

/** Undo claimForSending's mark and cancel: the link was used up or expired before it went out. */
export async function cancelForLostLink(trx: Knex.Transaction, deliveryId: string): Promise<void> {
  await trx('email_deliveries').where({ id: deliveryId }).update({
    status: 'cancelled',
    sentAt: null,
    messageId: null,
    lastError: 'The link was used up or expired before it was sent',
  });
}

/** A failed attempt on a delivery not sent. */
export async function recordFailedAttempt(db: Knex, deliveryId: string, message: string): Promise<void> {
  await db('email_deliveries')
    .where({ id: deliveryId })
    .whereNot({ status: 'sent' })
    .update({ status: 'failed', attempts: db.raw('attempts + 1'), lastError: message });
}

/** Record a delivery as sent with its Message-ID (after the SMTP server accepted it). */
export async function recordSent(
  trx: Knex.Transaction,
  deliveryId: string,
  messageId: string,
): Promise<void> {
  await trx('email_deliveries')
    .where({ id: deliveryId })
    .update({
      status: 'sent',
      sentAt: trx.fn.now(),
      messageId,
      attempts: trx.raw('attempts + 1'),
      lastError: null,
    });
}

/** An event's deliveries of one template not sent yet, in the order they were stored. */
export function unsentDeliveriesOf(
  db: Knex,
  eventId: string,
  template: string,
): Promise<Array<{ id: string; deliveryKey: string }>> {
  return db('email_deliveries')
    .where({ eventId, template })
    .whereNot({ status: 'sent' })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .select('id', 'deliveryKey');
}
