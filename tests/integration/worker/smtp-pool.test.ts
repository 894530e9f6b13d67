import { createMailer, type OutgoingEmail } from '@beauty/worker/pipeline/mailer';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { startSmtpCapture } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, insertContactMessage, type WorkerTestEnv } from './worker-harness';

/** Emails go over a few SMTP connections kept open, not one connection each; shutdown closes them. */
let env: WorkerTestEnv;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  env = await createWorkerTestEnv('smtp_pool');
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
  await env?.close();
});

const email = (i: number, tag: string): OutgoingEmail => ({
  deliveryKey: `pool.${tag}.${i}`,
  to: `guest.${i}@example.com`,
  subject: `Pool ${tag} #${i}`,
  text: 'Hello',
  html: null,
  messageId: `<pool.${tag}.${i}@bridalbeauty.example>`,
});

const mailer = (maxConnections: number, maxMessages: number) =>
  createMailer(
    {
      smtpUrl: smtp.url,
      mailFrom: 'Bridal Beauty <no-reply@bridalbeauty.example>',
      emailOutboxDir: '',
      smtpPool: { maxConnections, maxMessages },
    },
    env.logger,
  );

const connectionsOf = (tag: string) =>
  new Set(smtp.messages.filter((m) => m.subject.startsWith(`Pool ${tag} `)).map((m) => m.connection));

describe('the pooled SMTP transport', () => {
  it('sends many emails over at most maxConnections connections, and close() ends them', async () => {
    const pooled = mailer(2, 100);
    const opened = smtp.connections.opened;
    await Promise.all(Array.from({ length: 12 }, (_, i) => pooled.send(email(i, 'a'))));
    expect(smtp.messages.filter((m) => m.subject.startsWith('Pool a ')).length).toBe(12);
    expect(connectionsOf('a').size).toBeLessThanOrEqual(2);
    expect(smtp.connections.opened - opened).toBeLessThanOrEqual(2);
    expect(smtp.connections.open).toBeGreaterThan(0);

    pooled.close();
    await waitUntil(() => smtp.connections.open === 0, 10_000, 'the pooled connections to close');
  });

  it('replaces a connection after maxMessages emails', async () => {
    const pooled = mailer(1, 2);
    for (let i = 0; i < 5; i += 1) await pooled.send(email(i, 'b'));
    expect(connectionsOf('b').size).toBe(3);
    pooled.close();
    await waitUntil(() => smtp.connections.open === 0, 10_000, 'the pooled connections to close');
  });
});

describe('the worker with SMTP', () => {
  let runtime: WorkerRuntime | null = null;
  afterEach(async () => {
    await runtime?.stop();
  });

  it("sends a contact message's emails over one kept connection and closes it on shutdown", async () => {
    runtime = createWorkerRuntime(
      env.config({ smtpUrl: smtp.url, smtpPool: { maxConnections: 1, maxMessages: 100 } }),
      { logger: env.logger },
    );
    await runtime.start();
    const { email: sender } = await insertContactMessage(env.db);
    // The acknowledgment goes to the sender; the staff email answers to them.
    const ours = () => smtp.messages.filter((m) => m.to.includes(sender) || m.replyTo?.includes(sender));
    await waitUntil(() => ours().length === 2, 30_000, "the contact message's two emails");
    expect(new Set(ours().map((m) => m.connection)).size).toBe(1);
    expect(smtp.connections.open).toBe(1);

    await runtime.stop();
    runtime = null;
    await waitUntil(() => smtp.connections.open === 0, 10_000, 'the SMTP connection to close at shutdown');
  });
});
