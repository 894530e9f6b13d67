import type { Knex } from 'knex';

/**
 * The storage's multipart upload id of an upload sent in parts through the companion API under
 * /api/s3/ (S3's UploadId, or the local driver's own): the API refuses any other id for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (t) => {
    t.text('multipart_upload_id').unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (t) => {
    t.dropColumn('multipart_upload_id');
  });
}
