import type { Knex } from 'knex';

/**
 * The admin user list and the stylist's clients, a page at a time (issue 14 point 9):
 * - users newest first by (created_at, id) keyset, the whole list or one role's;
 * - a user search (name or email containing the text, any case) by trigrams (pg_trgm), on the same
 *   expression as USER_SEARCH_TEXT in features/users/users.service.ts;
 * - a stylist's bookings (an admin: all) newest first, skipping cancelled ones, where the clients
 *   list walks to find her clients by their latest booking.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE INDEX IF NOT EXISTS users_created_idx ON users (created_at DESC, id DESC)');
  // Covered by users_created_idx.
  await knex.raw('DROP INDEX IF EXISTS users_created_at_idx');
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS users_role_created_idx ON users (role, created_at DESC, id DESC)',
  );
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users
     USING gin (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) gin_trgm_ops)`,
  );
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS bookings_stylist_created_idx ON bookings (stylist_id, created_at DESC, id DESC)
     WHERE status <> 'cancelled'`,
  );
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS bookings_client_created_idx ON bookings (created_at DESC, id DESC)
     WHERE status <> 'cancelled'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_client_created_idx');
  await knex.raw('DROP INDEX IF EXISTS bookings_stylist_created_idx');
  await knex.raw('DROP INDEX IF EXISTS users_search_trgm_idx');
  await knex.raw('DROP INDEX IF EXISTS users_role_created_idx');
  await knex.raw('CREATE INDEX IF NOT EXISTS users_created_at_idx ON users (created_at DESC)');
  await knex.raw('DROP INDEX IF EXISTS users_created_idx');
}
