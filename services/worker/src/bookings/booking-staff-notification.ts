import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import type { EventJob } from '../pipeline/handler';
import { type BookingChangeEvent, bookingEmailTimeline } from './booking-timeline';
import { type BookingEmailRow, findBookingForEmail, findCancellingStaffName } from './bookings.repository';
import { type BookingChange, renderBookingStaffNotification } from './emails/booking-staff-notification';

function changeOf(job: EventJob<BookingChangeEvent>): BookingChange {
  switch (job.eventType) {
    case 'booking.created':
      return { kind: 'new' };
    case 'booking.rescheduled': {
      const payload = job.payload as { from?: { eventDate: string; eventTime: string } };
      return { kind: 'rescheduled', from: payload.from ?? null };
    }
    case 'booking.cancelled':
      return { kind: 'cancelled', by: null };
  }
}

/**
 * email.booking-staff-notification: every STAFF_EMAILS address hears of a new booking, a
 * reschedule (and which slot it freed, when the event says) and a cancellation (the slot is
 * free again), a released hold included (the deposit did not arrive in time).
 */
export const sendBookingStaffNotification = emailJob<
  BookingChangeEvent,
  { booking: BookingEmailRow; change: BookingChange }
>({
  template: 'booking-staff-notification',
  load: async (job, { db }) => {
    const booking = await findBookingForEmail(db, job.payload.bookingId);
    if (!booking) return null;
    const change = changeOf(job);
    if (change.kind === 'cancelled') {
      change.holdExpired = booking.cancellationReason === 'hold-expired';
      change.by = change.holdExpired ? null : await findCancellingStaffName(db, booking.id);
    }
    return { booking, change };
  },
  recipients: (_subject, { config }) => config.staffEmails,
  // A reply goes to the client the booking is for.
  replyTo: ({ booking }) => booking.customer.email,
  render: ({ booking, change }, { config }) =>
    renderBookingStaffNotification({
      booking,
      change,
      businessName: config.businessName,
      // The staff screen: appointments, staff controls and the week.
      dashboardUrl: `${config.publicUrl}/stylist`,
    }),
  timeline: bookingEmailTimeline(TIMELINE_LABELS.teamNotified),
});
