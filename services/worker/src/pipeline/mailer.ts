import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from '../logger';

/**
 * A file sent with an email, stored with the render (email_deliveries.attachments) so a retry
 * sends the same bytes. Text only (an .ics calendar file); it goes out base64-encoded, so its
 * line ends (CRLF for iCalendar) arrive exactly as stored. A calendar with an iTIP METHOD goes
 * out as the message's calendar invitation (see calendarParts).
 */
export interface EmailAttachment {
  filename: string;
  /** The full Content-Type, parameters included: 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string;
}

/**
 * An iTIP calendar (RFC 5546: METHOD:REQUEST or CANCEL inside) and its method, or null. The
 * method comes from the file's own METHOD line, so the part's Content-Type always says the same.
 */
export function itipMethodOf(attachment: EmailAttachment): 'REQUEST' | 'CANCEL' | null {
  if (!/^text\/calendar\b/i.test(attachment.contentType)) return null;
  const method = attachment.content.match(/^METHOD:([A-Z-]+)\r?$/m)?.[1];
  return method === 'REQUEST' || method === 'CANCEL' ? method : null;
}

/**
 * The email's first iTIP calendar as nodemailer's icalEvent, the way Google Calendar and
 * Exchange send invitations: a `text/calendar; method=REQUEST|CANCEL` part beside the text and
 * HTML in multipart/alternative (what Outlook and Gmail read as an invitation or a cancellation,
 * with their add / remove controls), and the same bytes as an `application/ics` attachment
 * under the file's name (what Apple Mail and any other client open to add or remove it). Both
 * base64, so the CRLF line ends arrive as written.
 */
export function calendarParts(attachments: readonly EmailAttachment[]) {
  const invitation = attachments.find((a) => itipMethodOf(a));
  if (!invitation) return { icalEvent: null, files: attachments };
  return {
    icalEvent: {
      method: itipMethodOf(invitation)!,
      filename: invitation.filename,
      content: invitation.content,
      contentTransferEncoding: 'base64' as const,
    },
    files: attachments.filter((a) => a !== invitation),
  };
}

/** A rendered email ready to go out; `deliveryKey` is its email_deliveries key. */
export interface OutgoingEmail {
  deliveryKey: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Where a reply goes (the customer a staff email is about), when not the sender. */
  replyTo?: string | null;
  /** Deterministic, so a re-send after a lost acknowledgment is recognisable as the same message. */
  messageId: string;
  attachments?: readonly EmailAttachment[];
  /** The sender, when not the mailer's own (the business's name as Business Settings has it). */
  from?: string;
}

export interface SentEmail {
  messageId: string;
  /** The .eml file, when written to the outbox directory instead of sent. */
  path?: string;
  /**
   * Called once the delivery is recorded as sent (its transaction committed). The file outbox
   * shows the .eml only then, so nobody reading the directory (a developer, the browser tests)
   * opens a link whose token is not stored yet.
   */
  recorded?: () => Promise<void>;
}

/** The mail adapter (STYLE: outside systems sit behind small adapters). */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(email: OutgoingEmail): Promise<SentEmail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  emailOutboxDir: string;
  /** SMTP only: the connection pool (SMTP_POOL_MAX_CONNECTIONS, SMTP_POOL_MAX_MESSAGES). */
  smtpPool?: { maxConnections: number; maxMessages: number };
}

/** The domain of the MAIL_FROM address ('beauty.local' when it has none): Message-IDs and calendar UIDs. */
export function mailDomain(mailFrom: string): string {
  return mailFrom.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'beauty.local';
}

/** `<sha256(deliveryKey)@domain of MAIL_FROM>`: the same delivery always carries the same Message-ID. */
export function messageIdFor(deliveryKey: string, mailFrom: string): string {
  const domain = mailDomain(mailFrom);
  const hash = createHash('sha256').update(deliveryKey).digest('hex').slice(0, 40);
  return `<${hash}@${domain}>`;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in EMAIL_OUTBOX_DIR, one log line each. */
export function createMailer(options: MailerOptions, logger: Logger): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom, options.smtpPool)
    : createFileMailer(options, logger);
}

function message(email: OutgoingEmail, from: string) {
  const { icalEvent, files } = calendarParts(email.attachments ?? []);
  return {
    from: email.from ?? from,
    to: email.to,
    subject: email.subject,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    ...(icalEvent ? { icalEvent } : {}),
    ...(files.length
      ? {
          attachments: files.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            contentTransferEncoding: 'base64' as const,
          })),
        }
      : {}),
    messageId: email.messageId,
  };
}

/**
 * A pooled transport: a few connections kept open and reused (one SMTP greeting and EHLO per
 * `maxMessages` emails, not per email). A message whose connection closes before the server
 * answered is sent again on another one, as a retry of the job would; the caller holds its
 * email_deliveries row throughout, so nothing else sends it meanwhile. close() (at shutdown, after
 * the jobs in hand) ends the pool's connections.
 */
function createSmtpMailer(
  smtpUrl: string,
  mailFrom: string,
  pool: { maxConnections: number; maxMessages: number } = { maxConnections: 5, maxMessages: 100 },
): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: pool.maxConnections,
    maxMessages: pool.maxMessages,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(email) {
      // Built whole before it goes out, so it is written to the socket in one piece rather than
      // part by part as the MIME tree streams (a write per part, on a busy worker most of the
      // cost of sending); the envelope is the one nodemailer would derive.
      const mail = new MailComposer(message(email, mailFrom)).compile();
      const envelope = mail.getEnvelope();
      const raw = await mail.build();
      await transport.sendMail({ envelope, raw });
      return { messageId: email.messageId };
    },
    close: () => transport.close(),
  };
}

function createFileMailer(options: MailerOptions, logger: Logger): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(email) {
      const info = await transport.sendMail(message(email, options.mailFrom));
      await mkdir(options.emailOutboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const safeKey = email.deliveryKey.replace(/[^A-Za-z0-9._@+-]/g, '_');
      const file = path.join(options.emailOutboxDir, `${stamp}-${safeKey}.eml`);
      // Written aside, and named .eml once recorded as sent: a run that fails before leaves a .part.
      await writeFile(`${file}.part`, info.message as Buffer);
      return {
        messageId: info.messageId || email.messageId,
        path: file,
        async recorded() {
          await rename(`${file}.part`, file);
          logger.info(
            { to: email.to, subject: email.subject, path: file },
            'email written to the outbox directory',
          );
        },
      };
    },
    close: () => {},
  };
}
