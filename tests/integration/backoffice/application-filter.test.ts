import { moderatedWithStatus } from '@beauty/api/features/moderation/moderation.repository';
import { admin, type Seeded, s, seed, useModerationEnv, walk } from './moderation-support';

/**
 * The Stylist Applications filter (GET /api/admin/stylist-applications?status=): only the
 * applications of that status, newest first by (created_at, id), 50 a page, walked with the
 * Next-Cursor header within the same status however the others change meanwhile; an unknown status
 * is a 400 naming the field, and the page is read by an index whatever the table holds.
 */
useModerationEnv('application_filter', 'Filter');

/** Rows of one status as the filtered list promises them: by (created_at, id) descending. */
function expectedOrder(rows: Seeded[], status: string): string[] {
  const key = (r: Seeded) => `${r.createdAt} ${r.id}`;
  return rows
    .filter((r) => r.status === status)
    .sort((a, b) => (key(a) < key(b) ? 1 : -1))
    .map((r) => r.id);
}

/** Every page of `path` (which has a query already), following Next-Cursor. */
const walkFiltered = (path: string) => walk(path, { maxPages: 20, expectArrays: false });

describe('GET /api/admin/stylist-applications?status=', () => {
  it('lists only that status, newest first, paged within it, each once', async () => {
    const handled = ['reviewed', 'interviewing', 'hired', 'declined'];
    // 120 hired among 250: more than two pages of them, with the other statuses in between.
    const rows = await seed(
      'stylist_applications',
      Array.from({ length: 250 }, (_, i) => (i % 2 === 0 ? 'hired' : i % 7 === 0 ? 'new' : handled[i % 4]!)),
    );
    const hired = rows.filter((r) => r.status === 'hired');
    const { pages, cursors, ids } = await walkFiltered('/api/admin/stylist-applications?status=hired');
    expect(pages.map((page) => page.length)).toEqual([50, 50, hired.length - 100]);
    expect(pages.flat().every((item) => item.status === 'hired')).toBe(true);
    expect(ids).toEqual(expectedOrder(hired, 'hired'));
    expect(cursors[0]).toMatch(/^handled\./);

    // The new ones are the awaiting group: paged the same way, their cursor says so.
    const fresh = rows.filter((r) => r.status === 'new');
    const news = await walkFiltered('/api/admin/stylist-applications?status=new');
    expect(news.ids).toEqual(expectedOrder(fresh, 'new'));
    expect(news.pages.flat().every((item) => item.status === 'new')).toBe(true);

    // A step nobody is at: an empty list, no Next-Cursor.
    await s.db('stylist_applications').where({ status: 'declined' }).update({ status: 'reviewed' });
    const none = await admin.get('/api/admin/stylist-applications?status=declined');
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    expect(none.headers.get('next-cursor')).toBeNull();
  });

  it('a filtered cursor reads on within its status after items before it moved to another one', async () => {
    const rows = await seed(
      'stylist_applications',
      Array.from({ length: 70 }, (_, i) => (i % 5 === 0 ? 'new' : 'interviewing')),
    );
    const interviewing = rows.filter((r) => r.status === 'interviewing');
    const first = await admin.get('/api/admin/stylist-applications?status=interviewing');
    expect(first.json).toHaveLength(50);
    const cursor = first.headers.get('next-cursor')!;
    // Three of the first page are hired meanwhile, and one of the next page too: that one drops out.
    const order = expectedOrder(interviewing, 'interviewing');
    await s
      .db('stylist_applications')
      .whereIn('id', [order[0]!, order[1]!, order[2]!, order[51]!])
      .update({ status: 'hired' });
    const next = await admin.get(
      `/api/admin/stylist-applications?status=interviewing&before=${encodeURIComponent(cursor)}`,
    );
    expect(next.status).toBe(200);
    expect(next.json.map((a: { id: string }) => a.id)).toEqual(
      order.slice(50).filter((id) => id !== order[51]),
    );
    expect(next.headers.get('next-cursor')).toBeNull();
  });

  it('an unknown status, a status sent twice, or a cursor from the other group of the list is a 400', async () => {
    const message = 'Status must be new, reviewed, interviewing, hired or declined';
    for (const status of ['pending', 'Hired', '', 'hired;drop table', 'new,hired']) {
      const res = await admin.get(`/api/admin/stylist-applications?status=${encodeURIComponent(status)}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ field: 'status', message }]);
    }
    const twice = await admin.get('/api/admin/stylist-applications?status=new&status=hired');
    expect(twice.status).toBe(400);
    // A cursor of the handled ones does not read on through the new ones, nor the other way.
    const handled = 'handled.2026-03-14T10:00:00.000000Z.00000000-0000-4000-8000-000000000000';
    const awaiting = 'awaiting.2026-03-14T10:00:00.000000Z.00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/admin/stylist-applications?status=new&before=${handled}`,
      `/api/admin/stylist-applications?status=hired&before=${awaiting}`,
    ]) {
      const res = await admin.get(path);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ field: 'before', message: expect.stringContaining('Next-Cursor') }]);
    }
    // The other lists take no filter.
    expect((await admin.get('/api/admin/contact-messages?status=new')).status).toBe(400);
  });

  it('a filtered page is read by the (status, created_at, id) index, the cursor an index condition', async () => {
    const query = moderatedWithStatus(
      s.db,
      'stylist_applications',
      'hired',
      {
        at: '2026-03-14T10:00:00.500000Z',
        id: '00000000-0000-4000-8000-000000000000',
      },
      51,
    ) as unknown as { toString(): string };
    const plan = await s.db.transaction(async (trx) => {
      // The seeded table is small enough for a sequential scan to win: ask which index it would take.
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw(`EXPLAIN ${query.toString()}`);
      return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('stylist_applications_status_paging_idx');
    expect(plan).toMatch(/Index Cond: \(\(status = 'hired'::text\) AND \(ROW\(created_at, id\) < ROW/);
  });
});
