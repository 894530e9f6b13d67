import type { Knex } from 'knex';

/**
 * The next SEQUENCE of a booking's calendar file, taken in the transaction that writes the event
 * sending that version (a reschedule, the staff's confirmation, a final price, the cancellation):
 * the booking's counter raised by one under the row's lock, so versions never repeat or go back,
 * however long ago the earlier events were (the retention job deletes them). The event carries it
 * as `sequence`; the first file (with 'booking.created') is 0.
 */
export async function nextCalendarSequence(trx: Knex.Transaction, bookingId: string): Promise<number> {
  const [row] = await trx('bookings')
    .where({ id: bookingId })
    .increment('calendarSequence', 1)
    .returning<Array<{ calendarSequence: number }>>('calendarSequence');
  if (!row) throw new Error(`No booking ${bookingId} to raise the calendar sequence of`);
  return row.calendarSequence;
}
