import path from 'node:path';
import { loadWorkerConfig } from './config';

describe('loadWorkerConfig', () => {
  it('works with nothing set, against local services', () => {
    const config = loadWorkerConfig({});
    expect(config).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/beauty',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'beauty',
      smtpUrl: null,
      staffEmails: ['staff@bridalbeauty.example'],
      businessName: 'Bridal Beauty South Sound',
      publicUrl: 'http://localhost:3000',
      outboxPollMs: 1000,
      sweepIntervalMs: 30_000,
      sweepAfterMs: 60_000,
      metricsPort: 9464,
      imageWorkerConcurrency: 1,
    });
    expect(config.emailOutboxDir).toBe(path.resolve(__dirname, '../../../var/outbox'));
    expect(config.contactEmails).toHaveLength(2);
  });

  it('reads lists, numbers and URLs from the environment', () => {
    const config = loadWorkerConfig({
      STAFF_EMAILS: ' a@x.example, b@x.example ,',
      CONTACT_EMAILS: 'only@x.example',
      PUBLIC_URL: 'https://www.example.com/',
      WORKER_METRICS_PORT: '0',
      OUTBOX_POLL_MS: 'soon',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(config.staffEmails).toEqual(['a@x.example', 'b@x.example']);
    expect(config.contactEmails).toEqual(['only@x.example', 'only@x.example']);
    expect(config.publicUrl).toBe('https://www.example.com');
    expect(config.metricsPort).toBe(0);
    expect(config.outboxPollMs).toBe(1000);
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
  });
});
