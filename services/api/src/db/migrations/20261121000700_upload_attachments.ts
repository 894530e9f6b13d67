import type { Knex } from 'knex';

/** What an upload belongs to once a submission claims it; unclaimed uploads have neither column. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (t) => {
    t.text('attached_type');
    t.uuid('attached_id');
    t.timestamp('attached_at', { useTz: true });
  });
  await knex.raw(`
    ALTER TABLE uploads ADD CONSTRAINT uploads_attachment_check CHECK (
      (attached_type IS NULL AND attached_id IS NULL AND attached_at IS NULL)
      OR (attached_type IN ('consultation-request','stylist-application','gallery-image')
          AND attached_id IS NOT NULL AND attached_at IS NOT NULL)
    )
  `);
  await knex.raw(
    'CREATE INDEX uploads_attached_idx ON uploads (attached_type, attached_id) WHERE attached_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS uploads_attached_idx');
  await knex.raw('ALTER TABLE uploads DROP CONSTRAINT IF EXISTS uploads_attachment_check');
  await knex.schema.alterTable('uploads', (t) => {
    t.dropColumn('attached_at');
    t.dropColumn('attached_id');
    t.dropColumn('attached_type');
  });
}
