import type { Knex } from 'knex';

/**
 * The Stylist Applications filter (?status=) reads one status a page at a time, newest first by
 * (created_at, id) keyset. stylist_applications_status_idx (status, created_at) finds the status
 * but not the page's place within it (the id is not in it), so a deep page would read and drop
 * every newer row of that status; with the id the keyset is an index condition, and each page
 * costs the same however many applications there are. The new index serves all the old one did
 * (the unfiltered list's status order, the badge count), so the old one goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX stylist_applications_status_paging_idx ON stylist_applications (status, created_at, id)',
  );
  await knex.raw('DROP INDEX IF EXISTS stylist_applications_status_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS stylist_applications_status_idx ON stylist_applications (status, created_at DESC)',
  );
  await knex.raw('DROP INDEX IF EXISTS stylist_applications_status_paging_idx');
}
