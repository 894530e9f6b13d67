import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import type { StylistStats } from '@beauty/domain/schemas/stylist-dashboard';
import { isCountedBooking } from '@beauty/domain/status';

/** What the four stat cards and the revenue chart show. */
export interface StatFigures {
  todaysBookings: number;
  thisWeekBookings: number;
  totalClients: number;
  totalBookings: number;
  thisMonthRevenueCents: number;
  revenueByMonth: ReadonlyArray<{ month: string; revenueCents: number }>;
  /** When the worker last computed them; null when they come from the booking list. */
  computedAt: string | null;
}

/** Whose figures the cards show: a stylist's own, or for an admin the studio's. */
export type FigureScope = StylistStats['scope'];

/**
 * The figures of the cards. The worker's figures when it has computed them; otherwise (no row
 * yet, or the call failed) spec 001's fallback: today's count and the total from my bookings in
 * the list (the studio's: every booking in it), everything else 0. `undefined` while what they
 * depend on is still loading.
 *
 * `stats` and `bookings`: undefined while loading, null when the call failed.
 */
export function statFigures(
  stats: StylistStats | null | undefined,
  bookings: readonly StaffBookingRow[] | null | undefined,
  { today, userId, scope = 'stylist' }: { today: string; userId: string; scope?: FigureScope },
): StatFigures | undefined {
  if (stats === undefined) return undefined;
  if (stats && stats.computedAt !== null) {
    return {
      todaysBookings: stats.todaysBookings,
      thisWeekBookings: stats.thisWeekBookings,
      totalClients: stats.totalClients,
      totalBookings: stats.totalBookings,
      thisMonthRevenueCents: stats.thisMonthRevenueCents,
      revenueByMonth: stats.revenueByMonth,
      computedAt: stats.computedAt,
    };
  }
  if (bookings === undefined) return undefined;
  const mine = (bookings ?? []).filter(
    (b) => (scope === 'studio' || b.stylistId === userId) && isCountedBooking(b.status),
  );
  return {
    todaysBookings: mine.filter((b) => b.eventDate === today).length,
    thisWeekBookings: 0,
    totalClients: 0,
    totalBookings: mine.length,
    thisMonthRevenueCents: 0,
    revenueByMonth: [],
    computedAt: null,
  };
}

export interface RevenueMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** 'Jan'. */
  shortLabel: string;
  /** 'January 2026'. */
  label: string;
  revenueCents: number;
}

const monthFormat = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', {
    month,
    ...(month === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
const shortMonth = monthFormat('short');
const longMonth = monthFormat('long');

/**
 * The six months ending with `today`'s month (YYYY-MM-DD in the business's zone), oldest first,
 * each with its revenue from `revenueByMonth` or 0 when the worker sent none for it.
 */
export function lastSixMonths(
  revenueByMonth: ReadonlyArray<{ month: string; revenueCents: number }>,
  today: string,
): RevenueMonth[] {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const byMonth = new Map(revenueByMonth.map((m) => [m.month, m.revenueCents]));
  return Array.from({ length: 6 }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (5 - i), 1));
    const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return {
      month: key,
      shortLabel: shortMonth.format(date),
      label: longMonth.format(date),
      revenueCents: byMonth.get(key) ?? 0,
    };
  });
}
