import type { Knex } from 'knex';

/**
 * Issue 14, point 1: the worker's housekeeping (services/worker/src/maintenance/maintenance.ts and
 * reconcile.ts) deletes old rows in short batches, oldest first; these indexes let each batch
 * find its rows without reading the table (checked with EXPLAIN). uploads.conversion_retries
 * counts how often the reconciliation queued a stuck image conversion again, so an image that
 * keeps failing ends 'rejected' instead of 'uploaded' forever.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX outbox_events_completed_idx ON outbox_events (completed_at) WHERE completed_at IS NOT NULL',
  );
  await knex.raw(
    `CREATE INDEX email_deliveries_finished_idx ON email_deliveries (created_at)
       WHERE status IN ('sent','cancelled','failed')`,
  );
  await knex.raw('CREATE INDEX password_reset_tokens_expires_idx ON password_reset_tokens (expires_at)');
  await knex.raw(
    'CREATE INDEX password_reset_tokens_used_idx ON password_reset_tokens (used_at) WHERE used_at IS NOT NULL',
  );
  await knex.raw(
    'CREATE INDEX email_deliveries_password_token_idx ON email_deliveries (password_token_id) WHERE password_token_id IS NOT NULL',
  );
  await knex.raw('CREATE INDEX uploads_unattached_idx ON uploads (created_at) WHERE attached_id IS NULL');
  await knex.raw(`CREATE INDEX uploads_converting_idx ON uploads (uploaded_at) WHERE status = 'uploaded'`);
  await knex.raw(
    'CREATE INDEX gallery_images_upload_idx ON gallery_images (upload_id) WHERE upload_id IS NOT NULL',
  );
  await knex.schema.alterTable('uploads', (t) => {
    t.integer('conversion_retries').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (t) => {
    t.dropColumn('conversion_retries');
  });
  for (const index of [
    'gallery_images_upload_idx',
    'uploads_converting_idx',
    'uploads_unattached_idx',
    'email_deliveries_password_token_idx',
    'password_reset_tokens_used_idx',
    'password_reset_tokens_expires_idx',
    'email_deliveries_finished_idx',
    'outbox_events_completed_idx',
  ]) {
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  }
}
