import type { Knex } from 'knex';

/**
 * The admin reviews stylist applications in the Management Panel as she handles the other
 * submissions: her notes, who last changed the status and when, and the list's two indexes (the
 * new ones, which the tab badge counts, by (status, created_at); the handled ones by a partial
 * index of their own, as 20261129000100 gives the other lists).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stylist_applications', (t) => {
    t.text('admin_notes');
    t.uuid('status_changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('status_changed_at', { useTz: true });
  });
  await knex.raw(
    'CREATE INDEX stylist_applications_status_idx ON stylist_applications (status, created_at DESC)',
  );
  await knex.raw(
    `CREATE INDEX stylist_applications_handled_idx ON stylist_applications (created_at, id) WHERE status <> 'new'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS stylist_applications_handled_idx');
  await knex.raw('DROP INDEX IF EXISTS stylist_applications_status_idx');
  await knex.schema.alterTable('stylist_applications', (t) => {
    t.dropColumn('status_changed_at');
    t.dropColumn('status_changed_by');
    t.dropColumn('admin_notes');
  });
}
