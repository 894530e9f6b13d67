import type { EventType } from '@beauty/domain/events';
import type { Knex } from 'knex';
import type { RenderedEmail } from '../emails/layout';
import { messageIdFor } from '../mailer';
import type { EventJob, JobContext, JobHandler } from './handler';
import { appendTimeline, type TimelineEntry } from './timeline';

/** An email job: what to read, who gets it, how it reads, and the timeline entry once sent. */
export interface EmailJobSpec<T extends EventType, E> {
  template: string;
  /** The row the email is about, or null when it is gone. Only called while nothing is rendered yet. */
  load(job: EventJob<T>, ctx: JobContext): Promise<E | null>;
  recipients(entity: E, ctx: JobContext): string[];
  render(entity: E, ctx: JobContext): RenderedEmail;
  /** Appended to the entity's timeline once every delivery of the job is sent (none for account emails). */
  timeline: TimelineEntry | null;
}

interface EmailDelivery {
  id: string;
  deliveryKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
}

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

function deliveriesOf(db: Knex, eventId: string, template: string): Promise<EmailDelivery[]> {
  return (
    db('email_deliveries')
      .where({ eventId, template })
      // One render inserts all rows at once (same created_at): send in a stable order.
      .orderBy([{ column: 'createdAt' }, { column: 'toAddress' }])
      .select('id', 'deliveryKey', 'toAddress', 'subject', 'textBody', 'htmlBody', 'status')
  );
}

/**
 * The common email flow (STYLE: rendering apart from sending):
 * (a) nothing rendered for this event and template yet: read the row, render, and store one
 *     email_deliveries row per recipient (unique delivery key, ON CONFLICT DO NOTHING);
 * (b) re-read the rows; those already 'sent' are never sent again;
 * (c) send each remaining row as stored; an SMTP error is recorded and rethrown so BullMQ
 *     retries, and the retry sends the same stored render without reading the entity again.
 */
export function emailJob<T extends EventType, E>(spec: EmailJobSpec<T, E>): JobHandler<T> {
  return async (job, ctx) => {
    let deliveries = await deliveriesOf(ctx.db, job.eventId, spec.template);
    if (deliveries.length === 0) {
      const entity = await spec.load(job, ctx);
      if (!entity) return 'skipped';
      const rendered = spec.render(entity, ctx);
      const rows = distinctRecipients(spec.recipients(entity, ctx)).map((to) => ({
        deliveryKey: deliveryKeyFor(job.eventId, spec.template, to),
        eventId: job.eventId,
        template: spec.template,
        toAddress: to,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
      }));
      if (rows.length === 0) return 'skipped';
      await ctx.db('email_deliveries').insert(rows).onConflict('deliveryKey').ignore();
      deliveries = await deliveriesOf(ctx.db, job.eventId, spec.template);
    }

    let sent = 0;
    for (const delivery of deliveries) {
      if (delivery.status !== 'sent' && (await sendDelivery(ctx, delivery.id))) sent += 1;
    }
    if (spec.timeline) await appendTimeline(ctx.db, job, spec.timeline);
    return sent > 0 ? 'done' : 'skipped';
  };
}

/**
 * Send one stored delivery. The row stays locked while the SMTP conversation runs, so two
 * runs of the same job can never send it twice. Returns false when it was already sent.
 */
export async function sendDelivery(ctx: JobContext, deliveryId: string): Promise<boolean> {
  let failure: unknown;
  const outcome = await ctx.db.transaction(async (trx) => {
    const row: EmailDelivery | undefined = await trx('email_deliveries')
      .where({ id: deliveryId })
      .forUpdate()
      .skipLocked()
      .first('id', 'deliveryKey', 'toAddress', 'subject', 'textBody', 'htmlBody', 'status');
    if (!row) return 'busy' as const;
    if (row.status === 'sent') return 'already-sent' as const;
    try {
      const info = await ctx.mailer.send({
        deliveryKey: row.deliveryKey,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: messageIdFor(row.deliveryKey, ctx.config.mailFrom),
      });
      await trx('email_deliveries')
        .where({ id: deliveryId })
        .update({
          status: 'sent',
          sentAt: trx.fn.now(),
          messageId: info.messageId,
          attempts: trx.raw('attempts + 1'),
          lastError: null,
        });
      return 'sent' as const;
    } catch (error) {
      failure = error;
      await trx('email_deliveries')
        .where({ id: deliveryId })
        .update({
          status: 'failed',
          attempts: trx.raw('attempts + 1'),
          lastError: error instanceof Error ? error.message : String(error),
        });
      return 'failed' as const;
    }
  });
  if (outcome === 'failed') throw failure;
  if (outcome === 'busy')
    throw new Error(`Email delivery ${deliveryId} is being sent by another run; retrying`);
  return outcome === 'sent';
}
