import { createKnex } from '@beauty/server/db/knex';
import type { DatabaseTimeouts } from '@beauty/server/db/timeouts';
import type { Knex } from 'knex';
import type { Logger } from './logger';

/** The worker's pool: the shared knex setup (packages/server), named 'beauty-worker' in pg_stat_activity. */
export function createDb(
  databaseUrl: string,
  options: { min?: number; max?: number; logger?: Logger; timeouts?: DatabaseTimeouts } = {},
): Knex {
  const { logger, ...pool } = options;
  return createKnex(databaseUrl, { ...pool, applicationName: 'beauty-worker' }, logger);
}
