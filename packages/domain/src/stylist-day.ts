import { zonedInstant } from './zoned-time';

/** A stylist's day as the staffing allocator (staffing.ts) sees it, and the two ways a time is meant. */

export type TimeMode = 'start' | 'ready-by';

export const TIME_MODES: readonly TimeMode[] = ['start', 'ready-by'];

/** The most days one stretch of a stylist's time off may span (the form checks it, the API enforces it). */
export const MAX_TIME_OFF_DAYS = 60;

/** A stylist's day as the allocator sees it. */
export interface StylistDay {
  id: string;
  /** When on the date her work with clients may begin (first and last start, HH:MM), or null: not working. */
  hours: { firstStart: string; lastStart: string } | null;
  /** Time already held (appointments with their travel and buffers, time off): [start, end) in ms. */
  busy: ReadonlyArray<readonly [number, number]>;
  /** `hours` on the request's date as instants (ms), when the caller has worked them out already. */
  window?: readonly [number, number] | null;
}

/** A stylist's hours on `date` as instants [first start, last start] in ms, or null on a day off. */
export function workingWindow(date: string, hours: StylistDay['hours']): [number, number] | null {
  return hours
    ? [zonedInstant(date, hours.firstStart).getTime(), zonedInstant(date, hours.lastStart).getTime()]
    : null;
}
