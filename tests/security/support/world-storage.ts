import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';

// The security world's bookkeeping: the write log, the table list, the stored files and the
// built frontend it serves (split from world.ts).

/** Columns left out of the write check: the session touch is a read-side bookkeeping update. */
const VOLATILE_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

/**
 * Test-only bookkeeping in this world's own database: a row trigger on every table logs each
 * committed insert, update and delete (a rolled-back write leaves no log row, as it left no
 * data). The session touch (last_seen_at alone) is not a write of the request's making.
 */
export async function installWriteLog(db: Knex, tables: string[]) {
  await db.raw(`
    CREATE TABLE __write_log (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL);
    CREATE FUNCTION __log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'last_seen_at' = to_jsonb(OLD) - 'last_seen_at' THEN
        RETURN NULL;
      END IF;
      INSERT INTO __write_log (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;
    ${tables
      .map(
        (t) =>
          `CREATE TRIGGER __log_write AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION __log_write();`,
      )
      .join('\n')}
  `);
}

export async function listTables(db: Knex) {
  const { rows } = await db.raw(
    `SELECT c.table_name AS name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  return (rows as Array<{ name: string; columns: string[] }>).map(({ name, columns }) => ({
    name,
    columns: columns.filter((c) => !(VOLATILE_COLUMNS[name] ?? []).includes(c)),
  }));
}

export async function storedFiles(dir: string): Promise<string[]> {
  const root = path.join(dir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A built frontend in miniature: the landing page, the app shell and one hashed script. */
export async function writeFrontend(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    '<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
  await writeFile(path.join(dir, 'index.html'), page('Landing'));
  await writeFile(path.join(dir, 'spa.html'), page('App shell'));
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
}
