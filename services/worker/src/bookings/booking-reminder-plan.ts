import type { EventPayload } from '@beauty/domain/events';
import { reminderAt } from '@beauty/domain/slots';
import { isActiveBooking } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import type { Knex } from 'knex';
import type { JobBackoff } from '../pipeline/job-table';
import { latestScheduleEventAt } from './booking-events.repository';

/** The delayed job that fires 24 hours before a booking (a row of `delayedJobs` in pipeline/registry.ts). */
export const BOOKING_REMINDER_JOB = 'reminders.booking-due';

/** Its data: the booking and the start it was scheduled for (the payload of 'booking.reminder_due'). */
export type BookingReminderData = EventPayload<'booking.reminder_due'>;

/** Retries of the delayed job; kept here so the registry and the scheduling job agree. */
export const BOOKING_REMINDER_RETRY: { attempts: number; backoff: JobBackoff } = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
};

/** One delayed job per booking: moving it is remove + add under the same id. No ':' (BullMQ). */
export const bookingReminderJobId = (bookingId: string) => `booking-reminder.${bookingId}`;

/** The outbox dedupe key of a reminder: once per booking and start time. */
export const reminderDueKey = (bookingId: string, startsAt: string) =>
  `booking.reminder_due.${bookingId}.${startsAt}`;

export type ReminderPlan =
  | { send: true; startsAt: Date; sendAt: Date; delayMs: number }
  | { send: false; reason: 'not-active' | 'started' | 'booked-within-24h' };

/**
 * When a booking's reminder goes out: 24 hours before it starts. A booking made (or moved)
 * less than 24 hours before its start gets none: its confirmation has just gone out with the
 * same details. A reminder that is late (the worker or Redis was down when it was due) goes
 * out at once, as long as the appointment has not started.
 */
export function planReminder(
  booking: { status: string; eventDate: string; eventTime: string },
  madeAt: Date,
  now: Date,
): ReminderPlan {
  if (!isActiveBooking(booking.status)) return { send: false, reason: 'not-active' };
  const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
  if (startsAt <= now) return { send: false, reason: 'started' };
  const sendAt = reminderAt(startsAt);
  if (madeAt > sendAt) return { send: false, reason: 'booked-within-24h' };
  return { send: true, startsAt, sendAt, delayMs: Math.max(0, sendAt.getTime() - now.getTime()) };
}

/**
 * When the booking's current date and time were chosen: its latest 'booking.created' or
 * 'booking.rescheduled' event (the booking's own creation time when it has neither).
 */
export async function scheduledAt(db: Knex, bookingId: string, fallback: Date): Promise<Date> {
  return (await latestScheduleEventAt(db, bookingId)) ?? fallback;
}
