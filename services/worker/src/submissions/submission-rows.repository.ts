import type { Knex } from 'knex';

/** The public form's row an event is about (`columns` of it), or null when it was deleted since. */
export async function findSubmission<Row>(
  db: Knex,
  table: string,
  id: string,
  columns: (keyof Row & string)[],
): Promise<Row | null> {
  const row = (await db(table)
    .where({ id })
    .first(columns as string[])) as Row | undefined;
  return row ?? null;
}
