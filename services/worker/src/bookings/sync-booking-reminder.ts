import type { JobContext, JobHandler, JobResult } from '../pipeline/handler';
import { withTimeout } from '../pipeline/queue';
import {
  BOOKING_REMINDER_JOB,
  BOOKING_REMINDER_RETRY,
  type BookingReminderData,
  bookingReminderJobId,
  planReminder,
  scheduledAt,
} from './booking-reminder-plan';
import { BOOKING_CHANGE_EVENTS, type BookingChangeEvent } from './booking-timeline';

/**
 * The events after which a booking's reminder may have to move or go: the customer's changes,
 * and the staff confirming or completing it (a completed booking needs no reminder).
 */
export const REMINDER_SYNC_EVENTS = [
  ...BOOKING_CHANGE_EVENTS,
  'booking.confirmed',
  'booking.completed',
] as const;
type ReminderSyncEvent = BookingChangeEvent | 'booking.confirmed' | 'booking.completed';

const REDIS_TIMEOUT_MS = 5_000;

/**
 * reminders.sync-booking: make the booking's delayed reminder job match the booking as it is
 * now, whichever event started it (created, rescheduled, cancelled, confirmed, completed): scheduled for 24 hours
 * before its start, moved (remove + add under the same id) when the start changed, removed when
 * the booking is cancelled or gone. It reads the current row, so events handled out of order
 * still end right; runs for one booking are serialized by an advisory lock. Redis unreachable:
 * it throws, BullMQ retries it, and the sweeper re-publishes it if Redis lost it.
 */
export const syncBookingReminder: JobHandler<ReminderSyncEvent> = async (job, ctx) =>
  syncReminderOf(ctx, job.payload.bookingId, { eventId: job.eventId });

/**
 * The work of reminders.sync-booking for one booking, also run by the reconciliation
 * (maintenance/reconcile.ts) for every upcoming booking: idempotent, one job id per booking.
 */
export async function syncReminderOf(
  ctx: Pick<JobContext, 'db' | 'queues' | 'logger'>,
  bookingId: string,
  logFields: Record<string, unknown> = {},
): Promise<JobResult> {
  const jobId = bookingReminderJobId(bookingId);
  const queue = ctx.queues.reminders;
  const log = ctx.logger.child({ bookingId, reminderJobId: jobId, ...logFields });

  return ctx.db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [jobId]);
    const booking = await trx('bookings')
      .where({ id: bookingId })
      .first('status', 'eventDate', 'eventTime', 'createdAt');
    const plan = booking
      ? planReminder(booking, await scheduledAt(trx, bookingId, new Date(booking.createdAt)), new Date())
      : ({ send: false, reason: 'not-active' } as const);
    const existing = await withTimeout(queue.getJob(jobId), REDIS_TIMEOUT_MS, 'Reading the reminder job');

    if (!plan.send) {
      if (!existing) return 'skipped';
      // A job being run right now cannot be removed: this throws and the retry removes it.
      await withTimeout(existing.remove(), REDIS_TIMEOUT_MS, 'Removing the reminder job');
      log.info({ reason: plan.reason }, 'booking reminder removed');
      return 'done';
    }

    const data: BookingReminderData = { bookingId, startsAt: plan.startsAt.toISOString() };
    // Already scheduled (or already sent) for this start: nothing to move.
    if (existing && (existing.data as Partial<BookingReminderData>)?.startsAt === data.startsAt)
      return 'skipped';
    if (existing) await withTimeout(existing.remove(), REDIS_TIMEOUT_MS, 'Removing the old reminder job');
    await withTimeout(
      queue.add(BOOKING_REMINDER_JOB, data, { jobId, delay: plan.delayMs, ...BOOKING_REMINDER_RETRY }),
      REDIS_TIMEOUT_MS,
      'Scheduling the reminder job',
    );
    log.info(
      { startsAt: data.startsAt, sendAt: plan.sendAt.toISOString(), moved: Boolean(existing) },
      'booking reminder scheduled',
    );
    return 'done';
  });
}
