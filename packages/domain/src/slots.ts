import { TZDate } from '@date-fns/tz';

/**
 * The business's calendar: its time zone, the spec's default hours, and date and time arithmetic
 * in America/Los_Angeles. Wall-clock times become instants through @date-fns/tz (the zone's
 * rules, daylight saving included), never by guessing offsets by hand.
 */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

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

export function isTimeSlot(value: string): value is TimeSlot {
  return (TIME_SLOTS as readonly string[]).includes(value);
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
  const zoned = new TZDate(instant.getTime(), timeZone);
  return `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
}

/** The wall-clock time (HH:MM) of an instant in the business's time zone. */
export function localTimeOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const key = `${instant.getTime()} ${timeZone}`;
  let time = clockTimes.get(key);
  if (time === undefined) {
    const zoned = new TZDate(instant.getTime(), timeZone);
    time = clockTimeOf(zoned.getHours() * 60 + zoned.getMinutes());
    if (clockTimes.size >= 20_000) clockTimes.clear();
    clockTimes.set(key, time);
  }
  return time;
}

const clockTimes = new Map<string, string>();

/**
 * The instant a wall-clock date and time happen in the business's time zone
 * ('2026-12-05', '09:00' -> 2026-12-05T17:00:00Z), daylight saving included.
 */
export function zonedInstant(date: string, time: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const key = `${date} ${time} ${timeZone}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    const [h = 0, min = 0] = time.split(':').map(Number);
    const offset = steadyOffset(date, timeZone);
    ms =
      offset === null
        ? new TZDate(y, m - 1, d, h, min, timeZone).getTime()
        : Date.UTC(y, m - 1, d, h, min) - offset;
    // The allocator asks for the same few wall-clock times over and over (availability for a month).
    if (instants.size >= 20_000) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/**
 * The wall-clock time (HH:MM) of an instant on `date` in the business's time zone: arithmetic on
 * the day's offset, the library's answer on a day the clocks change or for an instant on another day.
 */
export function localTimeOnDate(
  date: string,
  instantMs: number,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const offset = steadyOffset(date, timeZone);
  if (offset !== null) {
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    const minutes = (instantMs + offset - Date.UTC(y, m - 1, d)) / 60_000;
    if (minutes >= 0 && minutes < 24 * 60 && Number.isInteger(minutes)) return clockTimeOf(minutes);
  }
  return localTimeOf(new Date(instantMs), timeZone);
}

/**
 * The zone's offset from UTC (ms) all through `date`, from the library, or null on a day the
 * clocks change: wall-clock times on a steady day are then plain arithmetic.
 */
function steadyOffset(date: string, timeZone: string): number | null {
  const key = `${date} ${timeZone}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    const first = Date.UTC(y, m - 1, d, 0, 0) - new TZDate(y, m - 1, d, 0, 0, timeZone).getTime();
    const last = Date.UTC(y, m - 1, d, 23, 59) - new TZDate(y, m - 1, d, 23, 59, timeZone).getTime();
    offset = first === last ? first : null;
    if (offsets.size >= 5_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const offsets = new Map<string, number | null>();
const instants = new Map<string, number>();

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

/** The appointment's start: its date and slot in the business's time zone. */
export const appointmentStartsAt = (eventDate: string, eventTime: string) =>
  zonedInstant(eventDate, eventTime);

/** The last moment a customer may cancel or reschedule online: 48 hours before the start. */
export const changeableUntil = (startsAt: Date) =>
  new Date(startsAt.getTime() - CANCELLATION_WINDOW_HOURS * 3_600_000);

/** When the reminder goes out: 24 hours before the start. */
export const reminderAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);

/** Whether a free consultation offer (valid 90 days from joining) is still open at `now`. */
export function freeConsultationExpiresAt(memberSince: Date): Date {
  return new Date(memberSince.getTime() + FREE_CONSULTATION_VALID_DAYS * 86_400_000);
}
