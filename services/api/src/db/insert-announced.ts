import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';

type AnnouncingEvent = Parameters<typeof writeEvent>[1];

/**
 * Insert one row into `table` and the outbox event that announces it in one transaction (a
 * public form's submission and its email): answers the new row's id.
 */
export function insertAnnounced(
  knex: Knex,
  table: string,
  row: Record<string, unknown>,
  announce: (id: string) => AnnouncingEvent,
): Promise<string> {
  return knex.transaction(async (trx) => {
    const [inserted] = await trx(table).insert(row).returning('id');
    await writeEvent(trx, announce(inserted.id));
    return inserted.id as string;
  });
}

/**
 * The same inside the caller's transaction, for a submission that claims its uploads first:
 * the row (its id chosen by the caller) and the event that announces it.
 */
export async function insertAnnouncedIn(
  trx: Knex.Transaction,
  table: string,
  row: Record<string, unknown>,
  event: AnnouncingEvent,
): Promise<void> {
  await trx(table).insert(row);
  await writeEvent(trx, event);
}
