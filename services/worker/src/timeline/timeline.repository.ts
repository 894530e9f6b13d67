import type { Knex } from 'knex';

/** A status_events row to append; `dedupeKey` makes the append once-only. */
export interface StatusEventRow {
  entityType: string;
  entityId: string;
  status: string;
  label: string;
  detail: string | null;
  dedupeKey: string;
}

/** Insert the row unless its dedupe key is taken; returns whether it was inserted. */
export async function insertStatusEvent(db: Knex, row: StatusEventRow): Promise<boolean> {
  const inserted = await db('status_events').insert(row).onConflict('dedupeKey').ignore().returning('id');
  return inserted.length > 0;
}

/**
 * Insert the row unless its dedupe key is taken, and only while the entity's row (`id` in
 * `entityTable`) exists, checked in the same statement; returns whether it was inserted.
 */
export async function insertStatusEventWhileEntityExists(
  db: Knex,
  row: StatusEventRow,
  entityTable: string,
): Promise<boolean> {
  const answer = await db.raw(
    `INSERT INTO status_events (entity_type, entity_id, status, label, detail, dedupe_key)
     SELECT ?, ?::uuid, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ?? WHERE id = ?)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      row.entityType,
      row.entityId,
      row.status,
      row.label,
      row.detail,
      row.dedupeKey,
      entityTable,
      row.entityId,
    ],
  );
  return (answer as { rows: unknown[] }).rows.length > 0;
}

/** Whether the entity's timeline has an entry with this label. */
export async function hasTimelineEntry(
  db: Knex,
  entry: { entityType: string; entityId: string; label: string },
): Promise<boolean> {
  return Boolean(await db('status_events').where(entry).first('id'));
}
