import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploads', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('purpose').notNullable();
    t.text('storage_key').notNullable().unique();
    t.text('content_type');
    t.integer('max_bytes').notNullable();
    t.integer('size_bytes');
    t.text('status').notNullable().defaultTo('pending');
    t.text('rejection_reason');
    t.uuid('owner_user_id').references('users.id').onDelete('SET NULL');
    t.integer('width');
    t.integer('height');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('uploaded_at', { useTz: true });
    t.timestamp('processed_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw(
    `ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('consultation-inspiration','resume','gallery'))`,
  );
  await knex.raw(
    `ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('pending','uploaded','processed','rejected'))`,
  );
  await knex.raw(`CREATE INDEX uploads_pending_expiry_idx ON uploads (expires_at) WHERE status = 'pending'`);

  await knex.schema.createTable('image_variants', (t) => {
    t.uuid('upload_id').notNullable().references('uploads.id').onDelete('CASCADE');
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.text('format').notNullable().defaultTo('webp');
    t.text('storage_key').notNullable().unique();
    t.integer('size_bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['upload_id', 'width']);
  });

  await knex.schema.createTable('consultation_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('event_type');
    t.date('event_date');
    t.text('skin_type');
    t.text('favorite_features');
    t.text('false_lashes_experience');
    t.text('too_fold_for_you');
    t.text('celebrity_inspiration');
    t.text('daily_routine');
    t.text('holy_grail_products');
    t.text('comments_or_concerns');
    t.text('allergies_or_sensitivities');
    t.jsonb('inspiration_images').notNullable().defaultTo('[]');
    t.text('status').notNullable().defaultTo('new');
    t.text('admin_notes');
    t.timestamp('contacted_at', { useTz: true });
    t.uuid('status_changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('status_changed_at', { useTz: true });
    t.text('tracking_token_hash').notNullable();
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE consultation_requests
      ADD CONSTRAINT consultation_requests_status_check CHECK (status IN ('new','contacted','scheduled','completed')),
      ADD CONSTRAINT consultation_requests_skin_check CHECK (skin_type IS NULL OR skin_type IN ('dry','oily','combination','sensitive','normal','mature')),
      ADD CONSTRAINT consultation_requests_lashes_check CHECK (false_lashes_experience IS NULL OR false_lashes_experience IN ('love-them','occasional','nervous','no-thanks')),
      ADD CONSTRAINT consultation_requests_event_type_check CHECK (event_type IS NULL OR event_type IN ('wedding','engagement','birthday','anniversary','date-night','photoshoot','graduation','other'))
  `);
  await knex.raw('CREATE INDEX consultation_requests_created_idx ON consultation_requests (created_at DESC)');
  await knex.raw(
    'CREATE INDEX consultation_requests_status_idx ON consultation_requests (status, created_at DESC)',
  );

  await knex.schema.createTable('testimonials', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('customer_name').notNullable();
    t.text('customer_email').notNullable();
    t.text('service_type').notNullable();
    t.integer('rating').notNullable();
    t.text('content').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('admin_notes');
    t.uuid('status_changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('status_changed_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE testimonials
      ADD CONSTRAINT testimonials_service_type_check CHECK (service_type IN ('makeup','hair','both','bridal')),
      ADD CONSTRAINT testimonials_rating_check CHECK (rating BETWEEN 1 AND 5),
      ADD CONSTRAINT testimonials_status_check CHECK (status IN ('pending','approved','rejected'))
  `);
  await knex.raw('CREATE INDEX testimonials_status_idx ON testimonials (status, created_at DESC)');
  await knex.raw('CREATE INDEX testimonials_created_idx ON testimonials (created_at DESC)');

  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.text('status').notNullable().defaultTo('new');
    t.text('admin_notes');
    t.uuid('status_changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('status_changed_at', { useTz: true });
    t.text('tracking_token_hash').notNullable();
    t.timestamps(true, true);
  });
  await knex.raw(
    `ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_status_check CHECK (status IN ('new','read','responded'))`,
  );
  await knex.raw('CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)');
  await knex.raw('CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC)');

  await knex.schema.createTable('stylist_applications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.text('specialties').notNullable();
    t.text('experience').notNullable();
    t.text('portfolio');
    t.uuid('resume_upload_id').notNullable().references('uploads.id').onDelete('RESTRICT');
    t.text('additional_info');
    t.text('status').notNullable().defaultTo('new');
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE stylist_applications
      ADD CONSTRAINT stylist_applications_specialties_check CHECK (specialties IN ('makeup','hair','both')),
      ADD CONSTRAINT stylist_applications_status_check CHECK (status IN ('new','reviewed','interviewing','hired','declined'))
  `);
  await knex.raw('CREATE INDEX stylist_applications_created_idx ON stylist_applications (created_at DESC)');

  await knex.schema.createTable('gallery_images', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('title').notNullable();
    t.text('description');
    t.text('image_url').notNullable();
    t.uuid('upload_id').references('uploads.id').onDelete('SET NULL');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.boolean('is_public').notNullable().defaultTo(true);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE INDEX gallery_images_public_idx ON gallery_images (created_at DESC) WHERE is_public',
  );
  await knex.raw('CREATE INDEX gallery_images_created_idx ON gallery_images (created_at DESC)');
  await knex.raw('CREATE INDEX gallery_images_tags_idx ON gallery_images USING gin (tags)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'gallery_images',
    'stylist_applications',
    'contact_messages',
    'testimonials',
    'consultation_requests',
    'image_variants',
    'uploads',
  ]) {
    await knex.schema.dropTable(table);
  }
}
