import type { Knex } from 'knex';
import { cursorTimeSql, newestFirst, type TimeCursor } from '../../lib/keyset';

// biome-ignore lint/suspicious/noExplicitAny: rows of three tables
export type ModeratedRow = Record<string, any>;

/** A moderated table's rows with who last changed each and the cursor time, for `where`. */
function listedRows(knex: Knex, table: string) {
  return knex(`${table} as m`)
    .leftJoin('users as u', 'u.id', 'm.statusChangedBy')
    .select(
      'm.*',
      knex.raw(`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as changed_by_name`),
      'u.email as changedByEmail',
      knex.raw(`${cursorTimeSql('m.created_at')} as cursor_at`),
    );
}

/** One group of a moderated table, newest first, after `after`, with who last changed each. */
export function moderatedGroup(
  knex: Knex,
  table: string,
  awaitingStatus: string,
  group: 'awaiting' | 'handled',
  after: TimeCursor | null,
  limit: number,
): Promise<ModeratedRow[]> {
  return (
    listedRows(knex, table)
      // The status is written out (a constant of KINDS), so the planner matches the partial index.
      .whereRaw(`m.status ${group === 'awaiting' ? '=' : '<>'} '${awaitingStatus}'`)
      .modify(newestFirst(after, limit, 'm'))
  );
}

/**
 * The rows of one status, newest first by (created_at, id), after `after`: a filtered list's page,
 * read by <table>_status_paging_idx (status, created_at, id) however many rows other statuses hold.
 */
export function moderatedWithStatus(
  knex: Knex,
  table: string,
  status: string,
  after: TimeCursor | null,
  limit: number,
): Promise<ModeratedRow[]> {
  return listedRows(knex, table)
    .where('m.status', status)
    .modify(newestFirst(after, limit, 'm'));
}

/**
 * How many rows of each table wait for the admin (status `status`), in one round trip: each count
 * an index-only scan of <table>_status_idx (stylist applications:
 * _status_paging_idx) over the awaiting ones alone.
 */
export async function countAwaitingRows<Name extends string>(
  knex: Knex,
  awaiting: Record<Name, { table: string; status: string }>,
): Promise<Record<Name, number>> {
  const counts = Object.fromEntries(
    Object.entries<{ table: string; status: string }>(awaiting).map(([name, { table, status }]) => [
      name,
      // The status is written out (a constant of KINDS), so the planner matches the partial index.
      knex(table).whereRaw(`status = '${status}'`).count('*'),
    ]),
  );
  const row = await knex.select(counts).first();
  return Object.fromEntries(Object.keys(awaiting).map((name) => [name, Number(row[name])])) as Record<
    Name,
    number
  >;
}

/** An item's status and notes, its row locked for the rest of the transaction, or undefined. */
export function lockModeratedItem(
  trx: Knex.Transaction,
  table: string,
  id: string,
): Promise<{ status: string; adminNotes: string | null } | undefined> {
  return trx(table).where({ id }).forUpdate().first('status', 'adminNotes');
}

/** Save an item's new status, who changed it and when, and the notes when there are any. */
export async function saveModeratedStatus(
  trx: Knex.Transaction,
  table: string,
  id: string,
  change: { status: string; changedBy: string; adminNotes?: string; contacted: boolean },
): Promise<void> {
  await trx(table)
    .where({ id })
    .update({
      status: change.status,
      statusChangedBy: change.changedBy,
      statusChangedAt: trx.fn.now(),
      updatedAt: trx.fn.now(),
      ...(change.adminNotes ? { adminNotes: change.adminNotes } : {}),
      ...(change.contacted ? { contactedAt: trx.fn.now() } : {}),
    });
}
