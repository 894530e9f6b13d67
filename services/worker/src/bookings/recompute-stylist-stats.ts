import type { EventPayload } from '@beauty/domain/events';
import { statsPeriod } from '@beauty/domain/stats-period';
import type { Knex } from 'knex';
import type { DelayedJobHandler, EventJob, JobHandler } from '../pipeline/handler';
import { businessSchedule, type JobBackoff } from '../pipeline/job-table';
import type { BookingEvent } from './booking-timeline';
import { recomputeStudioStats } from './recompute-studio-stats';
import {
  allStylistIdsWithFigures,
  leadStylistOf,
  lockStylistStats,
  stylistsHoldingTimeOn,
  teamAndStatsStylistIds,
  upsertStylistStats,
} from './stylist-stats.repository';

/** The booking statuses a stylist's figures count (a cancelled booking counts nowhere). */

/** How many stylists one statement recomputes in the nightly run. */
const NIGHTLY_BATCH = 200;

/**
 * The figures of these stylists (user ids; unknown ones are ignored) recomputed from their
 * bookings as they are now, at `now` in America/Los_Angeles, and upserted into stylist_stats:
 * the bookings she works on (leads, or holds time on as an assistant; pending, confirmed or
 * completed) today, this week (Sunday to Saturday) and in all; distinct clients; revenue of
 * COMPLETED bookings she leads by event date this month and in each of the last 6 months
 * (oldest first). One statement for the whole set.
 *
 * Runs for the same stylist are serialized by an advisory lock taken before the statement
 * reads, so the last one to write has seen every booking change the others saw: the row is
 * never overwritten by an older view. Idempotent: it recomputes, it never adds up.
 * Returns the ids written.
 */
export async function recomputeStylistStats(
  db: Knex,
  stylistIds: readonly string[],
  now: Date,
): Promise<string[]> {
  const ids = [...new Set(stylistIds)].sort();
  if (ids.length === 0) return [];
  const period = statsPeriod(now);
  return db.transaction(async (trx) => {
    // Sorted, so two runs over overlapping sets cannot deadlock.
    for (const id of ids) await lockStylistStats(trx, id);
    return upsertStylistStats(trx, ids, period, now);
  });
}

/**
 * The stylists whose figures a booking event changes: everyone on the booking now (its lead and
 * every stylist holding time on it), and on a reassignment the lead it was taken from (and the
 * one named by the event, should a later change have moved it on already).
 */
async function stylistsOf(db: Knex, bookingId: string, payload: Partial<EventPayload<'booking.updated'>>) {
  const [booking, holding] = await Promise.all([
    leadStylistOf(db, bookingId),
    stylistsHoldingTimeOn(db, bookingId),
  ]);
  return [
    booking?.stylistId,
    ...holding.map((block) => block.stylistId),
    payload.stylistId,
    payload.previousStylistId,
  ].filter((id): id is string => typeof id === 'string');
}

/**
 * A move or a reassignment gives a booking's time to other stylists, and the ones it leaves are
 * no longer recorded anywhere (its old blocks are deleted): everyone on the team and everyone
 * with figures is recomputed (a few dozen at most, one statement).
 */
async function teamOf(db: Knex): Promise<string[]> {
  return teamAndStatsStylistIds(db);
}

/** Whether an event may have taken the booking's time away from stylists who were on it. */
function movesStylists(job: EventJob<BookingEvent>): boolean {
  if (job.eventType === 'booking.rescheduled') return true;
  return (
    job.eventType === 'booking.updated' &&
    (job.payload as EventPayload<'booking.updated'>).stylistId !== undefined
  );
}

/**
 * stats.recompute-stylist, on every booking event: recompute the figures of every stylist on the
 * booking (and, after a move or a reassignment, the team's: the ones it left). 'skipped' when no
 * stylist is involved.
 */
export const recomputeStylistStatsForBooking: JobHandler<BookingEvent> = async (job, { db }) => {
  const stylists = await stylistsOf(db, job.payload.bookingId, job.payload);
  if (movesStylists(job)) stylists.push(...(await teamOf(db)));
  if (stylists.length === 0) return 'skipped';
  const written = await recomputeStylistStats(db, stylists, new Date());
  return written.length > 0 ? 'done' : 'skipped';
};

/**
 * Every stylist with figures, with bookings she leads or with time held on bookings, recomputed
 * at `now` in batches (one statement per batch). Returns how many rows were written.
 */
export async function recomputeAllStylistStats(db: Knex, now: Date): Promise<number> {
  const ids = await allStylistIdsWithFigures(db);
  let written = 0;
  for (let start = 0; start < ids.length; start += NIGHTLY_BATCH) {
    written += (await recomputeStylistStats(db, ids.slice(start, start + NIGHTLY_BATCH), now)).length;
  }
  return written;
}

/** The repeatable job that rolls 'today', 'this week' and 'this month' over for everyone. */
export const STYLIST_STATS_NIGHTLY_JOB = 'stats.recompute-all';

/** Five past midnight in the business's time zone, every day (BullMQ job scheduler, cron with tz). */
export const STYLIST_STATS_NIGHTLY_SCHEDULE = businessSchedule({
  schedulerId: 'stats.nightly',
  jobName: STYLIST_STATS_NIGHTLY_JOB,
  pattern: '5 0 * * *',
});

export const STYLIST_STATS_RETRY: { attempts: number; backoff: JobBackoff } = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
};

/** stats.recompute-all, when the scheduler fires: every stylist and the studio, at the time it runs. */
export const recomputeAllStylistStatsJob: DelayedJobHandler<Record<string, never>> = async (
  _data,
  { db, logger },
) => {
  const now = new Date();
  const written = await recomputeAllStylistStats(db, now);
  await recomputeStudioStats(db, now);
  logger.info({ stylists: written }, 'stylist and studio stats recomputed for the new day');
  return 'done';
};
