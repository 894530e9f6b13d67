import { type EventPayload, type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import { bookingMessages } from '@beauty/domain/messages';
import { formatDollars } from '@beauty/domain/pricing';
import type { Knex } from 'knex';
import type { EventJob, JobContext } from '../pipeline/handler';
import type { TimelineEntry } from '../timeline/append';
import { findBookingSlot, findUserName } from './bookings.repository';
import { appointmentOf } from './emails/booking-fields';

/** The entry each booking event stands for on the booking's timeline. */
const BOOKING_EVENT_LABELS = {
  'booking.created': TIMELINE_LABELS.requestReceived,
  'booking.rescheduled': TIMELINE_LABELS.bookingRescheduled,
  'booking.cancelled': TIMELINE_LABELS.bookingCancelled,
  'booking.confirmed': TIMELINE_LABELS.bookingConfirmed,
  'booking.completed': TIMELINE_LABELS.completed,
} as const satisfies Partial<Record<EventType, string>>;

/**
 * The status a staff action's entry shows: the one it set, even when the booking has moved on
 * by the time the entry is written (other entries show the booking's status when written).
 */
const STATUS_SET_BY: Partial<Record<keyof typeof BOOKING_EVENT_LABELS, string>> = {
  'booking.confirmed': 'confirmed',
  'booking.completed': 'completed',
};

export type BookingEventWithEntry = keyof typeof BOOKING_EVENT_LABELS;

/** What the customer did to a booking (made, moved, cancelled it): the staff hear of these. */
export type BookingChangeEvent = 'booking.created' | 'booking.rescheduled' | 'booking.cancelled';
export const BOOKING_CHANGE_EVENTS: BookingChangeEvent[] = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
];

/** Every event that can change a booking's date, status or stylist. */
export const BOOKING_EVENTS = [
  ...BOOKING_CHANGE_EVENTS,
  'booking.confirmed',
  'booking.completed',
  'booking.updated',
] as const satisfies readonly EventType[];
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

const hasEntry = (eventType: string): eventType is BookingEventWithEntry =>
  Object.hasOwn(BOOKING_EVENT_LABELS, eventType);

/** What an entry says beside its label: a reschedule's new date and time, why a hold was released. */
function detailOf(
  eventType: BookingEventWithEntry,
  booking: { eventDate: string; eventTime: string; cancellationReason: string | null },
): string | null {
  if (eventType === 'booking.rescheduled') return appointmentOf(booking).when;
  if (eventType === 'booking.cancelled' && booking.cancellationReason === 'hold-expired')
    return bookingMessages.holdReleased;
  return null;
}

/**
 * The entries a booking event appends: its own ('Request received', 'Booking rescheduled' with
 * the new date and time, 'Booking cancelled' (with the reason when its hold ran out), 'Booking
 * confirmed', 'Completed'), with the booking's status, and after a cancellation by the studio that
 * wrote her a note, 'Note to the client' with the note (staff only: the timeline service keeps it
 * from her, who reads it on her booking's page). The note is read from the row, as the
 * cancellation email reads it: a cancelled booking is final, so it is the one sent. None when the
 * booking is gone.
 */
export async function bookingEventEntries(job: EventJob, db: Knex): Promise<TimelineEntry[]> {
  if (!hasEntry(job.eventType)) return [];
  const booking = await findBookingSlot(db, job.entityId);
  if (!booking) return [];
  const status = STATUS_SET_BY[job.eventType] ?? booking.status;
  const entries: TimelineEntry[] = [
    { status, label: BOOKING_EVENT_LABELS[job.eventType], detail: detailOf(job.eventType, booking) },
  ];
  if (job.eventType === 'booking.cancelled' && booking.cancellationNote)
    entries.push({ status, label: TIMELINE_LABELS.noteToClient, detail: booking.cancellationNote });
  return entries;
}

const PAYMENT_LABELS: Record<string, string> = {
  deposit_received: TIMELINE_LABELS.depositReceived,
  completed: TIMELINE_LABELS.paidInFull,
  refunded: TIMELINE_LABELS.paymentRefunded,
};

/**
 * The entries of a staff change ('booking.updated'), one per change the payload carries, in
 * this order: 'Stylist assigned' (with the stylist's name) or 'Stylist unassigned'; 'Deposit
 * received', 'Paid in full' or 'Payment refunded'; 'Marked no-show'; 'Final price set' (with the
 * amount). Changes back (to unpaid,
 * or a no-show mark taken off) append nothing. Empty when the booking is gone.
 */
export async function bookingUpdateEntries(job: EventJob, db: Knex): Promise<TimelineEntry[]> {
  if (job.eventType !== 'booking.updated') return [];
  const booking = await findBookingSlot(db, job.entityId);
  if (!booking) return [];
  const payload = job.payload as EventPayload<'booking.updated'>;
  const entries: TimelineEntry[] = [];
  if (payload.stylistId !== undefined) {
    entries.push(
      payload.stylistId
        ? {
            status: booking.status,
            label: TIMELINE_LABELS.stylistAssigned,
            detail: await findUserName(db, payload.stylistId),
          }
        : { status: booking.status, label: TIMELINE_LABELS.stylistUnassigned },
    );
  }
  const paymentLabel = payload.paymentStatus ? PAYMENT_LABELS[payload.paymentStatus] : undefined;
  if (paymentLabel) entries.push({ status: booking.status, label: paymentLabel });
  if (payload.noShow === true) entries.push({ status: booking.status, label: TIMELINE_LABELS.markedNoShow });
  if (payload.totalPriceCents !== undefined)
    entries.push({
      status: booking.status,
      label: TIMELINE_LABELS.finalPriceSet,
      detail: formatDollars(payload.totalPriceCents),
    });
  return entries;
}

/**
 * The timeline of a booking email: the event's own entries first (appended here too, at most once,
 * so 'Request received' never comes after the email it led to), then `label` with the
 * booking's status (none when `label` is null: the event's entry says it all, e.g. 'Booking
 * confirmed'). Nothing when the booking is gone.
 */
export function bookingEmailTimeline(label: string | null, detail?: (job: EventJob) => string | null) {
  return async (job: EventJob, { db }: JobContext): Promise<TimelineEntry[]> => {
    const booking = await findBookingSlot(db, job.entityId);
    if (!booking) return [];
    return [
      ...(await bookingEventEntries(job, db)),
      ...(label ? [{ status: booking.status, label, detail: detail?.(job) ?? null }] : []),
    ];
  };
}
