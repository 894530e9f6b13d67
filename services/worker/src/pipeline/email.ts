import type { EventType } from '@beauty/domain/events';
import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import { appendTimeline, type TimelineEntry } from '../timeline/append';
import { businessSettingsFor, withBusinessSettings } from './business-settings';
import { cancelDelivery, type NewDelivery, storeDeliveries } from './email-deliveries.repository';
import type { RenderedEmail } from './email-layout';
import type { EventJob, JobContext, JobHandler } from './handler';
import { sendDelivery } from './send-delivery';

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
        await cancelDelivery(ctx.db, delivery.id);
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
