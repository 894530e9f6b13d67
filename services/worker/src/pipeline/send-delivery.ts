import { senderNamed } from '@beauty/domain/business-settings';
import { hashToken, newToken } from '@beauty/server/tokens';
import type { Knex } from 'knex';
import { businessSettingsFor } from './business-settings';
import {
  cancelForLostLink,
  claimForSending,
  deliveryStatus,
  recordFailedAttempt,
  recordSent,
} from './email-deliveries.repository';
import type { JobContext } from './handler';
import { LINK_TOKEN_SLOT } from './link-email';
import { setLinkHashIfUnused, setLinkHashIfUsable } from './link-tokens.repository';
import { messageIdFor, type SentEmail } from './mailer';

/**
 * Who an email is from: MAIL_FROM when it names the sender; else its address (or the no-reply
 * one) under the business's name as Business Settings has it when the email goes (cached; the
 * configured name while the database cannot say).
 */
async function senderOf(ctx: JobContext): Promise<string> {
  const address = ctx.config.mailFromAddress;
  if (address === null) return ctx.config.mailFrom;
  const settings = await businessSettingsFor(ctx).catch(() => null);
  return settings ? senderNamed(settings.businessName, address) : ctx.config.mailFrom;
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
  const from = await senderOf(ctx);
  let accepted: string | null = null;
  // Set inside the transaction below (declared so, or the compiler would take it for always null).
  let sent = null as SentEmail | null;
  let minted: MintedLink | null = null;
  let outcome: 'sent' | 'already-sent' | 'busy' | 'cancelled';
  try {
    outcome = await ctx.db.transaction(async (trx) => {
      // Lock the row and mark it sent (uncommitted) in one statement. No row: another run holds
      // it (it is being sent), or it was sent or cancelled already.
      const row = await claimForSending(trx, delivery, messageId);
      if (!row) {
        const status = await deliveryStatus(trx, deliveryId);
        if (status === 'sent') return 'already-sent' as const;
        if (status === 'cancelled') return 'cancelled' as const;
        return 'busy' as const;
      }
      minted = row.passwordTokenId ? await mintLink(trx, row.passwordTokenId) : null;
      if (row.passwordTokenId && !minted) {
        // Used up or expired before it went out (a later link was used, the email changed): send nothing.
        await cancelForLostLink(trx, deliveryId);
        return 'cancelled' as const;
      }
      const withLink = (body: string) => (minted ? body.replaceAll(LINK_TOKEN_SLOT, minted.token) : body);
      // A refusal rolls the transaction back; the failed attempt is recorded below.
      sent = await ctx.mailer.send({
        deliveryKey: row.deliveryKey,
        to: row.toAddress,
        subject: row.subject,
        text: withLink(row.textBody),
        html: row.htmlBody === null ? null : withLink(row.htmlBody),
        replyTo: row.replyTo,
        messageId,
        attachments: row.attachments ?? [],
        from,
      });
      accepted = messageId;
      return 'sent' as const;
    });
  } catch (error) {
    if (accepted !== null) {
      await recordAcceptedSend(ctx, deliveryId, accepted, error, minted);
      await sent?.recorded?.();
      return true;
    }
    await recordFailedAttempt(
      ctx.db,
      deliveryId,
      error instanceof Error ? error.message : String(error),
    ).catch(() => {});
    throw error;
  }
  if (outcome === 'busy')
    throw new Error(`Email delivery ${deliveryId} is being sent by another run; retrying`);
  if (outcome === 'sent') await sent?.recorded?.();
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
  const updated = await setLinkHashIfUsable(trx, tokenId, tokenHash);
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
        await recordSent(trx, deliveryId, messageId);
        // The link in the email she got is the one that works (unless it was used up meanwhile).
        if (minted) await setLinkHashIfUnused(trx, minted.tokenId, minted.tokenHash);
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
