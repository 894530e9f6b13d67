import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string | null;
  /** Where a reply goes, when the email says (staff emails: the person it is about). */
  replyTo: string | null;
  /** The SMTP connection it came over (smtp-server's session id). */
  connection: string;
  /** Date.now() when the listener answered the message (250, or the refusal). */
  at: number;
  /** True when `refuse` turned it down: it was received, not accepted. */
  refused: boolean;
}

export interface SmtpCaptureOptions {
  /** Hold each conversation this long at MAIL FROM (a provider across a network). */
  delayMs?: number;
  /** Told each time a conversation reaches MAIL FROM (e.g. to kill the sender mid-batch). */
  onMailFrom?: (started: number) => void;
  /**
   * Asked about each message once it is received: an error (with an SMTP `responseCode`, e.g.
   * 451 for a temporary failure) refuses it; the message is still listed, marked `refused`.
   */
  refuse?: (email: CapturedEmail) => Promise<Error | null | undefined> | Error | null | undefined;
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * A real SMTP listener on a free loopback port standing in for the mail provider: it keeps every
 * message it accepts. The one capture of every suite (integration, security, faults).
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const messages: CapturedEmail[] = [];
  const connections = { opened: 0, open: 0 };
  let delayMs = options.delayMs ?? 0;
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 200,
    onConnect(_session, callback) {
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onMailFrom(_address, _session, callback) {
      started += 1;
      options.onMailFrom?.(started);
      if (delayMs > 0) setTimeout(() => callback(), delayMs);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
        const header = (name: string) =>
          head
            .match(new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im'))?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? null;
        const email: CapturedEmail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: header('Subject') ?? '',
          messageId: header('Message-ID'),
          replyTo: header('Reply-To'),
          connection: session.id,
          at: 0,
          refused: false,
        };
        const refusal = options.refuse ? await options.refuse(email) : null;
        email.refused = Boolean(refusal);
        email.at = Date.now();
        messages.push(email);
        callback(refusal ?? undefined);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** SMTP connections opened so far, and open now. */
    connections,
    /** Conversations that reached MAIL FROM (accepted or not). */
    get started() {
      return started;
    },
    /** Hold each new conversation this long at MAIL FROM from now on. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** How many times each Message-ID arrived. */
    countByMessageId() {
      const counts = new Map<string, number>();
      for (const m of messages) {
        const id = m.messageId ?? '(none)';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    /** Wait until `predicate` holds for the captured list, or fail after `timeoutMs`. */
    async waitFor(predicate: (all: CapturedEmail[]) => boolean, timeoutMs = 15_000) {
      const begun = Date.now();
      while (!predicate(messages)) {
        if (Date.now() - begun > timeoutMs) {
          throw new Error(
            `Timed out waiting for email; captured ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    /** Stops listening; a conversation that hangs does not hold the suite past 3 s. */
    close: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
