import { statsPeriod } from '@beauty/domain/stats-period';
import type { Knex } from 'knex';
import type { JobHandler } from '../pipeline/handler';
import type { BookingEvent } from './booking-timeline';
import { lockStudioStats, upsertStudioStats } from './studio-stats.repository';

/**
 * The studio's figures (an admin's Stylist Dashboard) recomputed from every booking as it is now,
 * at `now` in America/Los_Angeles, and upserted into studio_stats: the pending, confirmed and
 * completed bookings of today, this week (Sunday to Saturday) and in all, each once however many
 * stylists work on it, assigned or not; distinct clients; revenue of completed bookings by event
 * date this month and in each of the last 6 months (oldest first).
 *
 * Runs are serialized by an advisory lock taken before the statement reads, so the last to write
 * has seen every change the others saw. Idempotent: it recomputes, it never adds up.
 */
export async function recomputeStudioStats(db: Knex, now: Date): Promise<void> {
  const period = statsPeriod(now);
  await db.transaction(async (trx) => {
    await lockStudioStats(trx);
    await upsertStudioStats(trx, period, now);
  });
}

/**
 * stats.recompute-studio, on every booking event: any booking change may change the studio's
 * figures, including one no stylist holds yet.
 */
export const recomputeStudioStatsForBooking: JobHandler<BookingEvent> = async (_job, { db }) => {
  await recomputeStudioStats(db, new Date());
  return 'done';
};
