import {
  type DatabaseTimeouts,
  DEFAULT_DATABASE_TIMEOUTS,
  isReusableConnection,
  pgTimeoutSettings,
} from '@beauty/api/db/timeouts';
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { Logger } from './logger';

// Same conventions as services/api/src/db/knex.ts: camelCase in code, snake_case in SQL.
// DATE columns stay 'YYYY-MM-DD' strings, never shifted JS Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint ids and counts fit easily in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export function createDb(
  databaseUrl: string,
  options: { min?: number; max?: number; logger?: Logger; timeouts?: DatabaseTimeouts } = {},
): Knex {
  const logger = options.logger;
  return knexFactory({
    client: 'pg',
    // Same limits as the API's pool (services/api/src/db/timeouts.ts): a hung PostgreSQL fails
    // the job, which then waits for the database without using up its attempts (runtime.ts).
    connection: {
      connectionString: databaseUrl,
      application_name: 'beauty-worker',
      ...pgTimeoutSettings(options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS),
    },
    pool: { min: options.min ?? 0, max: options.max ?? 10, validate: isReusableConnection },
    acquireConnectionTimeout: 10_000,
    // knex's own console.log lines would break "one clear line" when PostgreSQL is down: route
    // them to pino (a failed acquire is reported by the caller anyway, so only at debug).
    ...(logger && {
      log: {
        warn: (message: string) =>
          /^Acquire connection error/.test(message)
            ? logger.debug({ component: 'knex' }, message)
            : logger.warn({ component: 'knex' }, message),
        error: (message: string) => logger.error({ component: 'knex' }, message),
        deprecate: (message: string) => logger.warn({ component: 'knex' }, message),
        debug: (message: string) => logger.debug({ component: 'knex' }, message),
      },
    }),
    ...knexSnakeCaseMappers(),
  });
}
