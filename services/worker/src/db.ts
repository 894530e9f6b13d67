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
  options: { min?: number; max?: number; logger?: Logger } = {},
): Knex {
  const logger = options.logger;
  return knexFactory({
    client: 'pg',
    connection: { connectionString: databaseUrl, application_name: 'beauty-worker' },
    pool: { min: options.min ?? 0, max: options.max ?? 10 },
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
