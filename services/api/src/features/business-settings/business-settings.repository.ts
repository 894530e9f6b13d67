import type {
  BusinessSettingsChange,
  BusinessSettingsDocument,
  ServiceAreaSetting,
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
const AREA_COLUMNS = ['id', 'name', 'travelMinutes', 'travelFeeCents', 'quoted', 'isActive'] as const;

/** The service areas in their order, locked for update when `lock`. */
export async function areaSettings(db: Knex | Knex.Transaction, lock = false): Promise<ServiceAreaSetting[]> {
  const query = db('service_areas')
    .orderBy([{ column: 'sortOrder' }, { column: 'id' }])
    .select(...AREA_COLUMNS);
  const rows: Array<Omit<ServiceAreaSetting, 'active'> & { isActive: boolean }> = await (lock
    ? query.forUpdate()
    : query);
  return rows.map(({ isActive, ...area }) => ({ ...area, active: isActive }));
}

/** Store the whole settings document as edited by `userId`. */
export async function saveSettingsDocument(
  trx: Knex.Transaction,
  document: BusinessSettingsDocument,
  userId: string,
): Promise<void> {
  await trx('business_settings')
    .where({ id: 1 })
    .update({ settings: JSON.stringify(document), updatedBy: userId, updatedAt: trx.fn.now() });
}

/** Insert or update the service areas, each at its `sortOrder`. */
export async function saveServiceAreas(
  trx: Knex.Transaction,
  areas: ReadonlyArray<ServiceAreaSetting & { sortOrder: number }>,
): Promise<void> {
  await trx('service_areas')
    .insert(
      areas.map((area) => ({
        id: area.id,
        name: area.name,
        travelMinutes: area.travelMinutes,
        travelFeeCents: area.travelFeeCents,
        quoted: area.quoted,
        isActive: area.active,
        sortOrder: area.sortOrder,
      })),
    )
    .onConflict('id')
    .merge(['name', 'travelMinutes', 'travelFeeCents', 'quoted', 'isActive', 'sortOrder', 'updatedAt']);
}

/** Record one edit's changes with who made it. */
export async function recordSettingsChange(
  trx: Knex.Transaction,
  change: { changedBy: string; changedByName: string; changes: BusinessSettingsChange['changes'] },
): Promise<void> {
  await trx('business_settings_changes').insert({ ...change, changes: JSON.stringify(change.changes) });
}
