import path from 'node:path';
import { loadWorkerConfig, type WorkerConfig } from './config';

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
      // The sender's name is the brand's full name, as the emails sign off (not 'Bridal Beauty').
      mailFrom: 'Bridal Beauty South Sound <no-reply@bridalbeauty.example>',
      // MAIL_FROM unset: the From name follows Business Settings when each email goes.
      mailFromAddress: 'no-reply@bridalbeauty.example',
      publicUrl: 'http://localhost:3000',
      bookingMinNoticeMinutes: 60,
      outboxPollMs: 1000,
      sweepIntervalMs: 30_000,
      sweepAfterMs: 60_000,
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      imageWorkerConcurrency: 1,
      emailWorkerConcurrency: 5,
      smtpPool: { maxConnections: 5, maxMessages: 100 },
      databaseTimeouts: { queryTimeoutMs: 15_000, connectTimeoutMs: 5_000 },
    });
    expect(config.emailOutboxDir).toBe(path.resolve(__dirname, '../../../var/outbox'));
    expect(config.contactEmails).toHaveLength(2);
    expect(config.paymentHandles).toEqual({
      cashapp: '$BridalBeautySS',
      venmo: '@BridalBeautySS',
      applepay: 'bookings@bridalbeauty.example',
    });
  });

  it.each<{ title: string; env: NodeJS.ProcessEnv; expected: Partial<WorkerConfig> }>([
    {
      title: 'reads the SMTP pool and the email concurrency',
      env: { SMTP_POOL_MAX_CONNECTIONS: '8', SMTP_POOL_MAX_MESSAGES: '500', EMAIL_WORKER_CONCURRENCY: '16' },
      expected: { smtpPool: { maxConnections: 8, maxMessages: 500 }, emailWorkerConcurrency: 16 },
    },
    {
      title: 'reads the business payment handles, falling back per method',
      env: {
        BUSINESS_CASHAPP_HANDLE: ' $GlamSquad ',
        BUSINESS_VENMO_HANDLE: '',
        BUSINESS_APPLEPAY_HANDLE: '(253) 555-0100',
        CONTACT_EMAILS: 'only@x.example',
      },
      expected: {
        paymentHandles: { cashapp: '$GlamSquad', venmo: '@BridalBeautySS', applepay: '(253) 555-0100' },
      },
    },
    {
      title: 'reads lists, numbers and URLs from the environment',
      env: {
        STAFF_EMAILS: ' a@x.example, b@x.example ,',
        CONTACT_EMAILS: 'only@x.example',
        PUBLIC_URL: 'https://www.example.com/',
        WORKER_METRICS_PORT: '0',
        OUTBOX_POLL_MS: 'soon',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        DATABASE_QUERY_TIMEOUT_MS: '2000',
        DATABASE_CONNECT_TIMEOUT_MS: '0',
      },
      expected: {
        databaseTimeouts: { queryTimeoutMs: 2_000, connectTimeoutMs: 0 },
        staffEmails: ['a@x.example', 'b@x.example'],
        contactEmails: ['only@x.example', 'only@x.example'],
        publicUrl: 'https://www.example.com',
        metricsPort: 0,
        outboxPollMs: 1000,
        smtpUrl: 'smtp://127.0.0.1:2525',
      },
    },
  ])('$title', ({ env, expected }) => {
    const config = loadWorkerConfig(env);
    for (const [key, value] of Object.entries(expected)) {
      expect(config[key as keyof WorkerConfig]).toEqual(value);
    }
  });

  it('takes the Apple Pay handle from the first contact email when none is set', () => {
    expect(loadWorkerConfig({ CONTACT_EMAILS: 'only@x.example' }).paymentHandles.applepay).toBe(
      'only@x.example',
    );
  });

  it('reads the same storage settings as the API', () => {
    expect(loadWorkerConfig({}).storage).toMatchObject({
      driver: 'local',
      dir: path.resolve(__dirname, '../../../var/storage'),
    });
    const s3 = loadWorkerConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'beauty-uploads',
      S3_FORCE_PATH_STYLE: 'false',
    }).storage;
    expect(s3.driver).toBe('s3');
    expect(s3.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://localhost:9000',
      bucket: 'beauty-uploads',
      forcePathStyle: false,
      accessKeyId: null,
    });
  });

  it('reads the housekeeping settings, with hourly runs and 30 days of finished events by default', () => {
    expect(loadWorkerConfig({}).maintenance).toEqual({
      schedule: '15 * * * *',
      reconcileSchedule: '45 * * * *',
      retentionDays: 30,
      batchSize: 1000,
      maxBatches: 100,
      conversionStuckMinutes: 30,
      conversionMaxRetries: 3,
    });
    expect(
      loadWorkerConfig({
        MAINTENANCE_SCHEDULE: '0 3 * * MON-FRI',
        RECONCILE_SCHEDULE: ' */20 * * * * ',
        MAINTENANCE_RETENTION_DAYS: '90',
        MAINTENANCE_BATCH_SIZE: '500',
        MAINTENANCE_MAX_BATCHES: '10',
        CONVERSION_STUCK_MINUTES: '15',
        CONVERSION_MAX_RETRIES: '0',
      }).maintenance,
    ).toEqual({
      schedule: '0 3 * * MON-FRI',
      reconcileSchedule: '*/20 * * * *',
      retentionDays: 90,
      batchSize: 500,
      maxBatches: 10,
      conversionStuckMinutes: 15,
      conversionMaxRetries: 0,
    });
    // Out of range: the default (a retention of 0 days would delete events as they finish).
    expect(
      loadWorkerConfig({ MAINTENANCE_RETENTION_DAYS: '0', MAINTENANCE_BATCH_SIZE: '-1' }).maintenance,
    ).toMatchObject({ retentionDays: 30, batchSize: 1000 });
  });

  it('refuses a schedule that is not a cron pattern, naming the variable', () => {
    expect(() => loadWorkerConfig({ MAINTENANCE_SCHEDULE: 'hourly' })).toThrow(
      /MAINTENANCE_SCHEDULE must be a cron pattern/,
    );
    expect(() => loadWorkerConfig({ RECONCILE_SCHEDULE: '* * *' })).toThrow(/RECONCILE_SCHEDULE/);
    expect(() => loadWorkerConfig({ RECONCILE_SCHEDULE: '0 * * * * ; rm' })).toThrow(/RECONCILE_SCHEDULE/);
  });
});
