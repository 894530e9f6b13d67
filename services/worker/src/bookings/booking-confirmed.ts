import { calendarEmailSettings } from '../pipeline/calendar-email';
import { emailJob } from '../pipeline/email';
import { calendarSequence } from './booking-confirmation';
import { bookingEmailTimeline } from './booking-timeline';
import { type BookingEmailRow, findBookingForEmail } from './bookings.repository';
import { renderBookingConfirmed } from './emails/booking-confirmed';

/**
 * email.booking-confirmed: when the team confirms a pending booking, the customer gets 'Your
 * booking is confirmed' with the details, the stylist once assigned, the deposit's status and
 * how to pay it, and the calendar file again (same UID, next SEQUENCE, STATUS:CONFIRMED). When
 * the same save set the final price, this is her one email about both: it states the final
 * price, balance and how to pay (the price's 'booking.updated' is marked `priceInConfirmation`
 * and email.booking-price-set sends nothing for it).
 * Nothing is sent when the booking is no longer confirmed by the time the job runs (cancelled
 * or already completed). The timeline gets 'Booking confirmed' only (the event's own entry):
 * 'Confirmation email sent' already stands for the first email.
 */
export const sendBookingConfirmed = emailJob<
  'booking.confirmed',
  { booking: BookingEmailRow; sequence: number }
>({
  template: 'booking-confirmed',
  load: async (job, { db }) => {
    const booking = await findBookingForEmail(db, job.payload.bookingId);
    if (booking?.status !== 'confirmed') return null;
    return { booking, sequence: await calendarSequence(db, job) };
  },
  recipients: ({ booking }) => [booking.customer.email],
  render: ({ booking, sequence }, { config }) =>
    renderBookingConfirmed({
      booking,
      ...calendarEmailSettings(config, sequence),
      paymentHandles: config.paymentHandles,
      cancellationHours: config.cancellationHours,
    }),
  timeline: bookingEmailTimeline(null),
});
