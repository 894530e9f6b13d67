import type { Knex } from 'knex';

/**
 * The SEQUENCE of a booking's calendar file, kept on the booking: raised in the transaction that
 * writes each event that sends the customer a new version (a reschedule, the staff's
 * confirmation, a final price, the cancellation), and carried in that event. It was counted from
 * the booking's events, which the retention job deletes after a month, so an update of a booking
 * made long ahead could go out with a SEQUENCE her calendar had already seen and be ignored.
 * Existing bookings start from what can still be counted of the versions sent: their events not
 * yet deleted, or their timeline's entries for the same changes (kept for good), whichever is more
 * (a count too high only skips numbers; one too low would repeat them).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.integer('calendar_sequence').notNullable().defaultTo(0);
  });
  await knex.raw(`
    UPDATE bookings b SET calendar_sequence = counted.n
    FROM (
      SELECT bk.id, GREATEST(
        (SELECT count(*) FROM outbox_events e
          WHERE e.entity_type = 'booking' AND e.entity_id = bk.id
            AND (e.type IN ('booking.rescheduled', 'booking.confirmed', 'booking.cancelled')
              OR (e.type = 'booking.updated' AND e.payload -> 'totalPriceCents' IS NOT NULL))),
        (SELECT count(*) FROM status_events t
          WHERE t.entity_type = 'booking' AND t.entity_id = bk.id
            AND t.label IN ('Booking rescheduled', 'Booking confirmed', 'Booking cancelled', 'Final price set'))
      )::int AS n
      FROM bookings bk
    ) counted
    WHERE counted.id = b.id AND counted.n > 0
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('calendar_sequence');
  });
}
