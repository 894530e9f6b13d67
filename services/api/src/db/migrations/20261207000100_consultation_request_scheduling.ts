import type { Knex } from 'knex';

/**
 * A consultation asked for on the landing page gets a date and time (not only the 'scheduled'
 * badge): when it is, who set it and when, what they wrote about how they will meet, and the
 * calendar file's SEQUENCE (a move sends the same UID with a higher one), as a booking's
 * consultation has (20261126000100_consultation_scheduling). A customer whose confirmed email
 * asked for one sees it on her dashboard: found by that address, among the scheduled ones only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_requests', (t) => {
    t.date('scheduled_date');
    t.text('scheduled_time');
    t.text('meeting_note');
    t.uuid('scheduled_by').references('users.id').onDelete('SET NULL');
    t.timestamp('scheduled_at', { useTz: true });
    t.integer('calendar_sequence').notNullable().defaultTo(0);
  });
  await knex.raw(
    'CREATE INDEX consultation_requests_scheduled_email_idx ON consultation_requests (lower(email), created_at DESC) WHERE scheduled_date IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX consultation_requests_scheduled_email_idx');
  await knex.schema.alterTable('consultation_requests', (t) => {
    t.dropColumn('calendar_sequence');
    t.dropColumn('scheduled_at');
    t.dropColumn('scheduled_by');
    t.dropColumn('meeting_note');
    t.dropColumn('scheduled_time');
    t.dropColumn('scheduled_date');
  });
}
