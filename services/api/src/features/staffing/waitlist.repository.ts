import type { WaitlistEntry } from '@beauty/domain/schemas/waitlist';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { Knex } from 'knex';

export interface WaitlistRow {
  id: string;
  eventDate: string;
  serviceAreaId: string;
  areaName: string;
  selection: WaitlistEntry['selection'] & { timeMode?: TimeMode };
  status: 'waiting' | 'notified';
  notifiedAt: Date | null;
  createdAt: Date;
}

function entriesQuery(knex: Knex) {
  return knex('waitlist_entries as w')
    .join('service_areas as a', 'a.id', 'w.serviceAreaId')
    .select(
      'w.id',
      'w.eventDate',
      'w.serviceAreaId',
      'a.name as areaName',
      'w.selection',
      'w.status',
      'w.notifiedAt',
      'w.createdAt',
    );
}

/** Her entries for `fromDate` on, waiting or already told of an opening, by date then age. */
export function upcomingWaitlistEntries(
  knex: Knex,
  customerId: string,
  fromDate: string,
): Promise<WaitlistRow[]> {
  return entriesQuery(knex)
    .where('w.customerId', customerId)
    .whereIn('w.status', ['waiting', 'notified'])
    .where('w.eventDate', '>=', fromDate)
    .orderBy([{ column: 'w.eventDate' }, { column: 'w.createdAt' }]);
}

/** One entry with its area's name. */
export function findWaitlistEntry(knex: Knex, id: string): Promise<WaitlistRow> {
  return entriesQuery(knex).where('w.id', id).first();
}

/** The new entry's id; her user row is locked first, so two joins of hers decide one at a time. */
export async function insertWaitlistEntry(
  trx: Knex.Transaction,
  entry: { customerId: string; eventDate: string; serviceAreaId: string; selection: object },
): Promise<{ id: string } | 'already waiting'> {
  await trx('users').where({ id: entry.customerId }).forUpdate().first('id');
  const { customerId, eventDate, serviceAreaId } = entry;
  const same = await trx('waitlist_entries')
    .where({ customerId, eventDate, serviceAreaId, status: 'waiting' })
    .whereRaw('selection = ?::jsonb', [JSON.stringify(entry.selection)])
    .first('id');
  if (same) return 'already waiting';
  const [row] = await trx('waitlist_entries')
    .insert({ customerId, eventDate, serviceAreaId, selection: JSON.stringify(entry.selection) })
    .returning('id');
  return { id: row.id as string };
}

/** Mark her entry left while it waits or was notified; how many rows changed (0 or 1). */
export function markWaitlistEntryLeft(knex: Knex, id: string, customerId: string): Promise<number> {
  return knex('waitlist_entries')
    .where({ id, customerId })
    .whereIn('status', ['waiting', 'notified'])
    .update({ status: 'left', updatedAt: knex.fn.now() });
}
