import type { StatsPeriod } from '@beauty/domain/stats-period';
import { COUNTED_BOOKING_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';

/** Serialize the transaction's recompute of one stylist's figures (released at commit or rollback). */
export async function lockStylistStats(trx: Knex.Transaction, stylistId: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`stylist-stats.${stylistId}`]);
}

/** The figure columns of stylist_stats and studio_stats, in the order the upserts write them. */
const FIGURE_COLUMNS = [
  'todays_bookings',
  'this_week_bookings',
  'total_clients',
  'total_bookings',
  'this_month_revenue_cents',
  'revenue_by_month',
  'computed_at',
] as const;

/** The figure columns, for an upsert's column list: `INSERT INTO t AS st (key, ${figureColumns})`. */
export const figureColumns = FIGURE_COLUMNS.join(', ');

/** An upsert's conflict clause writes every figure anew: `ON CONFLICT (key) DO UPDATE SET ${setEveryFigure}`. */
export const setEveryFigure = FIGURE_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ');

/**
 * Recompute and upsert the stylist_stats rows of these stylists (unknown ids are ignored) in one
 * statement, as recomputeStylistStats describes; returns the ids written.
 */
export async function upsertStylistStats(
  trx: Knex.Transaction,
  ids: string[],
  period: StatsPeriod,
  now: Date,
): Promise<string[]> {
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
     INSERT INTO stylist_stats AS st (stylist_id, ${figureColumns})
     SELECT c.stylist_id, c.todays_bookings, c.this_week_bookings, c.total_clients, c.total_bookings,
            coalesce(ch.this_month_revenue_cents, 0), ch.revenue_by_month, ?::timestamptz
       FROM counted c JOIN chart ch USING (stylist_id)
     ON CONFLICT (stylist_id) DO UPDATE SET ${setEveryFigure}
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
}

/** The booking's lead stylist, or undefined when the booking is gone. */
export function leadStylistOf(
  db: Knex,
  bookingId: string,
): Promise<{ stylistId: string | null } | undefined> {
  return db('bookings').where({ id: bookingId }).first('stylistId');
}

/** The stylists holding time on the booking (its appointment blocks). */
export function stylistsHoldingTimeOn(db: Knex, bookingId: string): Promise<Array<{ stylistId: string }>> {
  return db('stylist_blocks').where({ bookingId, kind: 'appointment' }).distinct('stylistId');
}

/** Everyone active on the team (stylists and admins with a profile) and everyone with figures. */
export async function teamAndStatsStylistIds(db: Knex): Promise<string[]> {
  const result = await db.raw(
    `SELECT u.id FROM users u JOIN stylist_profiles p ON p.user_id = u.id
      WHERE p.is_active AND u.role IN ('stylist', 'admin')
     UNION
     SELECT stylist_id FROM stylist_stats`,
  );
  return (result.rows as Array<{ id: string }>).map((row) => row.id);
}

/** Every stylist with figures, with bookings she leads or with time held on bookings, in id order. */
export async function allStylistIdsWithFigures(db: Knex): Promise<string[]> {
  const result = await db.raw(
    `SELECT stylist_id FROM stylist_stats
     UNION
     SELECT stylist_id FROM bookings WHERE stylist_id IS NOT NULL
     UNION
     SELECT stylist_id FROM stylist_blocks WHERE kind = 'appointment'
     ORDER BY 1`,
  );
  return (result.rows as Array<{ stylist_id: string }>).map((row) => row.stylist_id);
}
