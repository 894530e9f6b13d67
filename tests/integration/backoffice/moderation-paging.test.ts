import { randomUUID } from 'node:crypto';
import { MODERATION_PAGE_SIZE } from '@beauty/domain/schemas/admin';
import type { Client } from '../../support/http';
import { insertUpload, type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { signedInAs } from './staff-support';

/**
 * The admin's moderation lists stay bounded however many years of items there are (issue 14
 * point 9): 50 a page, those awaiting action first (what the tab badge counts), then the handled
 * ones, each newest first by (created_at, id), walked with the Next-Cursor header (?before=); the
 * badges come from GET /api/admin/panel-counts.
 */
let s: SubmissionsEnv;
let admin: Client;
/** The resume every seeded application points at. */
let resumeUploadId: string;
beforeAll(async () => {
  s = await startSubmissionsEnv('moderation_paging');
  admin = (await signedInAs(s.api.url, s.db, 'admin', 'Pager')).client;
  resumeUploadId = (await insertUpload(s.db, 'resume')).id;
});
afterAll(() => s?.close());

interface Seeded {
  id: string;
  /** created_at as Postgres holds it, to the microsecond. */
  createdAt: string;
  status: string;
}

/**
 * Within one millisecond, microseconds apart in an order that is not the insertion order, and
 * some pairs on the very same instant (the id decides those): a cursor rounded to the
 * millisecond, or an order without the id, would lose or repeat items.
 */
const instant = (i: number) => {
  const k = i % 10 === 9 ? i - 1 : i;
  return `2026-03-14T10:00:00.${String(100_000 + ((k * 37) % 997)).padStart(6, '0')}Z`;
};

const ROWS = {
  contact_messages: (status: string, createdAt: string) => ({
    name: 'Nora',
    email: 'nora@example.com',
    subject: 'Availability',
    message: 'Do you travel to Gig Harbor?',
    status,
    trackingTokenHash: randomUUID(),
    createdAt,
  }),
  testimonials: (status: string, createdAt: string) => ({
    customerName: 'Maya',
    customerEmail: 'maya@example.com',
    serviceType: 'bridal',
    rating: 5,
    content: 'Wonderful all day.',
    status,
    createdAt,
  }),
  consultation_requests: (status: string, createdAt: string) => ({
    name: 'Ava',
    email: 'ava@example.com',
    status,
    trackingTokenHash: randomUUID(),
    createdAt,
  }),
  stylist_applications: (status: string, createdAt: string) => ({
    firstName: 'Lena',
    lastName: 'Park',
    email: 'lena@example.com',
    phone: '253-555-0142',
    specialties: 'both',
    experience: 'Six years of bridal makeup.',
    resumeUploadId,
    status,
    createdAt,
  }),
};
type Table = keyof typeof ROWS;

/** Replace the table's rows with these statuses, in order, at the instants above. */
async function seed(table: Table, statuses: string[]): Promise<Seeded[]> {
  await s.db(table).del();
  const rows = statuses.map((status, i) => ROWS[table](status, instant(i)));
  const ids: Array<{ id: string }> = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(...(await s.db(table).insert(rows.slice(i, i + 500), ['id'])));
  return ids.map(({ id }, i) => ({ id, createdAt: instant(i), status: statuses[i]! }));
}

/** The order the lists promise: awaiting first, then handled, each by (created_at, id) descending. */
function expectedOrder(rows: Seeded[], awaiting: string): string[] {
  const key = (r: Seeded) => `${r.createdAt} ${r.id}`;
  const newestFirst = (a: Seeded, b: Seeded) => (key(a) < key(b) ? 1 : -1);
  return [
    ...rows.filter((r) => r.status === awaiting).sort(newestFirst),
    ...rows.filter((r) => r.status !== awaiting).sort(newestFirst),
  ].map((r) => r.id);
}

async function walk(path: string) {
  const pages: Array<Array<{ id: string; status: string }>> = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await admin.get(cursor ? `${path}?before=${encodeURIComponent(cursor)}` : path);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    pages.push(res.json);
    cursor = res.headers.get('next-cursor');
    if (cursor) cursors.push(cursor);
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return { pages, cursors, ids: pages.flat().map((item) => item.id) };
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
