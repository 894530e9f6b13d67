import type { Knex } from 'knex';

/**
 * One column of a query's rows. knex's `pluck` reads the column under its database name, which
 * the snake_case mapping has already renamed ('addOnId' comes back undefined), so select it.
 */
export async function valuesOf<T = string>(query: Knex.QueryBuilder, column: string): Promise<T[]> {
  const rows: Array<Record<string, T>> = await query.select(column);
  const key = column.includes('.') ? (column.split('.').pop() as string) : column;
  return rows.map((row) => row[key] as T);
}
