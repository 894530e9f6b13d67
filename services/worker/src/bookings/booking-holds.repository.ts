import { nextCalendarSequence } from '@beauty/server/bookings/calendar-sequence';
import { releaseFreeConsultation } from '@beauty/server/consultations/close-consultation';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import { holdEndOf } from './booking-hold-plan';

/** What became of one release: released, or why it was left alone. */
export type HoldRelease = 'released' | 'gone' | 'not-held' | 'not-due';

/**
 * Release a pending request whose deposit did not arrive by the end of its hold: cancelled for
 * that reason (nobody set the status), its stylists' time free again (a trigger deactivates its
 * blocks), a free consultation that came with it the customer's to use again, and
 * 'booking.cancelled' in the same transaction, so the customer and the staff are told through
 * the one cancellation pipeline. The row is locked and read again first: the delayed job and the
 * scan may both reach it, or staff may confirm it or record its deposit at that moment; whoever
 * comes second finds nothing left to do.
 */
export async function releaseExpiredHold(db: Knex, bookingId: string, now: Date): Promise<HoldRelease> {
  return db.transaction(async (trx) => {
    const booking = await trx('bookings')
      .where({ id: bookingId })
      .forUpdate()
      .first('status', 'paymentStatus', 'holdExpiresAt');
    if (!booking) return 'gone';
    const end = holdEndOf(booking);
    if (!end) return 'not-held';
    if (end > now) return 'not-due';
    await trx('bookings').where({ id: bookingId }).update({
      status: 'cancelled',
      cancellationReason: 'hold-expired',
      cancelledAt: trx.fn.now(),
      holdExpiresAt: null,
      statusChangedBy: null,
      updatedAt: trx.fn.now(),
    });
    await releaseFreeConsultation(trx, bookingId);
    await writeEvent(trx, {
      type: 'booking.cancelled',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId, sequence: await nextCalendarSequence(trx, bookingId) },
    });
    return 'released';
  });
}

/**
 * Pending unpaid requests whose hold ended by `now`, oldest first, at most `limit` (the partial
 * index bookings_hold_expiry_idx holds the pending held rows, whatever the size of the table).
 */
export async function overdueHoldIds(db: Knex, now: Date, limit: number): Promise<string[]> {
  const rows: Array<{ id: string }> = await db('bookings')
    .where({ status: 'pending', paymentStatus: 'unpaid' })
    .whereNotNull('holdExpiresAt')
    .where('holdExpiresAt', '<=', now)
    .orderBy([{ column: 'holdExpiresAt' }, { column: 'id' }])
    .limit(limit)
    .select('id');
  return rows.map((row) => row.id);
}

/** What decides a booking's hold (holdEndOf), or undefined when the booking is gone. */
export function heldBookingOf(
  trx: Knex.Transaction,
  bookingId: string,
): Promise<{ status: string; paymentStatus: string; holdExpiresAt: Date | null } | undefined> {
  return trx('bookings').where({ id: bookingId }).first('status', 'paymentStatus', 'holdExpiresAt');
}
