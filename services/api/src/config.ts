import path from 'node:path';
import { businessNameOf, contactEmailsOf, staffEmailsOf } from '@beauty/domain/business-defaults';
import { businessSettingsDefaults, mailFromOf } from '@beauty/domain/business-settings';
import { envBool, envInt } from '@beauty/domain/env';
import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import { type DatabaseTimeouts, databaseTimeoutsFromEnv } from '@beauty/server/db/timeouts';
import { trustedProxyHops } from './http/client-address';

/**
 * The API's configuration, read once from the environment. Defaults work on a machine with
 * PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (ARCHITECTURE rule 8).
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: URL;
  databaseUrl: string;
  /** DATABASE_QUERY_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS (0 turns a limit off). */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl: string;
  redisPrefix: string;
  sessionSecret: string;
  uploadSigningSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  smtpUrl: string | null;
  mailFrom: string;
  staffEmails: string[];
  contactEmails: [string, string];
  businessName: string;
  businessPhone: string | null;
  /**
   * BUSINESS_*, CONTACT_EMAILS: only the first-run defaults of Business Settings (the
   * business_settings row is seeded from them once; the owner edits it in the app).
   */
  businessDefaults: BusinessSettingsDocument;
  emailOutboxDir: string;
  storage: {
    driver: 'local' | 's3';
    dir: string;
    s3: {
      endpoint: string | null;
      /** Where browsers reach the bucket (presigned PUT addresses); S3_ENDPOINT when unset. */
      publicEndpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };
  };
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  seedDemo: boolean;
  logLevel: string;
  frontendDist: string;
  rateLimits: {
    contactPerHour: number;
    publicFormPerHour: number;
    /** Failed sign-ins (wrong password, unknown email) one account may have in 15 minutes. */
    signInFailuresPerAccount: number;
    /** Failed sign-ins from one client address in 15 minutes (successful ones never count). */
    signInFailuresPerAddress: number;
    /** Register, forgot-password and reset-password forms from one client address in 15 minutes. */
    accountFormsPer15Min: number;
    /** Password reset emails asked for one email address in an hour. */
    resetEmailsPerHour: number;
  };
  /** Proxies in front that append to X-Forwarded-For (0: the socket's peer is the client). */
  trustProxyHops: number;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** Whether GET /metrics answers at all (in production only with a METRICS_TOKEN). */
  metricsServed: boolean;
  /**
   * Bookings one hourly slot holds. Unset: as many as there are active stylists on the team
   * (stylist_profiles.is_active), at least one.
   */
  booking: {
    /** Pending requests (deposit not yet recorded) one customer may have at a time. */
    maxPendingPerCustomer: number;
    /** How long a pending request holds its date for the deposit. */
    holdHours: number;
    /** Customers book at least this far ahead (the start of travel counts). */
    minNoticeMinutes: number;
  };
}

const repoRoot = path.resolve(__dirname, '../../..');

const DEV_SECRET = 'dev-only-secret-change-me-in-production';

/**
 * In production a secret must be set, not one of the development defaults (this file's, or the
 * 'dev-only-…' values of docker-compose.yml), and long enough not to be guessed (32 characters:
 * `openssl rand -hex 32` gives 64).
 */
function refuseWeakSecret(name: string, value: string) {
  if (value === DEV_SECRET || value.startsWith('dev-only') || value.length < 32) {
    throw new Error(`${name} must be set in production to a random value of at least 32 characters`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = envInt(env.PORT, 3000);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const sessionSecret = env.SESSION_SECRET ?? DEV_SECRET;
  const uploadSigningSecret = env.UPLOAD_SIGNING_SECRET ?? sessionSecret;
  if (nodeEnv === 'production') {
    refuseWeakSecret('SESSION_SECRET', sessionSecret);
    refuseWeakSecret('UPLOAD_SIGNING_SECRET', uploadSigningSecret);
    if (envBool(env.SEED_DEMO, false)) {
      throw new Error(
        'SEED_DEMO=true is refused in production: the demo accounts sign in with a published password',
      );
    }
  }
  const oidcIssuer = env.OIDC_ISSUER;
  const oidcClientId = env.OIDC_CLIENT_ID;
  const oidcClientSecret = env.OIDC_CLIENT_SECRET;
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/beauty',
    databaseTimeouts: databaseTimeoutsFromEnv(env),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'beauty',
    sessionSecret,
    uploadSigningSecret,
    sessionIdleMinutes: envInt(env.SESSION_IDLE_MINUTES, 60 * 24 * 7),
    sessionAbsoluteDays: envInt(env.SESSION_ABSOLUTE_DAYS, 30),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: mailFromOf(env),
    staffEmails: staffEmailsOf(env),
    contactEmails: contactEmailsOf(env),
    businessName: businessNameOf(env),
    businessPhone: env.BUSINESS_PHONE || null,
    businessDefaults: businessSettingsDefaults(env),
    emailOutboxDir: path.resolve(env.EMAIL_OUTBOX_DIR ?? path.join(repoRoot, 'var/outbox')),
    storage: {
      driver: env.STORAGE_DRIVER === 's3' ? 's3' : 'local',
      dir: path.resolve(env.STORAGE_DIR ?? path.join(repoRoot, 'var/storage')),
      s3: {
        endpoint: env.S3_ENDPOINT || null,
        publicEndpoint: env.S3_PUBLIC_ENDPOINT || null,
        region: env.S3_REGION ?? 'us-west-2',
        bucket: env.S3_BUCKET ?? 'beauty',
        accessKeyId: env.S3_ACCESS_KEY_ID || null,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
        forcePathStyle: envBool(env.S3_FORCE_PATH_STYLE, true),
      },
    },
    oidc:
      oidcIssuer && oidcClientId && oidcClientSecret
        ? { issuer: oidcIssuer, clientId: oidcClientId, clientSecret: oidcClientSecret }
        : null,
    seedDemo: nodeEnv !== 'production' && envBool(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    frontendDist: path.resolve(env.FRONTEND_DIST ?? path.join(repoRoot, 'frontend/dist')),
    rateLimits: {
      contactPerHour: envInt(env.RATE_LIMIT_CONTACT_PER_HOUR, 5),
      publicFormPerHour: envInt(env.RATE_LIMIT_PUBLIC_FORM_PER_HOUR, 10),
      signInFailuresPerAccount: envInt(env.RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT, 10, 1),
      signInFailuresPerAddress: envInt(env.RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS, 50, 1),
      accountFormsPer15Min: envInt(env.RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN, 20, 1),
      resetEmailsPerHour: envInt(env.RATE_LIMIT_RESET_EMAILS_PER_HOUR, 3, 1),
    },
    trustProxyHops: trustedProxyHops(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || null,
    // In production the figures are not for anyone who asks: without a token /metrics is not served.
    metricsServed: nodeEnv !== 'production' || Boolean(env.METRICS_TOKEN),
    booking: {
      maxPendingPerCustomer: Math.max(1, envInt(env.BOOKING_MAX_PENDING_PER_CUSTOMER, 3)),
      holdHours: Math.max(1, envInt(env.BOOKING_HOLD_HOURS, 72)),
      minNoticeMinutes: Math.max(0, envInt(env.BOOKING_MIN_NOTICE_MINUTES, 60)),
    },
  };
}
