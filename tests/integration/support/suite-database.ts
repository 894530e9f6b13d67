import { dropDatabase, ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest } from '@beauty/api/db/migrations';
import { createKnex } from '@beauty/server/db/knex';
import type { Knex } from 'knex';

export interface SuiteDatabase {
  /** The run's DATABASE_URL with `_<label>` after its name. */
  databaseUrl: string;
  db: Knex;
  /** The run's REDIS_PREFIX with `:<label>` (global teardown clears all under the run's). */
  redisPrefix: string;
  /** Close the pool and drop the database. */
  close(): Promise<void>;
}

/**
 * One test file's own database and Redis prefix, named after the run's with `label`: a world's
 * rows, events and counters are its own even when other suites run at the same time (a worker
 * takes every event of the database it watches). Made afresh (a copy a crashed run left is
 * dropped first) and migrated. `pool` opens the connection pool (the worker's own, say).
 */
export async function suiteDatabase(
  label: string,
  options: { max?: number; pool?: (databaseUrl: string, max: number) => Knex } = {},
): Promise<SuiteDatabase> {
  const runUrl = new URL(process.env.DATABASE_URL!);
  const url = new URL(runUrl);
  url.pathname = `${runUrl.pathname}_${label}`;
  const databaseUrl = url.toString();
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  const max = options.max ?? 4;
  const db = options.pool ? options.pool(databaseUrl, max) : createKnex(databaseUrl, { max });
  await migrateLatest(db);
  return {
    databaseUrl,
    db,
    redisPrefix: `${process.env.REDIS_PREFIX}:${label}`,
    async close() {
      await db.destroy();
      await dropDatabase(databaseUrl).catch(() => {});
    },
  };
}
