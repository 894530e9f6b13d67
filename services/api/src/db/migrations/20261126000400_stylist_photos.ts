import type { Knex } from 'knex';

/**
 * Stylist portraits through the image pipeline: a 'stylist-photo' upload purpose, attachable to
 * a 'stylist-profile', and the profile's link to its current photo (an index serves the public
 * image check, "is this upload the photo of an active profile?").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE uploads DROP CONSTRAINT uploads_purpose_check');
  await knex.raw(
    `ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('consultation-inspiration','resume','gallery','stylist-photo'))`,
  );
  await knex.raw('ALTER TABLE uploads DROP CONSTRAINT uploads_attachment_check');
  await knex.raw(`
    ALTER TABLE uploads ADD CONSTRAINT uploads_attachment_check CHECK (
      (attached_type IS NULL AND attached_id IS NULL AND attached_at IS NULL)
      OR (attached_type IN ('consultation-request','stylist-application','gallery-image','stylist-profile')
          AND attached_id IS NOT NULL AND attached_at IS NOT NULL)
    )
  `);
  await knex.schema.alterTable('stylist_profiles', (t) => {
    t.uuid('photo_upload_id').references('uploads.id').onDelete('SET NULL');
    t.index(['photo_upload_id'], 'stylist_profiles_photo_upload_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stylist_profiles', (t) => {
    t.dropIndex(['photo_upload_id'], 'stylist_profiles_photo_upload_idx');
    t.dropColumn('photo_upload_id');
  });
  await knex('uploads').where({ purpose: 'stylist-photo' }).delete();
  await knex.raw('ALTER TABLE uploads DROP CONSTRAINT uploads_attachment_check');
  await knex.raw(`
    ALTER TABLE uploads ADD CONSTRAINT uploads_attachment_check CHECK (
      (attached_type IS NULL AND attached_id IS NULL AND attached_at IS NULL)
      OR (attached_type IN ('consultation-request','stylist-application','gallery-image')
          AND attached_id IS NOT NULL AND attached_at IS NOT NULL)
    )
  `);
  await knex.raw('ALTER TABLE uploads DROP CONSTRAINT uploads_purpose_check');
  await knex.raw(
    `ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('consultation-inspiration','resume','gallery'))`,
  );
}
