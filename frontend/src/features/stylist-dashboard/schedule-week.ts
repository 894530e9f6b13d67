import { addDays, weekdayOf } from '@beauty/domain/slots';

/** Calendar dates ('YYYY-MM-DD') as UTC midnights, for formatting only (no time zone involved). */
const toUtc = (isoDate: string) => {
  const [y = 1970, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** The Sunday that starts the week (Sunday..Saturday) of `isoDate`. */
export function weekStart(isoDate: string): string {
  return addDays(isoDate, -weekdayOf(isoDate));
}

/**
 * The seven dates, Sunday first, of the week `offset` weeks from the one holding `today`
 * (today's date in America/Los_Angeles, as the stats worker counts weeks).
 */
export function weekDays(today: string, offset = 0): string[] {
  const start = addDays(weekStart(today), offset * 7);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** Whole weeks from the week of `from` to the week of `to` (negative when `to` is earlier). */
export function weeksBetween(from: string, to: string): number {
  const ms = toUtc(weekStart(to)).getTime() - toUtc(weekStart(from)).getTime();
  return Math.round(ms / (7 * 86_400_000));
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'June 14 – 20, 2026', 'May 31 – June 6, 2026', 'December 27, 2026 – January 2, 2027'. */
export function formatWeekRange(days: readonly string[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const start = toUtc(first);
  const end = toUtc(last);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${monthDayYear.format(start)} – ${monthDayYear.format(end)}`;
  }
  const endText = start.getUTCMonth() === end.getUTCMonth() ? String(end.getUTCDate()) : monthDay.format(end);
  return `${monthDay.format(start)} – ${endText}, ${end.getUTCFullYear()}`;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const shortWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const shortMonthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Sunday', 'Sun', 'June 14' and 'Jun 14' for a date. */
export function dayNames(isoDate: string): {
  long: string;
  short: string;
  monthDay: string;
  shortMonthDay: string;
} {
  const date = toUtc(isoDate);
  return {
    long: weekday.format(date),
    short: shortWeekday.format(date),
    monthDay: monthDay.format(date),
    shortMonthDay: shortMonthDay.format(date),
  };
}
