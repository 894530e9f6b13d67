import { randomBytes } from 'node:crypto';
import { ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest } from '@beauty/api/db/migrations';
import { seedCatalog } from '@beauty/api/db/seed';
import { createKnex } from '@beauty/server/db/knex';
import { type TestServices, testServices } from './containers';
import { seedTestTeam } from './team';

/**
 * Each test run gets its own database and Redis key prefix, dropped afterwards. The services
 * come from ./containers: given URLs, testcontainers under a Docker engine, or the local ones.
 */
export default async function globalSetup() {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const services = await testServices();
  (globalThis as { __testServices?: TestServices }).__testServices = services;
  const base = new URL(services.postgresUrl);
  base.pathname = `/beauty_test_${runId}`;
  const databaseUrl = base.toString();
  await ensureDatabase(databaseUrl);
  const knex = createKnex(databaseUrl, { max: 1 });
  try {
    await migrateLatest(knex);
    await seedCatalog(knex);
    await seedTestTeam(knex);
  } finally {
    await knex.destroy();
  }
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = services.redisUrl;
  process.env.REDIS_PREFIX = `test_${runId}`;
  process.env.TEST_RUN_ID = runId;
}
