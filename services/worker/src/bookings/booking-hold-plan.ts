import type { validator } from '@beauty/domain/validation';
import { businessSchedule, type JobBackoff } from '../pipeline/job-table';

/**
 * A pending request holds its stylists' time until its deposit is due (bookings.hold_expires_at).
 * Two paths let an unpaid hold go (ARCHITECTURE rule 11): a delayed job per booking, due when
 * the hold ends, and a scan of the database every few minutes, so a job Redis lost never keeps a
 * date blocked. Both release through booking-holds.repository.ts, which re-checks under a lock.
 */

/** The delayed job due when a booking's hold ends (a row of `delayedJobs` in pipeline/registry.ts). */
export const BOOKING_HOLD_JOB = 'holds.booking-expiry';

/** The repeatable scan for holds past their end that no delayed job released. */
export const OVERDUE_HOLDS_JOB = 'holds.release-overdue';

/** Every ten minutes (and once at worker start, as every schedule): a lost job delays a release by minutes. */
export const OVERDUE_HOLDS_SCHEDULE = businessSchedule({
  schedulerId: 'holds.scan',
  jobName: OVERDUE_HOLDS_JOB,
  pattern: '*/10 * * * *',
});

/** Its data: the booking and the end of the hold it was scheduled for. */
export interface BookingHoldData {
  bookingId: string;
  expiresAt: string;
}

type DataSchema = Parameters<typeof validator>[0];

export const BOOKING_HOLD_DATA_SCHEMA = {
  type: 'object',
  properties: {
    bookingId: { type: 'string', format: 'uuid' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['bookingId', 'expiresAt'],
  additionalProperties: false,
} as unknown as DataSchema;

export const BOOKING_HOLD_RETRY: { attempts: number; backoff: JobBackoff } = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
};

/** One delayed job per booking: moving it is remove + add under the same id. No ':' (BullMQ). */
export const bookingHoldJobId = (bookingId: string) => `booking-hold.${bookingId}`;

/** A booking as far as its hold goes. */
export interface HeldBooking {
  status: string;
  paymentStatus: string;
  holdExpiresAt: Date | string | null;
}

/**
 * When a booking's hold is to be released: the end of its hold while it is a pending request
 * with no payment recorded; null otherwise (confirmed, paid, cancelled or never held).
 */
export function holdEndOf(booking: HeldBooking | null | undefined): Date | null {
  if (booking?.status !== 'pending' || booking.paymentStatus !== 'unpaid') return null;
  return booking.holdExpiresAt ? new Date(booking.holdExpiresAt) : null;
}
