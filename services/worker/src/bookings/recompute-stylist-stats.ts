import type { EventPayload } from '@beauty/domain/events';
import { statsPeriod } from '@beauty/domain/stats-period';
import { COUNTED_BOOKING_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import type { DelayedJobHandler, EventJob, JobHandler } from '../pipeline/handler';
import { businessSchedule, type JobBackoff } from '../pipeline/job-table';
import type { BookingEvent } from './booking-timeline';

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
    for (const id of ids) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`stylist-stats.${id}`]);
    const result = await trx.raw(
      `WITH stylists AS (
         SELECT u.id FROM users u WHERE u.id = ANY(?::uuid[])
       ),
       worked AS (
         -- Her bookings: the ones she leads, and the ones she holds time on (assisting). UNION: once each.
         SELECT b.id AS booking_id, b.stylist_id
           FROM bookings b
          WHERE b.stylist_id = ANY(?::uuid[]) AND b.status = ANY(?::text[])
         UNION
         SELECT k.booking_id, k.stylist_id
           FROM stylist_blocks k JOIN bookings b ON b.id = k.booking_id
          WHERE k.kind = 'appointment' AND k.stylist_id = ANY(?::uuid[]) AND b.status = ANY(?::text[])
       ),
       counted AS (
         SELECT s.id AS stylist_id,
                count(b.id) FILTER (WHERE b.event_date = ?::date) AS todays_bookings,
                count(b.id) FILTER (WHERE b.event_date BETWEEN ?::date AND ?::date) AS this_week_bookings,
                count(DISTINCT b.customer_id) AS total_clients,
                count(b.id) AS total_bookings
           FROM stylists s
           LEFT JOIN worked w ON w.stylist_id = s.id
           LEFT JOIN bookings b ON b.id = w.booking_id
          GROUP BY s.id
       ),
       monthly AS (
         -- A booking's money is counted once, with its lead (bookings.stylist_id), not once per stylist sent.
         SELECT s.id AS stylist_id, m.month_start, coalesce(sum(b.total_price_cents), 0) AS revenue_cents
           FROM stylists s
          CROSS JOIN unnest(?::date[]) AS m(month_start)
           LEFT JOIN bookings b
             ON b.stylist_id = s.id AND b.status = 'completed'
            AND b.event_date >= m.month_start AND b.event_date < (m.month_start + interval '1 month')::date
          GROUP BY s.id, m.month_start
       ),
       chart AS (
         SELECT stylist_id,
                jsonb_agg(jsonb_build_object('month', to_char(month_start, 'YYYY-MM'), 'revenueCents', revenue_cents)
                          ORDER BY month_start) AS revenue_by_month,
                sum(revenue_cents) FILTER (WHERE month_start = ?::date) AS this_month_revenue_cents
           FROM monthly
          GROUP BY stylist_id
       )
       INSERT INTO stylist_stats AS st (stylist_id, todays_bookings, this_week_bookings, total_clients,
                                        total_bookings, this_month_revenue_cents, revenue_by_month, computed_at)
       SELECT c.stylist_id, c.todays_bookings, c.this_week_bookings, c.total_clients, c.total_bookings,
              coalesce(ch.this_month_revenue_cents, 0), ch.revenue_by_month, ?::timestamptz
         FROM counted c JOIN chart ch USING (stylist_id)
       ON CONFLICT (stylist_id) DO UPDATE SET
         todays_bookings = EXCLUDED.todays_bookings,
         this_week_bookings = EXCLUDED.this_week_bookings,
         total_clients = EXCLUDED.total_clients,
         total_bookings = EXCLUDED.total_bookings,
         this_month_revenue_cents = EXCLUDED.this_month_revenue_cents,
         revenue_by_month = EXCLUDED.revenue_by_month,
         computed_at = EXCLUDED.computed_at
       RETURNING st.stylist_id`,
      [
        ids,
        ids,
        [...COUNTED_BOOKING_STATUSES],
        ids,
        [...COUNTED_BOOKING_STATUSES],
        period.today,
        period.weekStart,
        period.weekEnd,
        period.months.map((month) => `${month}-01`),
        period.monthStart,
        now.toISOString(),
      ],
    );
    // A raw result's rows keep the SQL names (the camelCase mapper only touches the top level).
    return (result.rows as Array<{ stylist_id: string }>).map((row) => row.stylist_id);
  });
}

/**
 * The stylists whose figures a booking event changes: everyone on the booking now (its lead and
 * every stylist holding time on it), and on a reassignment the lead it was taken from (and the
 * one named by the event, should a later change have moved it on already).
 */
async function stylistsOf(db: Knex, bookingId: string, payload: Partial<EventPayload<'booking.updated'>>) {
  const [booking, holding] = await Promise.all([
    db('bookings').where({ id: bookingId }).first('stylistId') as Promise<
      { stylistId: string | null } | undefined
    >,
    db('stylist_blocks').where({ bookingId, kind: 'appointment' }).distinct('stylistId') as Promise<
      Array<{ stylistId: string }>
    >,
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
  const result = await db.raw(
    `SELECT u.id FROM users u JOIN stylist_profiles p ON p.user_id = u.id
      WHERE p.is_active AND u.role IN ('stylist', 'admin')
     UNION
     SELECT stylist_id FROM stylist_stats`,
  );
  return (result.rows as Array<{ id: string }>).map((row) => row.id);
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
  const result = await db.raw(
    `SELECT stylist_id FROM stylist_stats
     UNION
     SELECT stylist_id FROM bookings WHERE stylist_id IS NOT NULL
     UNION
     SELECT stylist_id FROM stylist_blocks WHERE kind = 'appointment'
     ORDER BY 1`,
  );
  const ids = (result.rows as Array<{ stylist_id: string }>).map((row) => row.stylist_id);
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

/** stats.recompute-all, when the scheduler fires: every stylist, at the time it runs. */
export const recomputeAllStylistStatsJob: DelayedJobHandler<Record<string, never>> = async (
  _data,
  { db, logger },
) => {
  const written = await recomputeAllStylistStats(db, new Date());
  logger.info({ stylists: written }, 'stylist stats recomputed for the new day');
  return written > 0 ? 'done' : 'skipped';
};
