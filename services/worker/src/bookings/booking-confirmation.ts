import { TIMELINE_LABELS } from '@beauty/domain/events';
import { isActiveBooking } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { calendarEmailSettings } from '../pipeline/calendar-email';
import { emailJob } from '../pipeline/email';
import type { EventJob } from '../pipeline/handler';
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
 * totalPriceCents) and the cancellation. Each carries its SEQUENCE (bookings.calendar_sequence,
 * raised in its transaction), but for a price set by the save that confirmed the booking
 * (`priceInConfirmation`: the confirmation's file tells it); events written before the booking
 * kept its SEQUENCE, and so before that marker, are counted instead.
 */
const CALENDAR_UPDATE_EVENTS: readonly CountedEvent[] = [
  'booking.rescheduled',
  'booking.confirmed',
  { type: 'booking.updated', key: 'totalPriceCents' },
  'booking.cancelled',
];

/**
 * The calendar file's SEQUENCE for the version an event sends: 0 for the first (the booking's
 * creation), else the one the event carries, so each update, and the cancellation last, replaces
 * the one before it in the customer's calendar, however long ago the earlier events were deleted
 * by the retention job. An older event without it: how many of CALENDAR_UPDATE_EVENTS the
 * booking had up to it, of those still kept.
 */
export async function calendarSequence(
  db: Knex,
  job: Pick<EventJob, 'eventId' | 'eventType' | 'payload'>,
): Promise<number> {
  if (job.eventType === 'booking.created') return 0;
  const carried = (job.payload as { sequence?: unknown }).sequence;
  if (typeof carried === 'number') return carried;
  return countBookingEventsUpTo(db, job.eventId, CALENDAR_UPDATE_EVENTS);
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
    return { booking, kind, sequence: await calendarSequence(db, job) };
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
