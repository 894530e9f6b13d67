import { isActiveBooking } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { calendarEmailSettings } from '../pipeline/calendar-email';
import { emailJob } from '../pipeline/email';
import { calendarSequence } from './booking-confirmation';
import { type BookingEmailRow, findBookingForEmail } from './bookings.repository';
import { renderBookingPriceSet } from './emails/booking-price-set';

/**
 * email.booking-price-set, on a staff change that set the final price ('booking.updated' with
 * totalPriceCents): the customer hears the price, her deposit and balance, and how to pay, with
 * the calendar file again (same UID, next SEQUENCE) whose description now gives the final
 * amounts. Her calendar has that appointment already: every booking's first email (the
 * confirmation, pending or confirmed) carries its file. Nothing for other changes, for a price
 * set by the save that confirmed the booking (`priceInConfirmation`: her confirmation email tells
 * it, with the one calendar file), for a booking no longer pending or confirmed (a cancelled one
 * never gets a REQUEST), once it has started (the price agreed on the day, as the appointment is
 * completed), or when a later change has set another price already (its own event tells her that
 * one). The timeline has the change's own entry ('Final price set').
 */
export const sendBookingPriceSet = emailJob<
  'booking.updated',
  { booking: BookingEmailRow; sequence: number }
>({
  template: 'booking-price-set',
  load: async (job, { db }) => {
    const price = job.payload.totalPriceCents;
    if (price === undefined || job.payload.priceInConfirmation) return null;
    const booking = await findBookingForEmail(db, job.payload.bookingId);
    if (!booking || !isActiveBooking(booking.status) || booking.totalPriceCents !== price) return null;
    if (appointmentStartsAt(booking.eventDate, booking.eventTime).getTime() <= Date.now()) return null;
    return { booking, sequence: await calendarSequence(db, job) };
  },
  recipients: ({ booking }) => [booking.customer.email],
  render: ({ booking, sequence }, { config }) =>
    renderBookingPriceSet({
      booking,
      ...calendarEmailSettings(config, sequence),
      paymentHandles: config.paymentHandles,
    }),
  timeline: null,
});
