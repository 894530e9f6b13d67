import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  messageId: string | null;
  /** Date.now() when the listener accepted it (the moment it answers 250 to the message). */
  at: number;
}

export interface SmtpListener {
  url: string;
  readonly messages: readonly ReceivedEmail[];
  /** Conversations that reached MAIL FROM (accepted or not). */
  readonly started: number;
  /** Hold each new conversation this long at MAIL FROM from now on. */
  setDelay(ms: number): void;
  /** How many times each Message-ID arrived. */
  countByMessageId(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * A local SMTP listener standing in for the mail provider: it keeps every message it accepts.
 * `delayMs` holds each conversation at MAIL FROM (a provider across a network), so a batch of
 * emails takes long enough to crash the worker in the middle of it; `onMailFrom` is told each
 * time a conversation gets there (e.g. to kill the sender while it has emails in hand).
 */
export async function startSmtpListener(
  options: { delayMs?: number; onMailFrom?: (started: number) => void } = {},
): Promise<SmtpListener> {
  const messages: ReceivedEmail[] = [];
  let delayMs = options.delayMs ?? 0;
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 200,
    onMailFrom(_address, _session, callback) {
      started += 1;
      options.onMailFrom?.(started);
      if (delayMs > 0) setTimeout(() => callback(), delayMs);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
        const header = (name: string) =>
          head
            .match(new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im'))?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? null;
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: header('Subject') ?? '',
          messageId: header('Message-ID'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get started() {
      return started;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    countByMessageId() {
      const counts = new Map<string, number>();
      for (const m of messages) {
        const id = m.messageId ?? '(none)';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
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
