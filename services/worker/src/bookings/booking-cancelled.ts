import { freeConsultationExpiresAt } from '@beauty/domain/slots';
import { calendarEmailSettings } from '../pipeline/calendar-email';
import { emailJob } from '../pipeline/email';
import { calendarSequence } from './booking-confirmation';
import { bookingEmailTimeline } from './booking-timeline';
import { type BookingEmailRow, findBookingCancellation, findBookingForEmail } from './bookings.repository';
import { type BookingCancelledInput, renderBookingCancelled } from './emails/booking-cancelled';
import { appointmentOf } from './emails/booking-fields';

interface CancelledSubject {
  booking: BookingEmailRow;
  cancelledBy: BookingCancelledInput['cancelledBy'];
  holdExpired: boolean;
  freeConsultationUntil: Date | null;
  note: string | null;
  sequence: number;
}

/**
 * email.booking-cancelled: the customer hears that the booking is cancelled (by them, by the
 * studio, or released because its deposit did not arrive in time), what happens with money
 * paid, how to book again, and gets a calendar file that removes the appointment (METHOD:CANCEL, same UID, the next SEQUENCE). Only for a genuine
 * cancellation: nothing when the booking is not cancelled, nor when it was cancelled after its
 * start (staff tidying up a past or no-show booking). The timeline keeps the event's own entry
 * ('Booking cancelled'); the email adds none.
 */
export const sendBookingCancelled = emailJob<'booking.cancelled', CancelledSubject>({
  template: 'booking-cancelled',
  load: async (job, { db }) => {
    const booking = await findBookingForEmail(db, job.payload.bookingId);
    if (booking?.status !== 'cancelled') return null;
    const cancellation = await findBookingCancellation(db, booking.id);
    if (!cancellation) return null;
    const now = new Date();
    if (cancellation.noShow || (cancellation.cancelledAt ?? now) >= appointmentOf(booking).startsAt)
      return null;
    const offerEnds = freeConsultationExpiresAt(cancellation.customerSince);
    const freeConsultationUntil =
      cancellation.freeConsultationReturned && !cancellation.freeConsultationInUse && now < offerEnds
        ? offerEnds
        : null;
    return {
      booking,
      cancelledBy: cancellation.cancelledBy,
      holdExpired: cancellation.holdExpired,
      freeConsultationUntil,
      note: cancellation.note,
      sequence: await calendarSequence(db, job),
    };
  },
  recipients: ({ booking }) => [booking.customer.email],
  render: ({ booking, cancelledBy, holdExpired, freeConsultationUntil, note, sequence }, { config }) =>
    renderBookingCancelled({
      booking,
      cancelledBy,
      holdExpired,
      freeConsultationUntil,
      note,
      ...calendarEmailSettings(config, sequence),
    }),
  timeline: bookingEmailTimeline(null),
});
