import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('services', (t) => {
    t.text('id').primary();
    t.text('category').notNullable();
    t.text('tier').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.integer('price_min_cents').notNullable();
    t.integer('price_max_cents').notNullable();
    t.text('price_range').notNullable();
    t.jsonb('features').notNullable().defaultTo('[]');
    t.boolean('popular').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.unique(['category', 'tier']);
  });
  await knex.raw(
    `ALTER TABLE services ADD CONSTRAINT services_category_check CHECK (category IN ('makeup','hair','bridal'))`,
  );
  await knex.raw(
    'ALTER TABLE services ADD CONSTRAINT services_price_check CHECK (price_min_cents >= 0 AND price_max_cents >= price_min_cents)',
  );

  await knex.schema.createTable('add_ons', (t) => {
    t.text('id').primary();
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.integer('price_min_cents').notNullable();
    t.integer('price_max_cents').notNullable();
    t.text('price_type').notNullable();
    t.text('price_range').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
  });
  await knex.raw(
    `ALTER TABLE add_ons ADD CONSTRAINT add_ons_kind_check CHECK (kind IN ('standard','bridal'))`,
  );
  await knex.raw(
    `ALTER TABLE add_ons ADD CONSTRAINT add_ons_price_type_check CHECK (price_type IN ('range','custom','hourly','each'))`,
  );
  await knex.raw(
    'ALTER TABLE add_ons ADD CONSTRAINT add_ons_price_check CHECK (price_min_cents >= 0 AND price_max_cents >= price_min_cents)',
  );

  await knex.schema.createTable('stylist_profiles', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').unique().references('users.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('title').notNullable();
    t.text('bio').notNullable();
    t.text('profile_image_url');
    t.text('achievements').notNullable().defaultTo('');
    t.text('experience').notNullable().defaultTo('');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  await knex.raw('CREATE INDEX stylist_profiles_active_idx ON stylist_profiles (sort_order) WHERE is_active');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stylist_profiles');
  await knex.schema.dropTable('add_ons');
  await knex.schema.dropTable('services');
}
