import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  type DatabaseTimeouts,
  DEFAULT_DATABASE_TIMEOUTS,
  isReusableConnection,
  pgTimeoutSettings,
} from './timeouts';

// Return DATE columns as 'YYYY-MM-DD' strings, never as shifted JS Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts fit easily in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

/**
 * The one knex setup of the API and the worker: camelCase in code, snake_case in SQL, the
 * database timeouts, a pool that drops broken connections. knex's own warnings go to the
 * service log (at debug), not as stack traces on the console: with PostgreSQL down, the caller
 * reports it in one clear line.
 */
export function createKnex(
  databaseUrl: string,
  options: { min?: number; max?: number; timeouts?: DatabaseTimeouts; applicationName?: string } = {},
  logger?: Logger,
): Knex {
  const quiet = (level: 'debug' | 'warn') => (message: unknown) =>
    logger?.[level]({ knex: String(message) }, 'knex');
  return knexFactory({
    log: { warn: quiet('debug'), error: quiet('debug'), deprecate: quiet('warn'), debug: quiet('debug') },
    client: 'pg',
    connection: {
      connectionString: databaseUrl,
      application_name: options.applicationName ?? 'beauty-api',
      ...pgTimeoutSettings(options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS),
    },
    pool: { min: options.min ?? 0, max: options.max ?? 10, validate: isReusableConnection },
    acquireConnectionTimeout: 10_000,
    ...knexSnakeCaseMappers(),
  });
}
