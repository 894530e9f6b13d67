import type { Knex } from 'knex';

/** Answer the simplest query: resolves when the database is reachable, rejects when it is not. */
export async function pingDatabase(knex: Knex): Promise<void> {
  await knex.raw('select 1');
}
