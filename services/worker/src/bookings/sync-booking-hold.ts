import {
  BOOKING_HOLD_JOB,
  BOOKING_HOLD_RETRY,
  type BookingHoldData,
  bookingHoldJobId,
  holdEndOf,
} from './booking-hold-plan';
import { heldBookingOf } from './booking-holds.repository';
import { BOOKING_EVENTS, type BookingEvent } from './booking-timeline';
import { bookingJobSync, syncOnBookingEvent } from './delayed-booking-job';

/**
 * Every event that may start, move or end a booking's hold: made, moved, cancelled, confirmed,
 * completed, and the staff's changes (a deposit recorded ends it).
 */
export const HOLD_SYNC_EVENTS = BOOKING_EVENTS;

/**
 * The work of holds.sync-booking for one booking, also run by the reconciliation
 * (maintenance/reconcile.ts) for every pending request with a hold: idempotent, one job id per booking.
 */
export const syncHoldOf = bookingJobSync<BookingHoldData>({
  jobIdOf: bookingHoldJobId,
  jobIdField: 'holdJobId',
  jobName: BOOKING_HOLD_JOB,
  retry: BOOKING_HOLD_RETRY,
  noun: 'hold job',
  dueFor: 'expiresAt',
  removedMessage: 'booking hold job removed: nothing held any more',
  scheduledMessage: 'booking hold job scheduled',
  plan: async (trx, bookingId) => {
    const end = holdEndOf(await heldBookingOf(trx, bookingId));
    if (!end) return { due: false };
    const expiresAt = end.toISOString();
    return {
      due: true,
      data: { bookingId, expiresAt },
      delayMs: () => Math.max(0, end.getTime() - Date.now()),
      logFields: { expiresAt },
    };
  },
});

/**
 * holds.sync-booking: make the booking's delayed release job match its hold as it is now,
 * whichever event started it: due at the end of the hold while the request is pending and
 * unpaid, moved (remove + add under the same id) when that end changed, removed once the
 * booking is confirmed, paid, cancelled or gone. It reads the current row, so events handled out
 * of order still end right; runs for one booking are serialized by an advisory lock. The
 * database stays the record: a job lost here is made up for by the scan (holds.release-overdue).
 */
export const syncBookingHold = syncOnBookingEvent<BookingEvent>(syncHoldOf);
