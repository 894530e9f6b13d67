import type {
  BusinessSettingsChange,
  BusinessSettingsDocument,
} from '@beauty/domain/schemas/business-settings';
import type { Knex } from 'knex';

/**
 * Store the first-run settings (from the BUSINESS_* variables) unless a row exists: from then on
 * the row, edited in Business Settings, is what counts. The API calls it when it starts.
 */
export async function storeFirstRunSettings(db: Knex, defaults: BusinessSettingsDocument): Promise<void> {
  await db('business_settings')
    .insert({ id: 1, settings: JSON.stringify(defaults) })
    .onConflict('id')
    .ignore();
}

/** The newest recorded changes first (the index business_settings_changes_recent_idx). */
export async function recentSettingsChanges(
  db: Knex | Knex.Transaction,
  limit = 20,
): Promise<BusinessSettingsChange[]> {
  const rows: Array<{
    id: string;
    changedBy: string | null;
    changedByName: string;
    changedAt: Date;
    changes: BusinessSettingsChange['changes'];
  }> = await db('business_settings_changes')
    .orderBy([
      { column: 'changedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'changedBy', 'changedByName', 'changedAt', 'changes');
  return rows.map((row) => ({
    id: row.id,
    changedAt: new Date(row.changedAt).toISOString(),
    changedBy: { id: row.changedBy, name: row.changedByName },
    changes: row.changes,
  }));
}
