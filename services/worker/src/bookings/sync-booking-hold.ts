import type { JobContext, JobHandler, JobResult } from '../pipeline/handler';
import { withTimeout } from '../pipeline/queue';
import {
  BOOKING_HOLD_JOB,
  BOOKING_HOLD_RETRY,
  type BookingHoldData,
  bookingHoldJobId,
  holdEndOf,
} from './booking-hold-plan';
import { BOOKING_EVENTS, type BookingEvent } from './booking-timeline';

/**
 * Every event that may start, move or end a booking's hold: made, moved, cancelled, confirmed,
 * completed, and the staff's changes (a deposit recorded ends it).
 */
export const HOLD_SYNC_EVENTS = BOOKING_EVENTS;

const REDIS_TIMEOUT_MS = 5_000;

/**
 * holds.sync-booking: make the booking's delayed release job match its hold as it is now,
 * whichever event started it: due at the end of the hold while the request is pending and
 * unpaid, moved (remove + add under the same id) when that end changed, removed once the
 * booking is confirmed, paid, cancelled or gone. It reads the current row, so events handled out
 * of order still end right; runs for one booking are serialized by an advisory lock. The
 * database stays the record: a job lost here is made up for by the scan (holds.release-overdue).
 */
export const syncBookingHold: JobHandler<BookingEvent> = async (job, ctx) =>
  syncHoldOf(ctx, job.payload.bookingId, { eventId: job.eventId });

/**
 * The work of holds.sync-booking for one booking, also run by the reconciliation
 * (maintenance/reconcile.ts) for every pending request with a hold: idempotent, one job id per booking.
 */
export async function syncHoldOf(
  ctx: Pick<JobContext, 'db' | 'queues' | 'logger'>,
  bookingId: string,
  logFields: Record<string, unknown> = {},
): Promise<JobResult> {
  const jobId = bookingHoldJobId(bookingId);
  const queue = ctx.queues.reminders;
  const log = ctx.logger.child({ bookingId, holdJobId: jobId, ...logFields });

  return ctx.db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [jobId]);
    const booking = await trx('bookings')
      .where({ id: bookingId })
      .first('status', 'paymentStatus', 'holdExpiresAt');
    const end = holdEndOf(booking);
    const existing = await withTimeout(queue.getJob(jobId), REDIS_TIMEOUT_MS, 'Reading the hold job');

    if (!end) {
      if (!existing) return 'skipped';
      // A job being run right now cannot be removed: this throws and the retry removes it.
      await withTimeout(existing.remove(), REDIS_TIMEOUT_MS, 'Removing the hold job');
      log.info('booking hold job removed: nothing held any more');
      return 'done';
    }

    const data: BookingHoldData = { bookingId, expiresAt: end.toISOString() };
    // Already due at this end (or already run for it): nothing to move.
    if (existing && (existing.data as Partial<BookingHoldData>)?.expiresAt === data.expiresAt)
      return 'skipped';
    if (existing) await withTimeout(existing.remove(), REDIS_TIMEOUT_MS, 'Removing the old hold job');
    await withTimeout(
      queue.add(BOOKING_HOLD_JOB, data, {
        jobId,
        delay: Math.max(0, end.getTime() - Date.now()),
        ...BOOKING_HOLD_RETRY,
      }),
      REDIS_TIMEOUT_MS,
      'Scheduling the hold job',
    );
    log.info({ expiresAt: data.expiresAt, moved: Boolean(existing) }, 'booking hold job scheduled');
    return 'done';
  });
}
