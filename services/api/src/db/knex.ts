import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { Logger } from 'pino';

// Return DATE columns as 'YYYY-MM-DD' strings, never as shifted JS Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts fit easily in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

/** knex's own warnings go to the service log (at debug), not as stack traces on the console. */
export function createKnex(
  databaseUrl: string,
  pool: { min?: number; max?: number } = {},
  logger?: Logger,
): Knex {
  const quiet = (level: 'debug' | 'warn') => (message: unknown) =>
    logger?.[level]({ knex: String(message) }, 'knex');
  return knexFactory({
    log: { warn: quiet('debug'), error: quiet('debug'), deprecate: quiet('warn'), debug: quiet('debug') },
    client: 'pg',
    connection: { connectionString: databaseUrl, application_name: 'beauty-api' },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
    ...knexSnakeCaseMappers(),
  });
}
