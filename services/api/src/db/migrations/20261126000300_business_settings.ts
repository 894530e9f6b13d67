import type { Knex } from 'knex';

/**
 * Business Settings edited in the app (issue 12): one row holding the validated document
 * (name, phone, contact addresses, payment handles, deposit percentages, cancellation window,
 * social links, privacy and terms texts), seeded once from the BUSINESS_* variables on first
 * read, and an append-only record of every change: who, when and what (field, before, after).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_settings', (t) => {
    t.smallint('id').primary().defaultTo(1);
    t.jsonb('settings').notNullable();
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One row: the business has one set of settings.
  await knex.raw('ALTER TABLE business_settings ADD CONSTRAINT business_settings_single_row CHECK (id = 1)');

  await knex.schema.createTable('business_settings_changes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('changed_by').references('users.id').onDelete('SET NULL');
    // The name as it was at the time: the record stays readable after the account goes.
    t.text('changed_by_name').notNullable();
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.jsonb('changes').notNullable();
  });
  // The screen's recent history: newest first.
  await knex.raw(
    'CREATE INDEX business_settings_changes_recent_idx ON business_settings_changes (changed_at DESC, id DESC)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('business_settings_changes');
  await knex.schema.dropTable('business_settings');
}
