import type { Knex } from 'knex';

const SLOTS = "('09:00','10:00','11:00','12:00','13:00','14:00','15:00','16:00')";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('customer_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.uuid('stylist_id').references('users.id').onDelete('SET NULL');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.text('makeup_service');
    t.text('hair_service');
    t.text('bridal_package');
    t.date('event_date').notNullable();
    t.text('event_time').notNullable();
    t.text('event_type');
    t.text('special_notes');
    t.text('location');
    t.integer('bridesmaid_count');
    t.boolean('include_consultation').notNullable().defaultTo(false);
    t.text('payment_method');
    t.text('payment_handle');
    t.integer('total_price_cents').notNullable();
    t.integer('deposit_cents').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('payment_status').notNullable().defaultTo('unpaid');
    t.boolean('no_show').notNullable().defaultTo(false);
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.uuid('status_changed_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE bookings
      ADD CONSTRAINT bookings_makeup_check CHECK (makeup_service IS NULL OR makeup_service IN ('good','better','best')),
      ADD CONSTRAINT bookings_hair_check CHECK (hair_service IS NULL OR hair_service IN ('simple','styled','updo')),
      ADD CONSTRAINT bookings_bridal_check CHECK (bridal_package IS NULL OR bridal_package IN ('bride-only','bride-plus-1','bride-plus-party')),
      ADD CONSTRAINT bookings_service_chosen_check CHECK (makeup_service IS NOT NULL OR hair_service IS NOT NULL OR bridal_package IS NOT NULL),
      ADD CONSTRAINT bookings_bridal_exclusive_check CHECK (bridal_package IS NULL OR (makeup_service IS NULL AND hair_service IS NULL)),
      ADD CONSTRAINT bookings_time_check CHECK (event_time IN ${SLOTS}),
      ADD CONSTRAINT bookings_event_type_check CHECK (event_type IS NULL OR event_type IN ('wedding','engagement','birthday','anniversary','date-night','photoshoot','graduation','other')),
      ADD CONSTRAINT bookings_payment_method_check CHECK (payment_method IS NULL OR payment_method IN ('cashapp','applepay','venmo')),
      ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending','confirmed','completed','cancelled')),
      ADD CONSTRAINT bookings_payment_status_check CHECK (payment_status IN ('unpaid','deposit_received','completed','refunded')),
      ADD CONSTRAINT bookings_bridesmaids_check CHECK (bridesmaid_count IS NULL OR bridesmaid_count BETWEEN 3 AND 5),
      ADD CONSTRAINT bookings_money_check CHECK (total_price_cents >= 0 AND deposit_cents >= 0 AND deposit_cents <= total_price_cents)
  `);
  await knex.raw(
    'CREATE INDEX bookings_customer_idx ON bookings (customer_id, event_date DESC, event_time DESC)',
  );
  await knex.raw('CREATE INDEX bookings_stylist_idx ON bookings (stylist_id, event_date, event_time)');
  await knex.raw(
    `CREATE INDEX bookings_slot_active_idx ON bookings (event_date, event_time) WHERE status IN ('pending','confirmed')`,
  );
  await knex.raw(
    `CREATE INDEX bookings_unassigned_idx ON bookings (event_date, event_time) WHERE stylist_id IS NULL AND status IN ('pending','confirmed')`,
  );
  await knex.raw('CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC)');

  await knex.schema.createTable('booking_add_ons', (t) => {
    t.uuid('booking_id').notNullable().references('bookings.id').onDelete('CASCADE');
    t.text('add_on_id').notNullable().references('add_ons.id').onDelete('RESTRICT');
    t.integer('price_min_cents').notNullable();
    t.primary(['booking_id', 'add_on_id']);
  });

  /** One row per date and slot, locked FOR UPDATE while a booking decides capacity. */
  await knex.schema.createTable('booking_slots', (t) => {
    t.date('event_date').notNullable();
    t.text('event_time').notNullable();
    t.primary(['event_date', 'event_time']);
  });
  await knex.raw(
    `ALTER TABLE booking_slots ADD CONSTRAINT booking_slots_time_check CHECK (event_time IN ${SLOTS})`,
  );

  /** Idempotency-Key answers, kept 24 hours (Stripe's semantics). */
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.integer('response_status');
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'key']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('consultations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('customer_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('booking_id').references('bookings.id').onDelete('SET NULL');
    t.boolean('used_free_consultation').notNullable().defaultTo(false);
    t.date('scheduled_date');
    t.text('scheduled_time');
    t.text('status').notNullable().defaultTo('requested');
    t.timestamps(true, true);
  });
  await knex.raw(
    `ALTER TABLE consultations ADD CONSTRAINT consultations_status_check CHECK (status IN ('requested','scheduled','completed','cancelled'))`,
  );
  await knex.raw('CREATE INDEX consultations_customer_idx ON consultations (customer_id, created_at DESC)');
  await knex.raw(
    'CREATE UNIQUE INDEX consultations_one_free_per_customer ON consultations (customer_id) WHERE used_free_consultation',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consultations');
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('booking_slots');
  await knex.schema.dropTable('booking_add_ons');
  await knex.schema.dropTable('bookings');
}
