import { nextCalendarSequence } from '@beauty/server/bookings/calendar-sequence';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';

/** The statuses staff set; each writes its own event ('booking.confirmed', ...). */
export type StaffStatus = 'confirmed' | 'completed' | 'cancelled';

/**
 * The events of one staff change, in its transaction: 'booking.updated' with what changed
 * (assignment, payment, no-show, price), then the new status's own event. A final price, a
 * confirmation and a cancellation each send her calendar file again, so each takes the booking's
 * next calendar SEQUENCE; but a save that confirms and prices at once sends one email, the
 * confirmation with the price, so its price is marked `priceInConfirmation` and takes none (both
 * facts stay in the log: the timeline and the figures read the price from 'booking.updated').
 */
export async function writeStaffChangeEvents(
  trx: Knex.Transaction,
  bookingId: string,
  changedBy: string,
  change: { updated: Record<string, unknown>; priced: boolean; status?: StaffStatus },
): Promise<void> {
  const sequence = () => nextCalendarSequence(trx, bookingId);
  const priceInConfirmation = change.priced && change.status === 'confirmed';
  if (Object.keys(change.updated).length > 0) {
    await writeEvent(trx, {
      type: 'booking.updated',
      entityType: 'booking',
      entityId: bookingId,
      payload: {
        bookingId,
        changedBy,
        ...change.updated,
        ...(priceInConfirmation
          ? { priceInConfirmation: true }
          : change.priced
            ? { sequence: await sequence() }
            : {}),
      },
    });
  }
  if (change.status === 'cancelled') {
    await writeEvent(trx, {
      type: 'booking.cancelled',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId, sequence: await sequence() },
    });
  } else if (change.status === 'confirmed') {
    await writeEvent(trx, {
      type: 'booking.confirmed',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId, changedBy, sequence: await sequence() },
    });
  } else if (change.status === 'completed') {
    await writeEvent(trx, {
      type: 'booking.completed',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId, changedBy },
    });
  }
}
