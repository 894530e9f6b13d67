import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';

// Return DATE columns as 'YYYY-MM-DD' strings, never as shifted JS Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts fit easily in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export function createKnex(databaseUrl: string, pool: { min?: number; max?: number } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: databaseUrl, application_name: 'beauty-api' },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
    ...knexSnakeCaseMappers(),
  });
}
