import { randomBytes } from 'node:crypto';
import { ensureDatabase } from '../../../services/api/src/db/ensure-database';
import { createKnex } from '../../../services/api/src/db/knex';
import { migrateLatest } from '../../../services/api/src/db/migrations';
import { seedCatalog } from '../../../services/api/src/db/seed';

/**
 * Each test run gets its own database and Redis key prefix, dropped afterwards. Local services
 * (PostgreSQL, Redis) are used when their URLs are given or reachable on the default ports.
 */
export default async function globalSetup() {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/beauty_test_${runId}`;
  const databaseUrl = base.toString();
  await ensureDatabase(databaseUrl);
  const knex = createKnex(databaseUrl, { max: 1 });
  try {
    await migrateLatest(knex);
    await seedCatalog(knex);
  } finally {
    await knex.destroy();
  }
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `test_${runId}`;
  process.env.TEST_RUN_ID = runId;
}
