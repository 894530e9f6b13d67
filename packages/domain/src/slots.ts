/**
 * The business's calendar: its time zone, the spec's default hours, and date and time arithmetic
 * in America/Los_Angeles. Wall-clock times become instants through @date-fns/tz (the zone's
 * rules, daylight saving included), never by guessing offsets by hand.
 */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** BUSINESS_TIME_ZONE as the words customers and staff read name it. */
export const BUSINESS_TIME_ZONE_NAME = 'Pacific Time';

/** A formatted time with its zone: 'Saturday, December 5, 2026 at 10:00 AM (Pacific Time)'. */
export function withTimeZoneName(when: string): string {
  return `${when} (${BUSINESS_TIME_ZONE_NAME})`;
}

/**
 * The spec's hourly starts, 09:00 to 16:00: the hours of a stylist who has set none of her own,
 * and the times offered when nothing else is known.
 */
export const TIME_SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const DEFAULT_FIRST_START = '09:00';
export const DEFAULT_LAST_START = '16:00';

/** 'HH:MM' on a 24-hour clock. */
export const CLOCK_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const clockTime = new RegExp(CLOCK_TIME_PATTERN);

export function isClockTime(value: string): boolean {
  return clockTime.test(value);
}

/** '06:30' -> 390. */
export function minutesOfDay(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** 390 -> '06:30'. */
export function clockTimeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '09:00' -> '9:00 AM', '13:00' -> '1:00 PM'. */
export function formatSlot(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Today's date (YYYY-MM-DD) in the business's time zone. */
export function todayInBusinessZone(now: Date = new Date()): string {
  return localDateOf(now);
}

/** The date (YYYY-MM-DD) an instant falls on in the business's time zone. */
export function localDateOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  // The platform's time-zone database (Intl), so the landing page needs no library for today's date.
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Calendar arithmetic on plain dates (no time, no zone): '2026-12-31' + 1 -> '2027-01-01'. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Day of the week of a plain date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (plain dates). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export const FREE_CONSULTATION_VALID_DAYS = 90;
export const CANCELLATION_WINDOW_HOURS = 48;
export const REMINDER_HOURS_BEFORE = 24;

/**
 * The last moment a customer may cancel or reschedule online: 48 hours before the start, or
 * the window the owner set in Business Settings.
 */
export const changeableUntil = (startsAt: Date, windowHours: number = CANCELLATION_WINDOW_HOURS) =>
  new Date(startsAt.getTime() - windowHours * 3_600_000);

/** When the reminder goes out: 24 hours before the start. */
export const reminderAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);

/** Whether a free consultation offer (valid 90 days from joining) is still open at `now`. */
export function freeConsultationExpiresAt(memberSince: Date): Date {
  return new Date(memberSince.getTime() + FREE_CONSULTATION_VALID_DAYS * 86_400_000);
}
