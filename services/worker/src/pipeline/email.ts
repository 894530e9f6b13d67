import { hashToken, newToken } from '@beauty/api/lib/tokens';
import type { EventType } from '@beauty/domain/events';
import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import type { Knex } from 'knex';
import { appendTimeline, type TimelineEntry } from '../timeline/append';
import { businessSettingsFor, withBusinessSettings } from './business-settings';
import type { RenderedEmail } from './email-layout';
import type { EventJob, JobContext, JobHandler } from './handler';
import { LINK_TOKEN_SLOT } from './link-email';
import { type EmailAttachment, messageIdFor } from './mailer';

/** An email job: what to read, who gets it, how it reads, and the timeline entry once sent. */
export interface EmailJobSpec<T extends EventType, E> {
  template: string;
  /** The row the email is about, or null when it is gone. Only called while nothing is rendered yet. */
  load(job: EventJob<T>, ctx: JobContext): Promise<E | null>;
  recipients(entity: E, ctx: JobContext): string[];
  render(entity: E, ctx: JobContext): RenderedEmail;
  /** Where replies go (staff emails: the person the email is about), else to the sender. */
  replyTo?(entity: E): string | null | undefined;
  /**
   * Appended to the entity's timeline once every delivery of the job is sent (none for account
   * emails): a fixed entry, or the entries to append in order, read when they are appended (the
   * entity is not loaded again on a retry, so a function reads what it needs itself).
   */
  timeline: TimelineEntry | null | ((job: EventJob<T>, ctx: JobContext) => Promise<readonly TimelineEntry[]>);
  /**
   * The unique key of one email; default `deliveryKeyFor(eventId, template, recipient)`. A key not
   * tied to the event (a reminder: per booking and start) makes the email once-only across events.
   */
  deliveryKey?(job: EventJob<T>, recipient: string): string;
  /**
   * The one-time link the email carries (its password_reset_tokens row): the render holds
   * LINK_TOKEN_SLOT, and the token is minted when the email is sent (pipeline/link-email.ts).
   */
  linkTokenId?(entity: E): string;
}

interface EmailDelivery {
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

const DELIVERY_COLUMNS = [
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

/** The unique key of one email: `${eventId}.${template}.${recipient}` (address compared case-blind). */
export function deliveryKeyFor(eventId: string, template: string, recipient: string): string {
  return `${eventId}.${template}.${recipient.trim().toLowerCase()}`;
}

/** Trimmed, without blanks and without the same address twice (case-blind), first spelling kept. */
function distinctRecipients(addresses: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const address of addresses.map((a) => a.trim()).filter(Boolean)) {
    if (!byKey.has(address.toLowerCase())) byKey.set(address.toLowerCase(), address);
  }
  return [...byKey.values()];
}

/** What the job needs of its rows to decide which to send (the render is read when each is sent). */
const DELIVERY_STATE_COLUMNS = ['id', 'deliveryKey', 'toAddress', 'status', 'passwordTokenId'] as const;
type DeliveryState = Pick<EmailDelivery, (typeof DELIVERY_STATE_COLUMNS)[number]>;

function deliveriesOf(db: Knex, eventId: string, template: string): Promise<DeliveryState[]> {
  return (
    db('email_deliveries')
      .where({ eventId, template })
      // One render inserts all rows at once (same created_at): send in a stable order.
      .orderBy([{ column: 'createdAt' }, { column: 'toAddress' }])
      .select(...DELIVERY_STATE_COLUMNS)
  );
}

/** One email_deliveries row per distinct recipient, all with the same render. */
function deliveryRows<T extends EventType, E>(
  spec: EmailJobSpec<T, E>,
  job: EventJob<T>,
  entity: E,
  ctx: JobContext,
  settings: BusinessSettingsDocument,
): NewDelivery[] {
  const recipients = distinctRecipients(spec.recipients(entity, ctx));
  if (recipients.length === 0) return [];
  const rendered = spec.render(entity, { ...ctx, config: withBusinessSettings(ctx.config, settings) });
  const replyTo = spec.replyTo?.(entity)?.trim() || null;
  return recipients.map((to) => ({
    deliveryKey: spec.deliveryKey?.(job, to) ?? deliveryKeyFor(job.eventId, spec.template, to),
    toAddress: to,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    replyTo,
    attachments: rendered.attachments ?? [],
    passwordTokenId: spec.linkTokenId?.(entity) ?? null,
  }));
}

interface NewDelivery {
  deliveryKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
  attachments: EmailAttachment[];
  passwordTokenId: string | null;
}

/**
 * The event's rows for this template, in deliveriesOf's order: those a run before this one stored
 * (its render is kept, this one's dropped), else `rows`, stored now (unique delivery key, ON
 * CONFLICT DO NOTHING), in one round trip. When some keys were taken (a concurrent run, or another
 * event's once-only email), what is this event's is read again.
 */
async function storeDeliveries(
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

/**
 * The common email flow (STYLE: rendering apart from sending):
 * (a) read the row and Business Settings, render, and store one email_deliveries row per
 *     recipient (unique delivery key, ON CONFLICT DO NOTHING) unless a run before this one
 *     stored its render for this event and template: then that render is kept;
 * (b) rows already 'sent' are never sent again;
 * (c) send each remaining row as stored; an SMTP error is recorded and rethrown so BullMQ
 *     retries, and the retry sends the same stored render (attachments too), even when the
 *     row the email is about is gone by then.
 * A job whose rows were all taken by another event (a `deliveryKey` shared across events) has
 * nothing of its own to send and appends nothing.
 */
export function emailJob<T extends EventType, E>(spec: EmailJobSpec<T, E>): JobHandler<T> {
  return async (job, ctx) => {
    // The row, and the business's name, addresses and payment handles as the admins last set them.
    // Read before knowing whether a run before this one rendered already (a retry): the store below
    // then keeps that run's render, so the row is read once more only on retries, and a first run
    // costs one round trip fewer.
    const [entity, settings] = await Promise.all([spec.load(job, ctx), businessSettingsFor(ctx)]);
    const rows = entity ? deliveryRows(spec, job, entity, ctx, settings) : [];
    const deliveries = await storeDeliveries(ctx.db, job.eventId, spec.template, rows);
    if (deliveries.length === 0) return 'skipped';

    let sent = 0;
    for (const delivery of deliveries) {
      if (delivery.status === 'sent' || delivery.status === 'cancelled') continue;
      if (spec.linkTokenId && !delivery.passwordTokenId) {
        // Its link's row is gone: the stored render has no link to put in, so it never goes out.
        await ctx.db('email_deliveries').where({ id: delivery.id }).update({ status: 'cancelled' });
        continue;
      }
      if (await sendDelivery(ctx, delivery)) sent += 1;
    }
    const entries =
      typeof spec.timeline === 'function'
        ? await spec.timeline(job, ctx)
        : spec.timeline
          ? [spec.timeline]
          : [];
    for (const entry of entries) await appendTimeline(ctx.db, job, entry);
    return sent > 0 ? 'done' : 'skipped';
  };
}

/** How long a send the SMTP server accepted keeps trying to record itself while the database is away. */
const RECORD_SENT_FOR_MS = 120_000;

/**
 * Send one stored delivery. The row stays locked while the SMTP conversation runs, so two
 * runs of the same job can never send it twice. Returns false when it was already sent.
 *
 * The row is marked sent (uncommitted) before the SMTP conversation and committed the moment the
 * server accepts the message, so a crash can send an email twice only between the server's
 * acceptance and that commit (the time it takes this process to read the answer and write the
 * commit; no protocol closes that gap, and the copy carries the same Message-ID, by which mailboxes
 * recognise it). When the database goes away during the conversation, the commit fails after the
 * server took the message: the email is not sent again, the process keeps recording it as sent.
 */
export async function sendDelivery(
  ctx: JobContext,
  delivery: { id: string; deliveryKey: string },
): Promise<boolean> {
  const deliveryId = delivery.id;
  const messageId = messageIdFor(delivery.deliveryKey, ctx.config.mailFrom);
  let accepted: string | null = null;
  let minted: MintedLink | null = null;
  let outcome: 'sent' | 'already-sent' | 'busy' | 'cancelled';
  try {
    outcome = await ctx.db.transaction(async (trx) => {
      // Lock the row and mark it sent (uncommitted) in one statement. No row: another run holds
      // it (it is being sent), or it was sent or cancelled already.
      const [row]: EmailDelivery[] = await trx('email_deliveries')
        .whereIn(
          'id',
          trx('email_deliveries').where({ id: deliveryId }).forUpdate().skipLocked().select('id'),
        )
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
      if (!row) {
        const current: { status: EmailDelivery['status'] } | undefined = await trx('email_deliveries')
          .where({ id: deliveryId })
          .first('status');
        if (current?.status === 'sent') return 'already-sent' as const;
        if (current?.status === 'cancelled') return 'cancelled' as const;
        return 'busy' as const;
      }
      minted = row.passwordTokenId ? await mintLink(trx, row.passwordTokenId) : null;
      if (row.passwordTokenId && !minted) {
        // Used up or expired before it went out (a later link was used, the email changed): send nothing.
        await trx('email_deliveries').where({ id: deliveryId }).update({
          status: 'cancelled',
          sentAt: null,
          messageId: null,
          lastError: 'The link was used up or expired before it was sent',
        });
        return 'cancelled' as const;
      }
      const withLink = (body: string) => (minted ? body.replaceAll(LINK_TOKEN_SLOT, minted.token) : body);
      // A refusal rolls the transaction back; the failed attempt is recorded below.
      await ctx.mailer.send({
        deliveryKey: row.deliveryKey,
        to: row.toAddress,
        subject: row.subject,
        text: withLink(row.textBody),
        html: row.htmlBody === null ? null : withLink(row.htmlBody),
        replyTo: row.replyTo,
        messageId,
        attachments: row.attachments ?? [],
      });
      accepted = messageId;
      return 'sent' as const;
    });
  } catch (error) {
    if (accepted !== null) {
      await recordAcceptedSend(ctx, deliveryId, accepted, error, minted);
      return true;
    }
    await ctx
      .db('email_deliveries')
      .where({ id: deliveryId })
      .whereNot({ status: 'sent' })
      .update({
        status: 'failed',
        attempts: ctx.db.raw('attempts + 1'),
        lastError: error instanceof Error ? error.message : String(error),
      })
      .catch(() => {});
    throw error;
  }
  if (outcome === 'busy')
    throw new Error(`Email delivery ${deliveryId} is being sent by another run; retrying`);
  return outcome === 'sent';
}

interface MintedLink {
  tokenId: string;
  token: string;
  tokenHash: string;
}

/**
 * A fresh secret for the link, its hash stored on the link's row in the sending transaction (it
 * replaces the hash of an attempt before, so only the link last sent works); null when the link
 * was used up or expired.
 */
async function mintLink(trx: Knex.Transaction, tokenId: string): Promise<MintedLink | null> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const updated = await trx('password_reset_tokens')
    .where({ id: tokenId })
    .whereNull('usedAt')
    .where('expiresAt', '>', new Date())
    .update({ tokenHash });
  return updated > 0 ? { tokenId, token, tokenHash } : null;
}

/**
 * The SMTP server accepted the email but its commit failed (the database went away in the
 * meantime): record it as sent once the database answers again, never send it again. Only when
 * the database stays away longer than RECORD_SENT_FOR_MS does the job fail, and its retry may
 * send a second copy (with the same Message-ID).
 */
async function recordAcceptedSend(
  ctx: JobContext,
  deliveryId: string,
  messageId: string,
  cause: unknown,
  minted: MintedLink | null,
) {
  const log = ctx.logger.child({ component: 'email', deliveryId });
  log.warn(
    { err: cause },
    'email accepted by the SMTP server but not recorded (database unreachable); recording it as sent once it is back',
  );
  const deadline = Date.now() + RECORD_SENT_FOR_MS;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await ctx.db.transaction(async (trx) => {
        await trx('email_deliveries')
          .where({ id: deliveryId })
          .update({
            status: 'sent',
            sentAt: trx.fn.now(),
            messageId,
            attempts: trx.raw('attempts + 1'),
            lastError: null,
          });
        // The link in the email she got is the one that works (unless it was used up meanwhile).
        if (minted)
          await trx('password_reset_tokens')
            .where({ id: minted.tokenId })
            .whereNull('usedAt')
            .update({ tokenHash: minted.tokenHash });
      });
      log.info('email recorded as sent after the database came back');
      return;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        log.error({ err: error }, 'could not record a sent email; its retry may send it a second time');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
