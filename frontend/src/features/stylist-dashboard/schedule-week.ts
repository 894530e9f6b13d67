import type { StaffBooking } from '@beauty/domain/schemas/booking';
import type { Role } from '@beauty/domain/status';

/** Calendar-date arithmetic on 'YYYY-MM-DD' (no time zone involved: the dates are the business's). */
const toUtc = (isoDate: string) => {
  const [y = 1970, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const date = toUtc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The Sunday that starts the week (Sunday..Saturday) of `isoDate`. */
export function weekStart(isoDate: string): string {
  return addDays(isoDate, -toUtc(isoDate).getUTCDay());
}

/**
 * The seven dates, Sunday first, of the week `offset` weeks from the one holding `today`
 * (today's date in America/Los_Angeles, as the stats worker counts weeks).
 */
export function weekDays(today: string, offset = 0): string[] {
  const start = addDays(weekStart(today), offset * 7);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/**
 * The bookings on my schedule: the ones assigned to me that are not cancelled. An admin, who
 * sees every booking here, sees everyone's assigned ones.
 */
export function scheduleBookings(
  bookings: readonly StaffBooking[],
  viewer: { id: string; role: Role },
): StaffBooking[] {
  return bookings.filter(
    (b) =>
      b.status !== 'cancelled' &&
      (viewer.role === 'admin' ? b.stylistId !== null : b.stylistId === viewer.id),
  );
}

export interface ScheduleDay {
  date: string;
  bookings: StaffBooking[];
}

/** Each of `days` with its bookings in time order. */
export function groupByDay(bookings: readonly StaffBooking[], days: readonly string[]): ScheduleDay[] {
  return days.map((date) => ({
    date,
    bookings: bookings
      .filter((b) => b.eventDate === date)
      .sort((a, b) => a.eventTime.localeCompare(b.eventTime)),
  }));
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

/** 'Sunday' and 'Sun' for a date. */
export function dayNames(isoDate: string): { long: string; short: string; monthDay: string } {
  const date = toUtc(isoDate);
  return { long: weekday.format(date), short: shortWeekday.format(date), monthDay: monthDay.format(date) };
}
