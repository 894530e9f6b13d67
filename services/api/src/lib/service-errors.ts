import type { Config } from '../config';

/**
 * Turn "connection refused" into one clear line naming the service to start
 * (ARCHITECTURE rule 8), or null when the error is something else.
 */
export function describeConnectionError(
  error: unknown,
  config: Pick<Config, 'databaseUrl' | 'redisUrl'>,
): string | null {
  const err = error as {
    code?: string;
    message?: string;
    errors?: Array<{ code?: string }>;
    address?: string;
    port?: number;
  };
  const codes = [err.code, ...(err.errors ?? []).map((e) => e.code)];
  const refused = codes.some(
    (c) => c === 'ECONNREFUSED' || c === 'ENOTFOUND' || c === 'EHOSTUNREACH' || c === 'ETIMEDOUT',
  );
  // pg's own connect and query timeouts (db/timeouts.ts): a server that accepts but never answers.
  const silent = /(?:^| - )(?:timeout expired|Query read timeout)$/.test(err.message ?? '');
  if (!refused && !silent && !/ECONNREFUSED|connect ETIMEDOUT/.test(err.message ?? '')) return null;
  const db = new URL(config.databaseUrl);
  const redis = new URL(config.redisUrl);
  const port = err.port ?? Number((err.message ?? '').match(/:(\d+)\s*$/)?.[1]);
  if (port && String(port) === (redis.port || '6379')) {
    return `Cannot reach Redis at ${redis.host}: start Redis (redis-server) or set REDIS_URL.`;
  }
  return `Cannot reach PostgreSQL at ${db.host}: start PostgreSQL or set DATABASE_URL.`;
}
