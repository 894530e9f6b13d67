import { randomUUID } from 'node:crypto';
import { ADMIN_GALLERY_PAGE_SIZE } from '@beauty/domain/schemas/gallery';
import { ADMIN_BOOKINGS_PAGE_SIZE, staffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { addDays, TIME_SLOTS, todayInBusinessZone } from '@beauty/domain/slots';
import { seedCatalog } from '../../../services/api/src/db/seed';
import type { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { insertBookingRow, insertUser } from '../worker/staff-fixture';
import { signedInAs } from './staff-support';

/**
 * Issue 14 point 9, the admin's last unbounded lists: the Management Panel's gallery (50 images a
 * page, newest first by (created_at, id), Next-Cursor / ?before=, the total in Total-Count) and
 * GET /api/admin/bookings (50 a page, ?limit= up to 100, by appointment time then id,
 * Next-Cursor / ?after=). And the Appointments list, which now reads each booking's plan in the
 * same statement as the booking: the same plan as the booking's own answer.
 */
let s: SubmissionsEnv;
let admin: Client;
beforeAll(async () => {
  s = await startSubmissionsEnv('admin_lists_paging');
  await seedCatalog(s.db);
  admin = (await signedInAs(s.api.url, s.db, 'admin', 'Pager')).client;
});
afterAll(() => s?.close());

/** Walk a list from its first page by `header` / `?param=`; every page must answer 200. */
async function walk(path: string, param: string, header = 'next-cursor') {
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
const snapshot = async () => ({
  gallery: await s.db('gallery_images').orderBy('id').select('id', 'title', 'updatedAt'),
  bookings: await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt'),
});

describe('GET /api/admin/gallery is paged', () => {
  /**
   * 120 images within one millisecond, microseconds apart in an order that is not the insertion
   * order, three at a time on the very same instant (the id decides; every page ends inside such
   * a three): a cursor rounded to the millisecond, or an order without the id, would lose or
   * repeat images.
   */
  const instant = (i: number) => {
    const k = i - (i % 3);
    return `2026-03-14T10:00:00.${String(100_000 + ((k * 37) % 997)).padStart(6, '0')}Z`;
  };

  it('answers 50 a page, newest first by (created_at, id), each image once, the total on the first page', async () => {
    await s.db('gallery_images').del();
    const rows = Array.from({ length: 120 }, (_, i) => ({
      title: `Look ${i}`,
      imageUrl: `/objects/gallery/${randomUUID()}.webp`,
      tags: ['bridal'],
      isPublic: i % 3 !== 0,
      createdAt: instant(i),
    }));
    const inserted: Array<{ id: string }> = await s.db('gallery_images').insert(rows, ['id']);
    const expected = inserted
      .map(({ id }, i) => ({ id, key: `${instant(i)} ${id}` }))
      .sort((a, b) => (a.key < b.key ? 1 : -1))
      .map((image) => image.id);

    const { pages, first, ids } = await walk('/api/admin/gallery', 'before');
    expect(pages.map((page) => page.length)).toEqual([ADMIN_GALLERY_PAGE_SIZE, ADMIN_GALLERY_PAGE_SIZE, 20]);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(120);
    // Public and private alike, as the tab manages both.
    expect(pages.flat().filter((image) => image.isPublic === false)).toHaveLength(40);
    expect(first.get('total-count')).toBe('120');
    const second = await admin.get(
      `/api/admin/gallery?before=${encodeURIComponent(first.get('next-cursor') ?? '')}`,
    );
    expect(second.headers.get('total-count')).toBeNull();
    expect(first.get('next-cursor')).toMatch(/^2026-03-14T10:00:00\.1\d{5}Z\.[0-9a-f-]{36}$/);

    // An image added while the admin reads: the pages already read go on where they were.
    const cursor = first.get('next-cursor') ?? '';
    await s.db('gallery_images').insert({ title: 'New look', imageUrl: '/objects/gallery/new.webp' });
    const again = await admin.get(`/api/admin/gallery?before=${encodeURIComponent(cursor)}`);
    expect(again.json.map((image: { id: string }) => image.id)).toEqual(expected.slice(50, 100));
    expect((await admin.get('/api/admin/gallery')).headers.get('total-count')).toBe('121');
  });

  it('exactly a page of images: no Next-Cursor; none at all: an empty list', async () => {
    await s.db('gallery_images').del();
    await s.db('gallery_images').insert(
      Array.from({ length: ADMIN_GALLERY_PAGE_SIZE }, (_, i) => ({
        title: `Look ${i}`,
        imageUrl: `/objects/gallery/${i}.webp`,
      })),
    );
    const one = await admin.get('/api/admin/gallery');
    expect(one.json).toHaveLength(ADMIN_GALLERY_PAGE_SIZE);
    expect(one.headers.get('next-cursor')).toBeNull();
    await s.db('gallery_images').del();
    const none = await admin.get('/api/admin/gallery');
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    expect(none.headers.get('total-count')).toBe('0');
  });

  it('refuses a cursor that is not one (400 naming the field, nothing changes) and keeps its role check', async () => {
    await s.db('gallery_images').insert({ title: 'Kept', imageUrl: '/objects/gallery/kept.webp' });
    const before = await snapshot();
    for (const bad of [
      'nope',
      '',
      '2026-02-30T10:00:00.000000Z.00000000-0000-4000-8000-000000000000',
      '2026-03-14T10:00:00.000Z.00000000-0000-4000-8000-000000000000',
      "2026-03-14T10:00:00.000000Z.00000000-0000-4000-8000-000000000000' or 1=1",
    ]) {
      const res = await admin.get(`/api/admin/gallery?before=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: 'before' })]);
    }
    expect((await admin.get('/api/admin/gallery?page=2')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'NotAdmin');
    expect((await stylist.client.get('/api/admin/gallery')).status).toBe(403);
  });
});

interface Listed {
  id: string;
  eventDate: string;
  eventTime: string;
}

const byAppointment = (a: Listed, b: Listed) => {
  const key = (x: Listed) => `${x.eventDate} ${x.eventTime} ${x.id}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
};

describe('GET /api/admin/bookings is paged', () => {
  let expected: string[];
  beforeAll(async () => {
    await s.db('bookings').del();
    const customer = await insertUser(s.db, 'customer');
    const stylist = await insertUser(s.db, 'stylist');
    // 130 over the years behind and ahead; three at the same date and time in places (the id decides).
    const listed: Listed[] = [];
    for (let i = 0; i < 130; i += 1) {
      const eventDate = addDays(todayInBusinessZone(), -400 + Math.floor(i / 3) * 17);
      const eventTime = i % 3 === 0 ? '10:00' : TIME_SLOTS[i % TIME_SLOTS.length]!;
      const id = await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: i % 4 ? stylist.id : null,
        eventDate,
        eventTime,
        status: i % 5 === 0 ? 'cancelled' : i % 2 ? 'completed' : 'confirmed',
      });
      listed.push({ id, eventDate, eventTime });
    }
    expected = listed.sort(byAppointment).map((b) => b.id);
  });

  it('answers 50 a page by appointment time, then id, each booking once (Next-Cursor, ?after=)', async () => {
    const { pages, ids } = await walk('/api/admin/bookings', 'after');
    expect(pages.map((page) => page.length)).toEqual([
      ADMIN_BOOKINGS_PAGE_SIZE,
      ADMIN_BOOKINGS_PAGE_SIZE,
      30,
    ]);
    expect(ids).toEqual(expected);
    // Each row as staff see a booking: the client, the plan.
    expect(pages[0]![0]).toEqual(
      expect.objectContaining({
        clientEmail: expect.any(String),
        plan: expect.any(Object),
        claimable: false,
      }),
    );
  });

  it('?limit= sets the page size up to 100, and the walk is the same', async () => {
    const hundred = await walk('/api/admin/bookings?limit=100', 'after');
    expect(hundred.pages.map((page) => page.length)).toEqual([100, 30]);
    expect(hundred.ids).toEqual(expected);
    const sevens = await walk('/api/admin/bookings?limit=7', 'after');
    expect(sevens.pages).toHaveLength(Math.ceil(130 / 7));
    expect(sevens.ids).toEqual(expected);
  });

  it("refuses a bad 'after' or 'limit' (400 naming the field, nothing changes), and is for admins only", async () => {
    const before = await snapshot();
    for (const bad of [
      'nope',
      '',
      '2026-02-30.10:00.00000000-0000-4000-8000-000000000000',
      '2026-01-01.10:00.not-a-uuid',
      "2026-01-01.10:00.00000000-0000-4000-8000-000000000000' or 1=1",
    ]) {
      const res = await admin.get(`/api/admin/bookings?after=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/'after' must be the nextCursor/);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: 'after' })]);
    }
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) {
      const res = await admin.get(`/api/admin/bookings?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    }
    expect(await snapshot()).toEqual(before);
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'NotAdmin');
    expect((await stylist.client.get('/api/admin/bookings')).status).toBe(403);
  });
});

describe('the Appointments list reads each plan with its booking', () => {
  it("answers the list's fields only, and the same plan as the admin's bookings list", async () => {
    await s.db('bookings').del();
    const customer = await insertUser(s.db, 'customer');
    const lead = await insertUser(s.db, 'stylist', { firstName: 'Lead', lastName: 'Stylist' });
    const assist = await insertUser(s.db, 'stylist', { firstName: 'Assist', lastName: null });
    const date = addDays(todayInBusinessZone(), 9);
    const party = await insertBookingRow(s.db, {
      customerId: customer.id,
      stylistId: lead.id,
      eventDate: date,
      eventTime: '09:00',
      status: 'confirmed',
    });
    const unstaffed = await insertBookingRow(s.db, {
      customerId: customer.id,
      eventDate: date,
      eventTime: '15:00',
    });
    const range = (from: string, to: string) =>
      s.db.raw("tstzrange(?::timestamptz, ?::timestamptz, '[)')", [
        `${date}T${from}:00-08:00`,
        `${date}T${to}:00-08:00`,
      ]);
    // The assist's block written first: the lead still comes first in the plan.
    await s.db('stylist_blocks').insert({
      stylistId: assist.id,
      kind: 'appointment',
      bookingId: party,
      role: 'assist',
      held: range('08:30', '11:15'),
      service: range('09:00', '11:00'),
      members: JSON.stringify([
        { label: 'Bridesmaid 1', isBride: false, minutes: 60, startsAt: `${date}T17:00:00.000Z` },
      ]),
    });
    await s.db('stylist_blocks').insert({
      stylistId: lead.id,
      kind: 'appointment',
      bookingId: party,
      role: 'lead',
      held: range('08:30', '12:15'),
      service: range('09:00', '12:00'),
      members: JSON.stringify([
        { label: 'Bride', isBride: true, minutes: 90, startsAt: `${date}T17:00:00.000Z` },
        { label: 'Bridesmaid 2', isBride: false, minutes: 60, startsAt: `${date}T18:30:00.000Z` },
      ]),
    });

    const list = await admin.get('/api/stylist/bookings');
    expect(list.status).toBe(200);
    const full = await admin.get('/api/admin/bookings');
    type Row = Record<string, unknown> & { id: string };
    const rowOf = (rows: Row[], id: string): Row => rows.find((row) => row.id === id) ?? { id: 'missing' };
    for (const id of [party, unstaffed]) {
      const row = rowOf(list.json, id);
      const booking = rowOf(full.json, id);
      expect(Object.keys(row).sort()).toEqual(Object.keys(staffBookingRow.properties).sort());
      // Every field the list carries is the booking's own, the plan included.
      for (const [field, value] of Object.entries(row))
        expect([field, value]).toEqual([field, booking[field]]);
    }
    const plan = rowOf(list.json, party).plan as {
      staffed: boolean;
      assignments: Array<{ stylistName: string; role: string; members: unknown[] }>;
    };
    expect(plan.staffed).toBe(true);
    expect(plan.assignments.map((a) => [a.stylistName, a.role, a.members.length])).toEqual([
      ['Lead Stylist', 'lead', 2],
      ['Assist', 'assist', 1],
    ]);
    expect(rowOf(list.json, unstaffed)).toEqual(
      expect.objectContaining({
        claimable: true,
        plan: expect.objectContaining({ staffed: false, assignments: [] }),
      }),
    );
  });
});
