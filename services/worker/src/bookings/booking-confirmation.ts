import { TIMELINE_LABELS } from '@beauty/domain/events';
import { isActiveBooking } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { calendarEmailSettings } from '../pipeline/calendar-email';
import { emailJob } from '../pipeline/email';
import { type CountedEvent, countBookingEventsUpTo } from './booking-events.repository';
import { bookingEmailTimeline } from './booking-timeline';
import { type BookingEmailRow, findBookingForEmail } from './bookings.repository';
import { renderBookingConfirmation } from './emails/booking-confirmation';

interface ConfirmationSubject {
  booking: BookingEmailRow;
  kind: 'new' | 'updated';
  sequence: number;
}

/**
 * The events that send the customer a new version of the booking's calendar file: a reschedule,
 * the staff's confirmation, a final price set by the staff ('booking.updated' with
 * totalPriceCents) and the cancellation. The stylist feed counts the first two the same way; it
 * shows no price and leaves cancelled bookings out.
 */
const CALENDAR_UPDATE_EVENTS: readonly CountedEvent[] = [
  'booking.rescheduled',
  'booking.confirmed',
  { type: 'booking.updated', key: 'totalPriceCents' },
  'booking.cancelled',
];

/**
 * The calendar file's SEQUENCE for the version an event sends: how many times the booking had
 * been rescheduled, confirmed by the staff, given its final price or cancelled up to that event
 * (0 for the first confirmation), so each update, and the cancellation last, replaces the one
 * before it in the customer's calendar. An event whose email is not sent (a price set again before
 * the job ran) still counts: SEQUENCE may skip a number, never go back.
 */
export async function calendarSequence(db: Knex, eventId: string): Promise<number> {
  return countBookingEventsUpTo(db, eventId, CALENDAR_UPDATE_EVENTS);
}

/**
 * email.booking-confirmation: the customer gets the details, the deposit and how to pay it,
 * and an .ics file; again, updated (same UID, higher SEQUENCE), after a reschedule. Nothing is
 * sent for a booking that is no longer pending or confirmed.
 */
export const sendBookingConfirmation = emailJob<
  'booking.created' | 'booking.rescheduled',
  ConfirmationSubject
>({
  template: 'booking-confirmation',
  load: async (job, { db }) => {
    const booking = await findBookingForEmail(db, job.payload.bookingId);
    if (!booking || !isActiveBooking(booking.status)) return null;
    const kind = job.eventType === 'booking.created' ? 'new' : 'updated';
    return { booking, kind, sequence: await calendarSequence(db, job.eventId) };
  },
  recipients: ({ booking }) => [booking.customer.email],
  render: ({ booking, kind, sequence }, { config }) =>
    renderBookingConfirmation({
      booking,
      kind,
      ...calendarEmailSettings(config, sequence),
      paymentHandles: config.paymentHandles,
      cancellationHours: config.cancellationHours,
    }),
  timeline: bookingEmailTimeline(TIMELINE_LABELS.confirmationEmailSent, (job) =>
    job.eventType === 'booking.rescheduled' ? 'Updated with the new date and time' : null,
  ),
});
