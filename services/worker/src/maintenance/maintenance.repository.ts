import type { Knex } from 'knex';
import { ago, type MaintenanceOptions } from './options';

const HOUR_MS = 3_600_000;
/** The API's idempotency window (services/api/src/lib/idempotency.ts). */
export const IDEMPOTENCY_KEY_MAX_AGE_MS = 24 * HOUR_MS;
/** Used or expired links stay this long, so their page can still tell why they no longer work. */
export const LINK_GRACE_MS = 24 * HOUR_MS;

/**
 * Run `sql` (a DELETE of at most `batchSize` rows, its last binding the limit) until it deletes
 * fewer than that or `maxBatches` ran; each statement is its own short transaction. The
 * statements read `DELETE ... WHERE key = ANY(ARRAY(SELECT key ... LIMIT n FOR UPDATE SKIP
 * LOCKED))`: the inner select walks an index on the age column, the delete then finds its rows
 * by key (with `IN (SELECT ...)` PostgreSQL hash-joined the whole table; checked with EXPLAIN on
 * 200,000 rows), and rows another transaction holds are left for the next run.
 */
async function deleteInBatches(
  db: Knex,
  sql: string,
  bindings: readonly Knex.Value[],
  { batchSize, maxBatches }: MaintenanceOptions,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const result = (await db.raw(sql, [...bindings, batchSize])) as { rowCount?: number };
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batchSize) break;
  }
  return deleted;
}

/**
 * Delete the rows of `table` whose `column` is before `cutoff`, oldest first, in batches; rows
 * are found again by `key` (the primary key, or ctid for a table without one).
 */
function deleteOlderThan(
  db: Knex,
  { table, key, column }: { table: string; key: string; column: string },
  cutoff: Date,
  options: MaintenanceOptions,
): Promise<number> {
  return deleteInBatches(
    db,
    `DELETE FROM ${table} WHERE ${key} = ANY(ARRAY(
       SELECT ${key} FROM ${table} WHERE ${column} < ?
       ORDER BY ${column} LIMIT ? FOR UPDATE SKIP LOCKED))`,
    [cutoff],
    options,
  );
}

export async function deleteFinishedEmailDeliveries(
  db: Knex,
  options: MaintenanceOptions,
  retentionDays: number,
) {
  return deleteInBatches(
    db,
    `DELETE FROM email_deliveries WHERE id = ANY(ARRAY(
       SELECT d.id FROM email_deliveries d
       WHERE d.status IN ('sent','cancelled','failed') AND d.created_at < ?
         AND NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.id = d.event_id AND e.completed_at IS NULL)
       ORDER BY d.created_at LIMIT ? FOR UPDATE OF d SKIP LOCKED))`,
    [ago(options.now, retentionDays * 24 * HOUR_MS)],
    options,
  );
}

export async function deleteFinishedOutboxEvents(
  db: Knex,
  options: MaintenanceOptions,
  retentionDays: number,
) {
  // outbox_event_jobs rows go with their event (ON DELETE CASCADE); email_deliveries.event_id of
  // a delivery kept longer is set to NULL (ON DELETE SET NULL).
  return deleteOlderThan(
    db,
    { table: 'outbox_events', key: 'id', column: 'completed_at' },
    ago(options.now, retentionDays * 24 * HOUR_MS),
    options,
  );
}

export async function deleteOldIdempotencyKeys(db: Knex, options: MaintenanceOptions) {
  return deleteOlderThan(
    db,
    { table: 'idempotency_keys', key: 'ctid', column: 'created_at' },
    ago(options.now, IDEMPOTENCY_KEY_MAX_AGE_MS),
    options,
  );
}

export async function deleteExpiredSessions(db: Knex, options: MaintenanceOptions) {
  return deleteOlderThan(
    db,
    { table: 'sessions', key: 'id_hash', column: 'expires_at' },
    options.now,
    options,
  );
}

export async function deleteExpiredSignInStates(db: Knex, options: MaintenanceOptions) {
  const states = await deleteOlderThan(
    db,
    { table: 'login_states', key: 'state', column: 'expires_at' },
    options.now,
    options,
  );
  const handoffs = await deleteOlderThan(
    db,
    { table: 'login_handoffs', key: 'token_hash', column: 'expires_at' },
    options.now,
    options,
  );
  return states + handoffs;
}

export async function deleteSpentLinks(db: Knex, options: MaintenanceOptions) {
  const cutoff = ago(options.now, LINK_GRACE_MS);
  // An email still to be sent writes its link's token when it goes out: keep that row.
  const unsent = `NOT EXISTS (SELECT 1 FROM email_deliveries d
    WHERE d.password_token_id = t.id AND d.status IN ('pending','sending'))`;
  let deleted = 0;
  for (const column of ['expires_at', 'used_at']) {
    deleted += await deleteInBatches(
      db,
      `DELETE FROM password_reset_tokens WHERE id = ANY(ARRAY(
         SELECT t.id FROM password_reset_tokens t WHERE t.${column} < ? AND ${unsent}
         ORDER BY t.${column} LIMIT ? FOR UPDATE OF t SKIP LOCKED))`,
      [cutoff],
      options,
    );
  }
  return deleted;
}

/**
 * Uploads attached to nothing made before `cutoff`, and shown by nothing that points at them
 * without the attachment columns (gallery images, stylist portraits, applications' resumes):
 * oldest first, at most `limit`, locked; rows another transaction holds are skipped.
 */
export function lockUnattachedUploads(
  trx: Knex.Transaction,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; storageKey: string; multipartUploadId: string | null }>> {
  return trx('uploads as u')
    .whereNull('u.attachedId')
    .where('u.createdAt', '<', cutoff)
    .whereNotExists(trx('gallery_images as g').whereRaw('g.upload_id = u.id').select(trx.raw('1')))
    .whereNotExists(trx('stylist_profiles as p').whereRaw('p.photo_upload_id = u.id').select(trx.raw('1')))
    .whereNotExists(
      trx('stylist_applications as a').whereRaw('a.resume_upload_id = u.id').select(trx.raw('1')),
    )
    .orderBy('u.createdAt')
    .limit(limit)
    .forUpdate('u')
    .skipLocked()
    .select('u.id', 'u.storageKey', 'u.multipartUploadId');
}

/** The image variants of these uploads. */
export function variantsOfUploads(
  trx: Knex.Transaction,
  uploadIds: readonly string[],
): Promise<Array<{ uploadId: string; storageKey: string }>> {
  return trx('image_variants').whereIn('uploadId', uploadIds).select('uploadId', 'storageKey');
}

/** Delete these uploads' rows (their image_variants rows go with them, ON DELETE CASCADE). */
export async function deleteUploads(trx: Knex.Transaction, uploadIds: readonly string[]): Promise<void> {
  await trx('uploads').whereIn('id', uploadIds).del();
}
