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
}

/** A real SMTP listener on a free loopback port that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedEmail[] = [];
  const connections = { opened: 0, open: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) =>
          raw
            .match(new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im'))?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? null;
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: header('Subject') ?? '',
          messageId: header('Message-ID'),
          replyTo: header('Reply-To'),
          connection: session.id,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** SMTP connections opened so far, and open now. */
    connections,
    /** Wait until `predicate` holds for the captured list, or fail after `timeoutMs`. */
    async waitFor(predicate: (all: CapturedEmail[]) => boolean, timeoutMs = 15_000) {
      const started = Date.now();
      while (!predicate(messages)) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(
            `Timed out waiting for email; captured ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
