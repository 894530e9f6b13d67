import type { Knex } from 'knex';

/**
 * finish_event_job(event, job, result): record one job's result and complete its event when it
 * was the last one, in one round trip (the worker calls it once per job; issue 14 point 8).
 *
 * Two jobs of one event finishing at the same moment must not both miss each other's row. The
 * event's row is locked first, so they run one after the other; each later statement of a
 * volatile PL/pgSQL function takes a fresh snapshot, so the second sees the first's row once
 * the first has committed. Unpublished events are left alone (their `jobs` list is not written).
 * Returns whether this call completed the event.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION finish_event_job(p_event_id uuid, p_job_name text, p_result text)
    RETURNS boolean
    LANGUAGE plpgsql VOLATILE
    AS $$
    BEGIN
      PERFORM 1 FROM outbox_events WHERE id = p_event_id FOR UPDATE;
      IF NOT FOUND THEN
        RETURN false;
      END IF;
      INSERT INTO outbox_event_jobs (event_id, job_name, result)
        VALUES (p_event_id, p_job_name, p_result)
        ON CONFLICT (event_id, job_name) DO NOTHING;
      UPDATE outbox_events e SET completed_at = now()
        WHERE e.id = p_event_id AND e.completed_at IS NULL AND e.published_at IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM unnest(e.jobs) AS j(name)
            WHERE NOT EXISTS (SELECT 1 FROM outbox_event_jobs oj WHERE oj.event_id = e.id AND oj.job_name = j.name)
          );
      RETURN FOUND;
    END
    $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS finish_event_job(uuid, text, text)');
}
