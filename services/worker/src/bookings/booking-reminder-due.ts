import { isActiveBooking } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import type { DelayedJobHandler } from '../pipeline/handler';
import { insertReminderDue, shareLockBookingSlot } from './booking-events.repository';
import { type BookingReminderData, reminderDueKey } from './booking-reminder-plan';

/**
 * reminders.booking-due, the delayed job, when it fires: if the booking is still pending or
 * confirmed, still at the start the job was scheduled for, and not started, write the
 * 'booking.reminder_due' event (once per booking and start: unique dedupe key). The email job
 * reacts to that event like to any other, so the reminder goes through the one email pipeline.
 */
export const bookingReminderDue: DelayedJobHandler<BookingReminderData> = async (data, ctx) => {
  const log = ctx.logger.child({ bookingId: data.bookingId, startsAt: data.startsAt });
  return ctx.db.transaction(async (trx) => {
    // FOR SHARE: a cancel or reschedule waits until the event is written (or not).
    const booking = await shareLockBookingSlot(trx, data.bookingId);
    const skip = (reason: string) => {
      log.info({ reason }, 'booking reminder skipped');
      return 'skipped' as const;
    };
    if (!booking) return skip('booking gone');
    if (!isActiveBooking(booking.status)) return skip(`booking is ${booking.status}`);
    const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
    if (startsAt.toISOString() !== data.startsAt) return skip('booking was moved');
    if (startsAt.getTime() <= Date.now()) return skip('appointment has started');
    const inserted = await insertReminderDue(
      trx,
      data.bookingId,
      data,
      reminderDueKey(data.bookingId, data.startsAt),
    );
    return inserted ? 'done' : skip('reminder already due');
  });
};
