import path from 'node:path';
import { contactEmailsOf, staffEmailsOf } from '@beauty/domain/business-defaults';
import { businessSettingsDefaults, mailFromAddressOf, mailFromOf } from '@beauty/domain/business-settings';
import type { PaymentMethod } from '@beauty/domain/catalog';
import { envBool, envInt } from '@beauty/domain/env';
import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import { type DatabaseTimeouts, databaseTimeoutsFromEnv } from '@beauty/server/db/timeouts';
import type { StorageSettings } from '@beauty/server/storage/storage';

/**
 * The worker's configuration, read once from the environment. Defaults work on a machine with
 * PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (ARCHITECTURE rule 8).
 */
export interface WorkerConfig {
  databaseUrl: string;
  /** Same variables as the API: DATABASE_QUERY_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS. */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl: string;
  /** BullMQ key prefix: test runs use their own so they never see each other's jobs. */
  redisPrefix: string;
  /** null: emails are written as .eml files to `emailOutboxDir` instead of being sent. */
  smtpUrl: string | null;
  emailOutboxDir: string;
  mailFrom: string;
  /**
   * The address emails go from under the business's name as Business Settings has it when each
   * goes; null when MAIL_FROM names the sender itself ('Name <address>'): then always `mailFrom`.
   */
  mailFromAddress: string | null;
  staffEmails: string[];
  contactEmails: [string, string];
  businessName: string;
  /**
   * Where customers send a booking's deposit, by the payment method they chose: the business's
   * Cash App $cashtag, Venmo @username and Apple Pay (Apple Cash) phone number or email.
   */
  paymentHandles: Record<PaymentMethod, string>;
  /**
   * BUSINESS_*, CONTACT_EMAILS as first-run defaults of Business Settings: emails read the
   * business_settings row (edited in the app), seeded from these when it does not exist yet.
   * `businessName`, `contactEmails` and `paymentHandles` above are what these say.
   */
  businessDefaults: BusinessSettingsDocument;
  /** Customers change a booking online until this many hours before it (Business Settings). */
  cancellationHours: number;
  publicUrl: string;
  /**
   * Same variable as the API (BOOKING_MIN_NOTICE_MINUTES): how far ahead customers must book,
   * so a waitlist email offers only times the customer can still take.
   */
  bookingMinNoticeMinutes: number;
  outboxPollMs: number;
  sweepIntervalMs: number;
  sweepAfterMs: number;
  /** 0 turns the /healthz and /metrics listener off. */
  metricsPort: number;
  /** Where that listener binds: loopback unless a deployment opens it to its network. */
  metricsHost: string;
  logLevel: string;
  imageWorkerConcurrency: number;
  /** Email jobs in hand at once per process (EMAIL_WORKER_CONCURRENCY). */
  emailWorkerConcurrency: number;
  /**
   * The pooled SMTP transport: connections kept open at most (SMTP_POOL_MAX_CONNECTIONS) and
   * messages sent over one connection before it is replaced (SMTP_POOL_MAX_MESSAGES).
   */
  smtpPool: { maxConnections: number; maxMessages: number };
  /** Same variables as the API (STORAGE_DRIVER, STORAGE_DIR, S3_*): both must see the same files. */
  storage: StorageSettings;
  /** The housekeeping schedules (maintenance/maintenance.ts, maintenance/reconcile.ts): README, Operations. */
  maintenance: MaintenanceSettings;
}

export interface MaintenanceSettings {
  /** Cron pattern (business time zone) of the retention run (MAINTENANCE_SCHEDULE). */
  schedule: string;
  /** Cron pattern of the reconciliation from the database (RECONCILE_SCHEDULE). */
  reconcileSchedule: string;
  /** Finished outbox events and email deliveries are kept this many days (MAINTENANCE_RETENTION_DAYS). */
  retentionDays: number;
  /** Rows deleted per statement (MAINTENANCE_BATCH_SIZE): short statements, no long locks. */
  batchSize: number;
  /** Statements per kind of row and run at most (MAINTENANCE_MAX_BATCHES); the next run goes on. */
  maxBatches: number;
  /** An upload 'uploaded' this long without a conversion at work is stuck (CONVERSION_STUCK_MINUTES). */
  conversionStuckMinutes: number;
  /** Times a stuck conversion is queued again before the upload is rejected (CONVERSION_MAX_RETRIES). */
  conversionMaxRetries: number;
}

/** One cron field: numbers, ranges, steps, lists, '*', '?', names (MON, JAN), L, W and #. */
const CRON_FIELD = /^[\dA-Za-z*?/,#-]+$/;

/** A cron pattern of 5 fields (or 6, with seconds first), else an error naming the variable. */
export function envCron(name: string, value: string | undefined, fallback: string): string {
  const pattern = value?.trim() || fallback;
  const fields = pattern.split(/\s+/);
  if ((fields.length !== 5 && fields.length !== 6) || !fields.every((field) => CRON_FIELD.test(field))) {
    throw new Error(
      `${name} must be a cron pattern such as '15 * * * *' (minute hour day month weekday); got '${pattern}'`,
    );
  }
  return pattern;
}

const repoRoot = path.resolve(__dirname, '../../..');

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const businessDefaults = businessSettingsDefaults(env);
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/beauty',
    databaseTimeouts: databaseTimeoutsFromEnv(env),
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX || 'beauty',
    smtpUrl: env.SMTP_URL || null,
    emailOutboxDir: path.resolve(env.EMAIL_OUTBOX_DIR || path.join(repoRoot, 'var/outbox')),
    mailFrom: mailFromOf(env),
    mailFromAddress: mailFromAddressOf(env),
    staffEmails: staffEmailsOf(env),
    contactEmails: contactEmailsOf(env),
    businessName: businessDefaults.businessName,
    paymentHandles: { ...businessDefaults.paymentHandles },
    businessDefaults,
    cancellationHours: businessDefaults.cancellationHours,
    publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    bookingMinNoticeMinutes: envInt(env.BOOKING_MIN_NOTICE_MINUTES, 60, 0),
    outboxPollMs: envInt(env.OUTBOX_POLL_MS, 1000, 10),
    sweepIntervalMs: envInt(env.SWEEP_INTERVAL_MS, 30_000, 10),
    sweepAfterMs: envInt(env.SWEEP_AFTER_MS, 60_000, 0),
    metricsPort: envInt(env.WORKER_METRICS_PORT, 9464, 0),
    metricsHost: env.WORKER_METRICS_HOST?.trim() || '127.0.0.1',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    imageWorkerConcurrency: envInt(env.IMAGE_WORKER_CONCURRENCY, 1, 1),
    emailWorkerConcurrency: envInt(env.EMAIL_WORKER_CONCURRENCY, 5, 1),
    smtpPool: {
      maxConnections: envInt(env.SMTP_POOL_MAX_CONNECTIONS, 5, 1),
      maxMessages: envInt(env.SMTP_POOL_MAX_MESSAGES, 100, 1),
    },
    storage: {
      driver: env.STORAGE_DRIVER === 's3' ? 's3' : 'local',
      dir: path.resolve(env.STORAGE_DIR || path.join(repoRoot, 'var/storage')),
      s3: {
        endpoint: env.S3_ENDPOINT || null,
        publicEndpoint: env.S3_PUBLIC_ENDPOINT || null,
        region: env.S3_REGION || 'us-west-2',
        bucket: env.S3_BUCKET || 'beauty',
        accessKeyId: env.S3_ACCESS_KEY_ID || null,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
        forcePathStyle: envBool(env.S3_FORCE_PATH_STYLE, true),
      },
    },
    maintenance: {
      schedule: envCron('MAINTENANCE_SCHEDULE', env.MAINTENANCE_SCHEDULE, '15 * * * *'),
      reconcileSchedule: envCron('RECONCILE_SCHEDULE', env.RECONCILE_SCHEDULE, '45 * * * *'),
      retentionDays: envInt(env.MAINTENANCE_RETENTION_DAYS, 30, 1),
      batchSize: envInt(env.MAINTENANCE_BATCH_SIZE, 1000, 1),
      maxBatches: envInt(env.MAINTENANCE_MAX_BATCHES, 100, 1),
      conversionStuckMinutes: envInt(env.CONVERSION_STUCK_MINUTES, 30, 1),
      conversionMaxRetries: envInt(env.CONVERSION_MAX_RETRIES, 3, 0),
    },
  };
}
