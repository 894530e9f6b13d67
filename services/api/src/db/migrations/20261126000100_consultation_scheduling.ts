import type { Knex } from 'knex';

/**
 * Staff schedule the free consultation that comes with a booking (issue 12, point 2): who set the
 * time and when, what they wrote about how they will meet, the calendar file's SEQUENCE (a move
 * sends the same UID with a higher one), the customer's open request to move it, and who last
 * completed or cancelled it. The staff list reads open consultations by date, through a partial
 * index that holds only those.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.uuid('scheduled_by').references('users.id').onDelete('SET NULL');
    t.timestamp('scheduled_at', { useTz: true });
    t.text('meeting_note');
    t.integer('calendar_sequence').notNullable().defaultTo(0);
    t.timestamp('move_requested_at', { useTz: true });
    t.text('move_preferred_times');
    t.text('move_note');
    t.uuid('status_changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('status_changed_at', { useTz: true });
  });
  await knex.raw(
    `CREATE INDEX consultations_open_by_date_idx ON consultations (scheduled_date NULLS FIRST, scheduled_time, created_at)
     WHERE status IN ('requested', 'scheduled')`,
  );
  // A booking's consultation is found by its booking (released with a cancelled booking, shown on its page).
  await knex.raw(
    'CREATE INDEX consultations_booking_idx ON consultations (booking_id) WHERE booking_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX consultations_booking_idx');
  await knex.raw('DROP INDEX consultations_open_by_date_idx');
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('status_changed_at');
    t.dropColumn('status_changed_by');
    t.dropColumn('move_note');
    t.dropColumn('move_preferred_times');
    t.dropColumn('move_requested_at');
    t.dropColumn('calendar_sequence');
    t.dropColumn('meeting_note');
    t.dropColumn('scheduled_at');
    t.dropColumn('scheduled_by');
  });
}
