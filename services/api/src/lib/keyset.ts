import { cursorMessage, TIME_CURSOR_PATTERN } from '@beauty/domain/schemas/user';
import type { Knex } from 'knex';
import { Invalid } from '../errors';

/**
 * Keyset paging for lists read newest first by (a creation time, an id): a page ends at its last
 * row, and the next page starts strictly before it, however many rows were added meanwhile.
 */
export interface TimeCursor {
  /** The row's time to the microsecond, UTC ('2026-03-14T17:05:09.123456Z'), as Postgres keeps it. */
  at: string;
  id: string;
}

const CURSOR = new RegExp(TIME_CURSOR_PATTERN);

/** The Next-Cursor header's value: '<time>.<id>'. */
export const printTimeCursor = ({ at, id }: TimeCursor) => `${at}.${id}`;

/** `?before=`, or null when absent; a 400 for anything that is not a cursor of ours. */
export function parseTimeCursor(raw: unknown): TimeCursor | null {
  if (raw === undefined) return null;
  const text = typeof raw === 'string' ? raw : '';
  const at = text.slice(0, 27);
  const day = new Date(at);
  // A calendar date that exists (no 2026-02-30), as Date would silently roll it over.
  if (
    !CURSOR.test(text) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 19) !== at.slice(0, 19)
  ) {
    throw new Invalid([{ field: 'before', message: cursorMessage }], cursorMessage);
  }
  return { at, id: text.slice(28).toLowerCase() };
}

/** `?limit=` as validated by the route's schema (1 to the maximum), or the list's default. */
export function pageLimit(raw: unknown, fallback: number, max: number): number {
  const limit = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : fallback;
  return Math.min(Math.max(limit, 1), max);
}

/**
 * SQL for a row's time as a cursor keeps it: microseconds in UTC (JavaScript's Date would drop
 * the last three digits, and the next page would repeat or skip rows).
 */
export const cursorTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of rows read with `limit + 1`: the rows, and the cursor of the last when more follow. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => TimeCursor,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? printTimeCursor(cursorOf(last)) : null };
}

/** A page of a list: its items, and the cursor of the page after it (null on the last one). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list's page newest first, for `query.modify(...)`: the rows strictly before `before` (from the
 * newest when null), by (created_at, id) descending, at most `limit`. `alias` names the listed
 * table where the query joins others.
 */
export function newestFirst(before: TimeCursor | null, limit: number, alias?: string) {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return (query: Knex.QueryBuilder) => {
    if (before) {
      query.whereRaw(`(${column('created_at')}, ${column('id')}) < (?::timestamptz, ?::uuid)`, [
        before.at,
        before.id,
      ]);
    }
    query
      .orderBy([
        { column: column('createdAt'), order: 'desc' },
        { column: column('id'), order: 'desc' },
      ])
      .limit(limit);
  };
}
