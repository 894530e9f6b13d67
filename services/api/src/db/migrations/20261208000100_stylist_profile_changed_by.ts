import type { Knex } from 'knex';

/**
 * Who last changed a stylist profile (an admin at /admin/stylists, or the stylist herself from her
 * dashboard), beside its updated_at, which every change already keeps current: the owner sees
 * that a stylist rewrote her bio. An account deleted later leaves the time without the name.
 * Profiles written before this (the seeded ones) have no changer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stylist_profiles', (t) => {
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stylist_profiles', (t) => {
    t.dropColumn('updated_by');
  });
}
