import type { StatsPeriod } from '@beauty/domain/stats-period';
import { COUNTED_BOOKING_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { figureColumns, setEveryFigure } from './stylist-stats.repository';

/** Serialize the transaction's recompute of the studio's figures (released at commit or rollback). */
export async function lockStudioStats(trx: Knex.Transaction): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['studio-stats']);
}

/**
 * Recompute and upsert the studio's row of studio_stats: as upsertStylistStats counts a stylist's,
 * but every counted booking once, whoever leads it, assists on it or none yet; the revenue of every
 * completed booking.
 */
export async function upsertStudioStats(
  trx: Knex.Transaction,
  period: StatsPeriod,
  now: Date,
): Promise<void> {
  await trx.raw(
    `WITH counted AS (
       SELECT count(*) FILTER (WHERE b.event_date = ?::date) AS todays_bookings,
              count(*) FILTER (WHERE b.event_date BETWEEN ?::date AND ?::date) AS this_week_bookings,
              count(DISTINCT b.customer_id) AS total_clients,
              count(*) AS total_bookings
         FROM bookings b
        WHERE b.status = ANY(?::text[])
     ),
     monthly AS (
       SELECT m.month_start, coalesce(sum(b.total_price_cents), 0) AS revenue_cents
         FROM unnest(?::date[]) AS m(month_start)
         LEFT JOIN bookings b
           ON b.status = 'completed'
          AND b.event_date >= m.month_start AND b.event_date < (m.month_start + interval '1 month')::date
        GROUP BY m.month_start
     ),
     chart AS (
       SELECT jsonb_agg(jsonb_build_object('month', to_char(month_start, 'YYYY-MM'), 'revenueCents', revenue_cents)
                        ORDER BY month_start) AS revenue_by_month,
              sum(revenue_cents) FILTER (WHERE month_start = ?::date) AS this_month_revenue_cents
         FROM monthly
     )
     INSERT INTO studio_stats AS st (scope, ${figureColumns})
     SELECT 'studio', c.todays_bookings, c.this_week_bookings, c.total_clients, c.total_bookings,
            coalesce(ch.this_month_revenue_cents, 0), ch.revenue_by_month, ?::timestamptz
       FROM counted c CROSS JOIN chart ch
     ON CONFLICT (scope) DO UPDATE SET ${setEveryFigure}`,
    [
      period.today,
      period.weekStart,
      period.weekEnd,
      [...COUNTED_BOOKING_STATUSES],
      period.months.map((month) => `${month}-01`),
      period.monthStart,
      now.toISOString(),
    ],
  );
}
