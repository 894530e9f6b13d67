import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  /** Domain events, written in the same transaction as the rows they describe. */
  await knex.schema.createTable('outbox_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('type').notNullable();
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('published_at', { useTz: true });
    t.specificType('jobs', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('completed_at', { useTz: true });
    t.integer('publish_attempts').notNullable().defaultTo(0);
    t.text('last_error');
  });
  await knex.raw(
    'CREATE INDEX outbox_events_unpublished_idx ON outbox_events (created_at) WHERE published_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX outbox_events_unfinished_idx ON outbox_events (published_at) WHERE published_at IS NOT NULL AND completed_at IS NULL',
  );
  await knex.raw('CREATE INDEX outbox_events_entity_idx ON outbox_events (entity_type, entity_id)');
  // Wake the relay at commit; polling covers anything a listener missed.
  await knex.raw(`
    CREATE FUNCTION notify_outbox_event() RETURNS trigger AS $$
    BEGIN
      PERFORM pg_notify('outbox_events', NEW.id::text);
      RETURN NEW;
    END;
    $$ LANGUAGE plpgsql
  `);
  await knex.raw(
    'CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events FOR EACH ROW EXECUTE FUNCTION notify_outbox_event()',
  );

  /** Which of an event's jobs have finished; the event is complete when all have. */
  await knex.schema.createTable('outbox_event_jobs', (t) => {
    t.uuid('event_id').notNullable().references('outbox_events.id').onDelete('CASCADE');
    t.text('job_name').notNullable();
    t.text('result').notNullable();
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['event_id', 'job_name']);
  });

  await knex.schema.createTable('status_events', (t) => {
    t.bigIncrements('id');
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.text('status').notNullable();
    t.text('label').notNullable();
    t.text('detail');
    t.text('dedupe_key').unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    ALTER TABLE status_events ADD CONSTRAINT status_events_entity_type_check CHECK (entity_type IN
      ('contact-message','consultation-request','booking','testimonial','stylist-application','gallery-image'))
  `);
  await knex.raw(
    'CREATE INDEX status_events_entity_idx ON status_events (entity_type, entity_id, created_at, id)',
  );

  /** Every email, rendered once and sent at most once (unique delivery key). */
  await knex.schema.createTable('email_deliveries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('delivery_key').notNullable().unique();
    t.uuid('event_id').references('outbox_events.id').onDelete('SET NULL');
    t.text('template').notNullable();
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.text('message_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE email_deliveries ADD CONSTRAINT email_deliveries_status_check CHECK (status IN ('pending','sending','sent','failed'))`,
  );
  await knex.raw('CREATE INDEX email_deliveries_event_idx ON email_deliveries (event_id)');
  await knex.raw(
    `CREATE INDEX email_deliveries_unsent_idx ON email_deliveries (created_at) WHERE status <> 'sent'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_deliveries');
  await knex.schema.dropTable('status_events');
  await knex.schema.dropTable('outbox_event_jobs');
  await knex.raw('DROP TRIGGER IF EXISTS outbox_events_notify ON outbox_events');
  await knex.schema.dropTable('outbox_events');
  await knex.raw('DROP FUNCTION IF EXISTS notify_outbox_event()');
}
