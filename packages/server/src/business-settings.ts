import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import type { Knex } from 'knex';

/** The business_settings row as read: the document and when it last changed. */
export interface StoredBusinessSettings {
  document: BusinessSettingsDocument;
  updatedAt: Date;
}

/**
 * The business's settings, shared by the API and the worker. The first read of a new database
 * stores `defaults` (the BUSINESS_* variables) as the row, once: two first reads racing insert
 * one row and both read it. Stored documents are completed with `defaults` for any field a later
 * release adds, so an older row always reads as a whole document.
 */
export async function readBusinessSettings(
  db: Knex | Knex.Transaction,
  defaults: BusinessSettingsDocument,
  options: { forUpdate?: boolean } = {},
): Promise<StoredBusinessSettings> {
  const select = () => {
    const query = db('business_settings').where({ id: 1 }).first('settings', 'updatedAt');
    return options.forUpdate ? query.forUpdate() : query;
  };
  let row: { settings: BusinessSettingsDocument; updatedAt: Date } | undefined = await select();
  // A read never writes (the API stores the first-run row when it starts): until then, the defaults.
  if (!row && !options.forUpdate) return { document: defaults, updatedAt: new Date(0) };
  if (!row) {
    await db('business_settings')
      .insert({ id: 1, settings: JSON.stringify(defaults) })
      .onConflict('id')
      .ignore();
    row = await select();
  }
  return { document: { ...defaults, ...row!.settings }, updatedAt: new Date(row!.updatedAt) };
}
