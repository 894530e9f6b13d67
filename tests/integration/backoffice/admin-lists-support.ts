import { seedCatalog } from '../../../services/api/src/db/seed';
import type { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { signedInAs } from './staff-support';

/**
 * Issue 14 point 9, the admin's last unbounded lists: the Management Panel's gallery (50 images a
 * page, newest first by (created_at, id), Next-Cursor / ?before=, the total in Total-Count) and
 * GET /api/admin/bookings (50 a page, ?limit= up to 100, by appointment time then id,
 * Next-Cursor / ?after=). And the Appointments list, which now reads each booking's plan in the
 * same statement as the booking: the same plan as the booking's own answer.
 */
export let s: SubmissionsEnv;
export let admin: Client;
/** Starts the suite's world before its tests and stops it after them. */
export function useAdminLists(label: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label);
    await seedCatalog(s.db);
    admin = (await signedInAs(s.api.url, s.db, 'admin', 'Pager')).client;
  });
  afterAll(() => s?.close());
}

/** Walk a list from its first page by `header` / `?param=`; every page must answer 200. */
export async function walk(path: string, param: string, header = 'next-cursor') {
  const pages: Array<Array<Record<string, unknown> & { id: string }>> = [];
  const firstHeaders: Headers[] = [];
  let cursor: string | null = null;
  do {
    const join = path.includes('?') ? '&' : '?';
    const res = await admin.get(cursor ? `${path}${join}${param}=${encodeURIComponent(cursor)}` : path);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    if (pages.length === 0) firstHeaders.push(res.headers);
    pages.push(res.json);
    cursor = res.headers.get(header);
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return { pages, first: firstHeaders[0]!, ids: pages.flat().map((item) => item.id) };
}

/** What a refused cursor must leave as it was. */
export const snapshot = async () => ({
  gallery: await s.db('gallery_images').orderBy('id').select('id', 'title', 'updatedAt'),
  bookings: await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt'),
});
