import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE, clockTimeOf } from './slots';

/**
 * Wall-clock dates and times in the business's time zone as instants and back, through
 * @date-fns/tz (daylight saving included). Kept apart from ./slots so a page that only formats times and
 * reads today's date (the landing page) does not load the library.
 */

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

/** The appointment's start: its date and slot in the business's time zone. */
export const appointmentStartsAt = (eventDate: string, eventTime: string) =>
  zonedInstant(eventDate, eventTime);
