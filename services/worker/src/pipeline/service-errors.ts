import Redis from 'ioredis';
import type { Knex } from 'knex';
import { JobRegistryError } from './job-table';

/** A service the worker needs is missing; the message is the one line the operator reads. */
export class ServiceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceUnavailableError';
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ECONNRESET',
]);

function isUnreachable(error: unknown): boolean {
  const err = error as { code?: string; message?: string; errors?: Array<{ code?: string }> } | null;
  const codes = [err?.code, ...(err?.errors ?? []).map((e) => e.code)];
  return (
    codes.some((c) => c !== undefined && UNREACHABLE.has(c)) ||
    /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|timeout|Connection terminated/i.test(err?.message ?? '')
  );
}

function hostOf(url: string, defaultPort: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || '127.0.0.1'}:${parsed.port || defaultPort}`;
  } catch {
    return url;
  }
}

/** Fail at start-up with one clear line when PostgreSQL is unreachable or not migrated. */
export async function probePostgres(db: Knex, databaseUrl: string): Promise<void> {
  try {
    await db.raw('SELECT 1 FROM outbox_events LIMIT 1');
  } catch (error) {
    const code = (error as { code?: string }).code;
    const where = hostOf(databaseUrl, '5432');
    if (code === '3D000') {
      const name = new URL(databaseUrl).pathname.slice(1);
      throw new ServiceUnavailableError(
        `Database "${name}" does not exist at ${where}: run npm run db:migrate (it creates it) or set DATABASE_URL.`,
        { cause: error },
      );
    }
    if (code === '42P01') {
      throw new ServiceUnavailableError(
        `The database at ${where} has no outbox_events table: run npm run db:migrate.`,
        {
          cause: error,
        },
      );
    }
    if (code === '28P01' || code === '28000') {
      throw new ServiceUnavailableError(`PostgreSQL at ${where} refused the credentials in DATABASE_URL.`, {
        cause: error,
      });
    }
    if (isUnreachable(error)) {
      throw new ServiceUnavailableError(
        `Cannot reach PostgreSQL at ${where}: start PostgreSQL or set DATABASE_URL.`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

/** Fail at start-up with one clear line when Redis is unreachable (BullMQ would wait forever). */
export async function probeRedis(redisUrl: string): Promise<void> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 3_000,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new ServiceUnavailableError(
      `Cannot reach Redis at ${hostOf(redisUrl, '6379')}: start Redis (redis-server) or set REDIS_URL.`,
      { cause: error },
    );
  } finally {
    probe.disconnect();
  }
}

/** The one line main.ts prints for errors an operator can fix; null for anything else (a bug). */
export function describeStartupError(error: unknown): string | null {
  if (error instanceof ServiceUnavailableError || error instanceof JobRegistryError) return error.message;
  return null;
}
