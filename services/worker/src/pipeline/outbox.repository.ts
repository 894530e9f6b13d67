import type { Knex } from 'knex';
import { OUTBOX_EVENT_COLUMNS, type OutboxEvent } from './outbox';

/**
 * Record one job's result and complete its event when every job it started has a row, in one
 * round trip (the database function finish_event_job locks the event's row first, so two jobs
 * finishing together cannot both miss each other). Returns whether the event was completed.
 */
export async function finishEventJob(
  db: Knex,
  eventId: string,
  jobName: string,
  result: string,
): Promise<boolean> {
  const answer = await db.raw('SELECT finish_event_job(?, ?, ?) AS completed', [eventId, jobName, result]);
  return Boolean((answer as { rows: Array<{ completed: boolean }> }).rows[0]?.completed);
}

/**
 * Set completed_at on published events whose every job has a row in outbox_event_jobs.
 * Unpublished rows are left alone: their `jobs` list is not written yet.
 */
export async function completeEventsIfDone(db: Knex, eventIds: readonly string[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const result = await db.raw(
    `UPDATE outbox_events e SET completed_at = now()
     WHERE e.id IN (${eventIds.map(() => '?').join(', ')}) AND e.completed_at IS NULL AND e.published_at IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM unnest(e.jobs) AS j(name)
         WHERE NOT EXISTS (SELECT 1 FROM outbox_event_jobs oj WHERE oj.event_id = e.id AND oj.job_name = j.name)
       )`,
    [...eventIds],
  );
  return (result as { rowCount?: number }).rowCount ?? 0;
}

/** The oldest unpublished events, at most `limit`, locked; rows another relay holds are skipped. */
export function claimUnpublishedEvents(trx: Knex.Transaction, limit: number): Promise<OutboxEvent[]> {
  return trx('outbox_events')
    .select(...OUTBOX_EVENT_COLUMNS)
    .whereNull('publishedAt')
    .orderBy('createdAt')
    .limit(limit)
    .forUpdate()
    .skipLocked();
}

/** Events no job listens to: published and completed at once. */
export async function markPublishedWithoutJobs(trx: Knex.Transaction, ids: readonly string[]): Promise<void> {
  await trx('outbox_events')
    .whereIn('id', ids)
    .update({ publishedAt: trx.fn.now(), completedAt: trx.fn.now(), jobs: [], lastError: null });
}

/** Events published with the jobs they started (the ones their completion waits for). */
export async function markPublished(
  trx: Knex.Transaction,
  ids: readonly string[],
  jobNames: readonly string[],
): Promise<void> {
  await trx('outbox_events')
    .whereIn('id', ids)
    .update({ publishedAt: trx.fn.now(), jobs: [...jobNames], lastError: null });
}

/** One more failed publish attempt on events still unpublished, with its error. */
export async function recordFailedPublish(db: Knex, ids: readonly string[], message: string): Promise<void> {
  await db('outbox_events')
    .whereIn('id', ids)
    .whereNull('publishedAt')
    .update({ publishAttempts: db.raw('publish_attempts + 1'), lastError: message.slice(0, 1000) });
}

/** Events published more than `afterMs` ago and not completed, oldest first, at most `limit`. */
export function overdueEvents(
  db: Knex,
  afterMs: number,
  limit: number,
): Promise<Array<OutboxEvent & { jobs: string[] }>> {
  return db('outbox_events')
    .select(...OUTBOX_EVENT_COLUMNS, 'jobs')
    .whereNotNull('publishedAt')
    .whereNull('completedAt')
    .where('publishedAt', '<', db.raw(`now() - make_interval(secs => ?)`, [afterMs / 1000]))
    .orderBy('publishedAt')
    .limit(limit);
}

/** The outbox_event_jobs rows (finished jobs) of these events. */
export function finishedJobsOf(
  db: Knex,
  eventIds: readonly string[],
): Promise<Array<{ eventId: string; jobName: string }>> {
  return db('outbox_event_jobs').whereIn('eventId', eventIds).select('eventId', 'jobName');
}

/** Whether one job of an event has its outbox_event_jobs row. */
export async function hasFinished(db: Knex, eventId: string, jobName: string): Promise<boolean> {
  const row = await db('outbox_event_jobs').where({ eventId, jobName }).first('jobName');
  return Boolean(row);
}

export interface OutboxBacklog {
  unpublished: number;
  unfinished: number;
  /** Seconds since the oldest unpublished event was written (0 when none). */
  unpublishedAge: number;
  /** Seconds since the oldest published event whose jobs have not all finished was written (0 when none). */
  unfinishedAge: number;
}

/** Both partial indexes of outbox_events answer this (unpublished; published and not completed). */
export async function readOutboxBacklog(db: Knex): Promise<OutboxBacklog> {
  const result = await db.raw(`
    SELECT p.count AS unpublished, f.count AS unfinished,
           coalesce(extract(epoch from now() - p.oldest), 0)::float8 AS unpublished_age,
           coalesce(extract(epoch from now() - f.oldest), 0)::float8 AS unfinished_age
      FROM (SELECT count(*) AS count, min(created_at) AS oldest
              FROM outbox_events WHERE published_at IS NULL) p,
           (SELECT count(*) AS count, min(created_at) AS oldest
              FROM outbox_events WHERE published_at IS NOT NULL AND completed_at IS NULL) f`);
  const row = result.rows[0] ?? {};
  return {
    unpublished: Number(row.unpublished ?? 0),
    unfinished: Number(row.unfinished ?? 0),
    unpublishedAge: Math.max(0, Number(row.unpublished_age ?? 0)),
    unfinishedAge: Math.max(0, Number(row.unfinished_age ?? 0)),
  };
}
