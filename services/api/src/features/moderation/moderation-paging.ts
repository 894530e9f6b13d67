import { MODERATION_PAGE_SIZE } from '@beauty/domain/schemas/admin';
import { cursorMessage } from '@beauty/domain/schemas/user';
import type { Knex } from 'knex';
import { Invalid } from '../../errors';
import { parseTimeCursor, printTimeCursor, type TimeCursor } from '../../lib/keyset';
import { type ModeratedRow, moderatedGroup, moderatedWithStatus } from './moderation.repository';

/** A moderated table, and the status of its items that wait for the admin (listed first). */
export interface ModeratedList {
  table: string;
  awaiting: string;
}

/** A page's rows, and the Next-Cursor of the page after it (null on the last one). */
export interface ModeratedPage {
  rows: ModeratedRow[];
  nextCursor: string | null;
}

/** Where a page of a moderation list ends: its last item's group, then its created_at and id. */
export interface ModerationCursor extends TimeCursor {
  group: 'awaiting' | 'handled';
}

/**
 * The `before` of a moderation list ('handled.2026-03-14T10:00:00.123456Z.<id>'), or a 400 saying
 * what one is. The route's query schema checks the shape; this also refuses a date that does not
 * exist (2026-02-30).
 */
export function parseModerationCursor(raw: unknown): ModerationCursor | null {
  if (raw === undefined) return null;
  const text = typeof raw === 'string' ? raw : '';
  const group = (['awaiting', 'handled'] as const).find((name) => text.startsWith(`${name}.`));
  const after = parseTimeCursor(group ? text.slice(group.length + 1) : '');
  return after && group ? { group, ...after } : null;
}

const cursorOf = (group: ModerationCursor['group'], row: ModeratedRow) =>
  `${group}.${printTimeCursor({ at: row.cursorAt, id: row.id })}`;

/**
 * One page of a moderated table (issue 14 point 9: flat however many years of rows there are):
 * the items awaiting action first (status `awaitingStatus`, what the tab badge counts), then the
 * handled ones, each newest first; MODERATION_PAGE_SIZE at a time, by keyset on (created_at, id)
 * within each group, read by <table>_status_idx (stylist applications: _status_paging_idx) for
 * the awaiting ones and the partial <table>_handled_idx. `nextCursor` is null on the last page.
 */
export async function pageOf(
  knex: Knex,
  { table, awaiting: awaitingStatus }: ModeratedList,
  before: ModerationCursor | null,
): Promise<ModeratedPage> {
  const size = MODERATION_PAGE_SIZE;
  const awaiting =
    before?.group === 'handled'
      ? []
      : await moderatedGroup(knex, table, awaitingStatus, 'awaiting', before, size + 1);
  if (awaiting.length > size) {
    const page = awaiting.slice(0, size);
    return { rows: page, nextCursor: cursorOf('awaiting', page.at(-1)!) };
  }
  const room = size - awaiting.length;
  const handled = await moderatedGroup(
    knex,
    table,
    awaitingStatus,
    'handled',
    before?.group === 'handled' ? before : null,
    room + 1,
  );
  const rows = [...awaiting, ...handled.slice(0, room)];
  if (handled.length <= room) return { rows, nextCursor: null };
  return { rows, nextCursor: cursorOf(room > 0 ? 'handled' : 'awaiting', rows.at(-1)!) };
}

/**
 * One page of a moderated table filtered to one status (the Stylist Applications filter): newest
 * first by keyset on (created_at, id), MODERATION_PAGE_SIZE at a time. Its cursor names the group
 * the status belongs to, as the whole list's would; a cursor of the other group cannot come from
 * this list, and is refused (400). One of the same group from another status's list is read as
 * the place in time it names.
 */
export async function statusPageOf(
  knex: Knex,
  { table, awaiting }: ModeratedList,
  status: string,
  before: ModerationCursor | null,
): Promise<ModeratedPage> {
  const group = status === awaiting ? 'awaiting' : 'handled';
  if (before && before.group !== group) {
    throw new Invalid([{ field: 'before', message: cursorMessage }], cursorMessage);
  }
  const size = MODERATION_PAGE_SIZE;
  const rows = await moderatedWithStatus(knex, table, status, before, size + 1);
  const page = rows.slice(0, size);
  return { rows: page, nextCursor: rows.length > size ? cursorOf(group, page.at(-1)!) : null };
}
