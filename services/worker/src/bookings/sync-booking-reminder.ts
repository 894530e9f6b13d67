import {
  BOOKING_REMINDER_JOB,
  BOOKING_REMINDER_RETRY,
  type BookingReminderData,
  bookingReminderJobId,
  planReminder,
  scheduledAt,
} from './booking-reminder-plan';
import { BOOKING_CHANGE_EVENTS, type BookingChangeEvent } from './booking-timeline';
import { remindedBookingOf } from './bookings.repository';
import { bookingJobSync, syncOnBookingEvent } from './delayed-booking-job';

/**
 * The events after which a booking's reminder may have to move or go: the customer's changes,
 * and the staff confirming or completing it (a completed booking needs no reminder).
 */
export const REMINDER_SYNC_EVENTS = [
  ...BOOKING_CHANGE_EVENTS,
  'booking.confirmed',
  'booking.completed',
] as const;
type ReminderSyncEvent = BookingChangeEvent | 'booking.confirmed' | 'booking.completed';

/**
 * The work of reminders.sync-booking for one booking, also run by the reconciliation
 * (maintenance/reconcile.ts) for every upcoming booking: idempotent, one job id per booking.
 */
export const syncReminderOf = bookingJobSync<BookingReminderData>({
  jobIdOf: bookingReminderJobId,
  jobIdField: 'reminderJobId',
  jobName: BOOKING_REMINDER_JOB,
  retry: BOOKING_REMINDER_RETRY,
  noun: 'reminder job',
  dueFor: 'startsAt',
  removedMessage: 'booking reminder removed',
  scheduledMessage: 'booking reminder scheduled',
  plan: async (trx, bookingId) => {
    const booking = await remindedBookingOf(trx, bookingId);
    const plan = booking
      ? planReminder(booking, await scheduledAt(trx, bookingId, new Date(booking.createdAt)), new Date())
      : ({ send: false, reason: 'not-active' } as const);
    if (!plan.send) return { due: false, why: { reason: plan.reason } };
    const startsAt = plan.startsAt.toISOString();
    return {
      due: true,
      data: { bookingId, startsAt },
      delayMs: () => plan.delayMs,
      logFields: { startsAt, sendAt: plan.sendAt.toISOString() },
    };
  },
});

/**
 * reminders.sync-booking: make the booking's delayed reminder job match the booking as it is
 * now, whichever event started it (created, rescheduled, cancelled, confirmed, completed): scheduled for 24 hours
 * before its start, moved (remove + add under the same id) when the start changed, removed when
 * the booking is cancelled or gone. It reads the current row, so events handled out of order
 * still end right; runs for one booking are serialized by an advisory lock. Redis unreachable:
 * it throws, BullMQ retries it, and the sweeper re-publishes it if Redis lost it.
 */
export const syncBookingReminder = syncOnBookingEvent<ReminderSyncEvent>(syncReminderOf);
