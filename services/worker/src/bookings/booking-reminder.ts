import { TIMELINE_LABELS } from '@beauty/domain/events';
import { isActiveBooking } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { businessEmailSettings } from '../pipeline/calendar-email';
import { deliveryKeyFor, emailJob } from '../pipeline/email';
import { bookingEmailTimeline } from './booking-timeline';
import { type BookingEmailRow, findBookingForEmail } from './bookings.repository';
import { renderBookingReminder } from './emails/booking-reminder';

/**
 * email.booking-reminder, on 'booking.reminder_due': the customer's reminder, 24 hours before.
 * Checked again before rendering (still pending or confirmed, same start, not started); the
 * delivery key is per booking and start time, so the reminder goes out once whatever happens.
 */
export const sendBookingReminder = emailJob<'booking.reminder_due', BookingEmailRow>({
  template: 'booking-reminder',
  load: async (job, { db }) => {
    const booking = await findBookingForEmail(db, job.payload.bookingId);
    if (!booking || !isActiveBooking(booking.status)) return null;
    const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
    if (startsAt.toISOString() !== job.payload.startsAt || startsAt.getTime() <= Date.now()) return null;
    return booking;
  },
  recipients: (booking) => [booking.customer.email],
  render: (booking, { config }) =>
    renderBookingReminder({
      booking,
      ...businessEmailSettings(config),
      paymentHandles: config.paymentHandles,
    }),
  deliveryKey: (job, recipient) =>
    deliveryKeyFor(`booking-${job.payload.bookingId}.${job.payload.startsAt}`, 'booking-reminder', recipient),
  timeline: bookingEmailTimeline(TIMELINE_LABELS.reminderSent),
});
