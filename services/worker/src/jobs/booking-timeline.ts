import { type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import type { Knex } from 'knex';
import { appointmentOf } from '../emails/templates/booking-fields';
import { findBookingSlot } from '../repositories/bookings';
import type { EventJob, JobContext } from './handler';
import type { TimelineEntry } from './timeline';

/** The entry each booking event stands for on the booking's timeline. */
const BOOKING_EVENT_LABELS = {
  'booking.created': TIMELINE_LABELS.requestReceived,
  'booking.rescheduled': TIMELINE_LABELS.bookingRescheduled,
  'booking.cancelled': TIMELINE_LABELS.bookingCancelled,
} as const satisfies Partial<Record<EventType, string>>;

export type BookingChangeEvent = keyof typeof BOOKING_EVENT_LABELS;
export const BOOKING_CHANGE_EVENTS = Object.keys(BOOKING_EVENT_LABELS) as BookingChangeEvent[];

const isBookingChange = (eventType: string): eventType is BookingChangeEvent =>
  Object.hasOwn(BOOKING_EVENT_LABELS, eventType);

/**
 * The entry a booking event appends ('Request received', 'Booking rescheduled' with the new date
 * and time, 'Booking cancelled'), with the booking's status; null when the booking is gone.
 */
export async function bookingEventEntry(job: EventJob, db: Knex): Promise<TimelineEntry | null> {
  if (!isBookingChange(job.eventType)) return null;
  const booking = await findBookingSlot(db, job.entityId);
  if (!booking) return null;
  return {
    status: booking.status,
    label: BOOKING_EVENT_LABELS[job.eventType],
    detail: job.eventType === 'booking.rescheduled' ? appointmentOf(booking).when : null,
  };
}

/**
 * The timeline of a booking email: the event's own entry first (appended here too, at most once,
 * so 'Request received' never comes after the email it led to), then `label` with the
 * booking's status. Nothing when the booking is gone.
 */
export function bookingEmailTimeline(label: string, detail?: (job: EventJob) => string | null) {
  return async (job: EventJob, { db }: JobContext): Promise<TimelineEntry[]> => {
    const booking = await findBookingSlot(db, job.entityId);
    if (!booking) return [];
    const eventEntry = await bookingEventEntry(job, db);
    return [
      ...(eventEntry ? [eventEntry] : []),
      { status: booking.status, label, detail: detail?.(job) ?? null },
    ];
  };
}
