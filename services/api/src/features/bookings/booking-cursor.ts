import type { Knex } from 'knex';
import { Invalid } from '../../errors';

/** Where a page of bookings ends: its last booking's date, time and id. */
export interface PastCursor {
  eventDate: string;
  eventTime: string;
  id: string;
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2})\.(\d{2}:\d{2})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** '2026-03-14.10:00.<id>': readable, and all the next page needs. */
export const cursorOf = (b: { eventDate: string; eventTime: string; id: string }) =>
  `${b.eventDate}.${b.eventTime}.${b.id}`;

/**
 * The `before` (or `after`) of GET /api/stylist/bookings, GET /api/bookings or GET
 * /api/admin/bookings, or a 400 saying what one looks like (`header`: the answer's cursor it
 * names, by default nextCursor for `before` and laterCursor for `after`).
 */
export function parsePastCursor(
  raw: unknown,
  name: 'before' | 'after' | 'openBefore' = 'before',
  header: string = name === 'before' ? 'nextCursor' : 'laterCursor',
): PastCursor | null {
  if (raw === undefined) return null;
  const match = typeof raw === 'string' ? CURSOR.exec(raw) : null;
  const [, eventDate = '', eventTime = '', id = ''] = match ?? [];
  const day = new Date(`${eventDate}T00:00:00Z`);
  if (!match || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== eventDate) {
    const message = `'${name}' must be the ${header} of an earlier answer (date.time.id, e.g. 2026-03-14.10:00.<booking id>).`;
    throw new Invalid([{ field: name, message }], message);
  }
  return { eventDate, eventTime, id: id.toLowerCase() };
}

/** Latest appointment first: the order of every page asked for with `before`. */
export const latestFirst = [
  { column: 'b.eventDate', order: 'desc' },
  { column: 'b.eventTime', order: 'desc' },
  { column: 'b.id', order: 'desc' },
] as const;

/**
 * Only the bookings past `cursor` in appointment order: before it (`<`, for a `before` page) or
 * after it (`>`). Nothing when there is no cursor. For `query.modify`, on bookings aliased `b`.
 */
export function pastCursor(cursor: PastCursor | null, direction: '<' | '>') {
  return (query: Knex.QueryBuilder) => {
    if (!cursor) return;
    query.whereRaw(`(b.event_date, b.event_time, b.id) ${direction} (?::date, ?, ?::uuid)`, [
      cursor.eventDate,
      cursor.eventTime,
      cursor.id,
    ]);
  };
}
