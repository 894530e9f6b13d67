import type { Knex } from 'knex';

/**
 * The SEQUENCE of a booking's calendar file, kept on the booking: raised in the transaction that
 * writes each event that sends the customer a new version (a reschedule, the staff's
 * confirmation, a final price, the cancellation), and carried in that event. It was counted from
 * the booking's events, which the retention job deletes after a month, so an update of a booking
 * made long ahead could go out with a SEQUENCE her calendar had already seen and be ignored.
 * Existing bookings start from the events still there (what can be counted of what was sent).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.integer('calendar_sequence').notNullable().defaultTo(0);
  });
  await knex.raw(`
    UPDATE bookings b SET calendar_sequence = counted.n
    FROM (
      SELECT entity_id, count(*)::int AS n FROM outbox_events
      WHERE entity_type = 'booking'
        AND (type IN ('booking.rescheduled', 'booking.confirmed', 'booking.cancelled')
          OR (type = 'booking.updated' AND payload -> 'totalPriceCents' IS NOT NULL))
      GROUP BY entity_id
    ) counted
    WHERE counted.entity_id = b.id
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('calendar_sequence');
  });
}
