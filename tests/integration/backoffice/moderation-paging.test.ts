import { MODERATION_PAGE_SIZE } from '@beauty/domain/schemas/admin';
import { admin, type Seeded, s, seed, useModerationEnv, walk } from './moderation-support';
import { signedInAs } from './staff-support';

/**
 * The admin's moderation lists stay bounded however many years of items there are (issue 14
 * point 9): 50 a page, those awaiting action first (what the tab badge counts), then the handled
 * ones, each newest first by (created_at, id), walked with the Next-Cursor header (?before=); the
 * badges come from GET /api/admin/panel-counts.
 */
useModerationEnv('moderation_paging', 'Pager');

/** The order the lists promise: awaiting first, then handled, each by (created_at, id) descending. */
function expectedOrder(rows: Seeded[], awaiting: string): string[] {
  const key = (r: Seeded) => `${r.createdAt} ${r.id}`;
  const newestFirst = (a: Seeded, b: Seeded) => (key(a) < key(b) ? 1 : -1);
  return [
    ...rows.filter((r) => r.status === awaiting).sort(newestFirst),
    ...rows.filter((r) => r.status !== awaiting).sort(newestFirst),
  ].map((r) => r.id);
}

describe('the moderation lists are paged', () => {
  it('contact messages: new ones first, then the rest, 50 a page, each once, no Next-Cursor on the last page', async () => {
    const statuses = Array.from({ length: 130 }, (_, i) =>
      i % 9 === 0 ? 'new' : i % 2 ? 'read' : 'responded',
    );
    const rows = await seed('contact_messages', statuses);
    const { pages, cursors, ids } = await walk('/api/admin/contact-messages');
    expect(pages.map((page) => page.length)).toEqual([50, 50, 30]);
    expect(cursors).toHaveLength(2);
    expect(ids).toEqual(expectedOrder(rows, 'new'));
    // The first page starts with every new one (15 of them).
    expect(pages[0]!.slice(0, 15).every((m) => m.status === 'new')).toBe(true);
    expect(pages[0]!.slice(15).every((m) => m.status !== 'new')).toBe(true);
    expect(cursors[0]).toMatch(/^handled\.2026-03-14T10:00:00\.1\d{5}Z\.[0-9a-f-]{36}$/);
  });

  it('testimonials: more pending than a page walks the pending ones, then on into the decided ones', async () => {
    const statuses = [
      ...Array.from({ length: MODERATION_PAGE_SIZE + 1 }, () => 'pending'),
      'approved',
      'rejected',
    ];
    const rows = await seed('testimonials', statuses);
    const { pages, cursors, ids } = await walk('/api/admin/testimonials');
    expect(pages.map((page) => page.length)).toEqual([50, 3]);
    expect(cursors[0]).toMatch(/^awaiting\./);
    expect(ids).toEqual(expectedOrder(rows, 'pending'));
    expect(pages[1]!.map((t) => t.status)).toEqual(['pending', expect.any(String), expect.any(String)]);
  });

  it('consultation requests: exactly a page of new ones still says there is more, then the last page has none', async () => {
    const rows = await seed('consultation_requests', [
      ...Array.from({ length: MODERATION_PAGE_SIZE }, () => 'new'),
      'contacted',
    ]);
    const { pages, ids } = await walk('/api/admin/consultation-requests');
    expect(pages.map((page) => page.length)).toEqual([50, 1]);
    expect(ids).toEqual(expectedOrder(rows, 'new'));

    // Exactly one page in all: no Next-Cursor.
    await seed(
      'consultation_requests',
      Array.from({ length: MODERATION_PAGE_SIZE }, () => 'contacted'),
    );
    const one = await admin.get('/api/admin/consultation-requests');
    expect(one.json).toHaveLength(50);
    expect(one.headers.get('next-cursor')).toBeNull();

    // None at all: an empty list.
    await s.db('consultation_requests').del();
    const none = await admin.get('/api/admin/consultation-requests');
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    expect(none.headers.get('next-cursor')).toBeNull();
  });

  it('stylist applications: new ones first, then the reviewed, interviewing, hired and declined ones', async () => {
    const handled = ['reviewed', 'interviewing', 'hired', 'declined'];
    const rows = await seed(
      'stylist_applications',
      Array.from({ length: 75 }, (_, i) => (i % 4 === 0 ? 'new' : handled[i % handled.length]!)),
    );
    const { pages, ids } = await walk('/api/admin/stylist-applications');
    expect(pages.map((page) => page.length)).toEqual([50, 25]);
    expect(ids).toEqual(expectedOrder(rows, 'new'));
  });

  it('a cursor reads the next page even after the items before it changed status', async () => {
    const rows = await seed(
      'contact_messages',
      Array.from({ length: 60 }, () => 'read'),
    );
    const first = await admin.get('/api/admin/contact-messages');
    const cursor = first.headers.get('next-cursor')!;
    await s
      .db('contact_messages')
      .whereIn(
        'id',
        rows.slice(0, 5).map((r) => r.id),
      )
      .update({ status: 'responded' });
    const next = await admin.get(`/api/admin/contact-messages?before=${encodeURIComponent(cursor)}`);
    expect(next.json.map((m: { id: string }) => m.id)).toEqual(expectedOrder(rows, 'new').slice(50));
  });

  it.each([
    ['not a cursor', 'nope'],
    ['an unknown group', 'later.2026-03-14T10:00:00.000000Z.00000000-0000-4000-8000-000000000000'],
    ['milliseconds only', 'handled.2026-03-14T10:00:00.000Z.00000000-0000-4000-8000-000000000000'],
    ['a day that does not exist', 'handled.2026-02-30T10:00:00.000000Z.00000000-0000-4000-8000-000000000000'],
    [
      'an hour that does not exist',
      'awaiting.2026-03-14T25:00:00.000000Z.00000000-0000-4000-8000-000000000000',
    ],
    ['no id', 'handled.2026-03-14T10:00:00.000000Z.'],
    ['SQL', "handled.2026-03-14T10:00:00.000000Z.1' OR '1'='1"],
  ])('a malformed cursor (%s) is a 400 naming before', async (_label, cursor) => {
    for (const path of [
      '/api/admin/contact-messages',
      '/api/admin/testimonials',
      '/api/admin/consultation-requests',
      '/api/admin/stylist-applications',
    ]) {
      const res = await admin.get(`${path}?before=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ field: 'before', message: expect.stringContaining('Next-Cursor') }]);
    }
  });

  it('a cursor sent twice, or an unknown parameter, is a 400', async () => {
    const cursor = 'handled.2026-03-14T10:00:00.000000Z.00000000-0000-4000-8000-000000000000';
    const twice = await admin.get(`/api/admin/testimonials?before=${cursor}&before=${cursor}`);
    expect(twice.status).toBe(400);
    const unknown = await admin.get('/api/admin/testimonials?page=2');
    expect(unknown.status).toBe(400);
  });
});

describe('GET /api/admin/panel-counts', () => {
  it('counts new requests, pending reviews, new messages and new applications, however few of them a page holds', async () => {
    await seed('consultation_requests', ['new', 'contacted', 'new', 'scheduled', 'completed']);
    await seed('stylist_applications', ['new', 'hired', 'declined', 'new', 'new', 'interviewing']);
    await seed('testimonials', [
      ...Array.from({ length: 70 }, () => 'approved'),
      'pending',
      'rejected',
      'pending',
    ]);
    const messages = await seed('contact_messages', [
      ...Array.from({ length: 120 }, (_, i) => (i % 3 === 0 ? 'new' : 'read')),
      'responded',
    ]);
    const counts = await admin.get('/api/admin/panel-counts');
    expect(counts.status).toBe(200);
    expect(counts.json).toEqual({
      consultationRequests: 2,
      testimonials: 2,
      contactMessages: 40,
      applications: 3,
    });

    // A status change shows in the count.
    const aNewOne = messages.find((m) => m.status === 'new')!;
    const read = await admin.request('PUT', `/api/admin/contact-messages/${aNewOne.id}/status`, {
      json: { status: 'read' },
    });
    expect(read.status).toBe(200);
    expect((await admin.get('/api/admin/panel-counts')).json.contactMessages).toBe(39);
  });

  it('is for admins only', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    expect((await stylist.client.get('/api/admin/panel-counts')).status).toBe(403);
    expect((await s.client().get('/api/admin/panel-counts')).status).toBe(401);
  });
});
