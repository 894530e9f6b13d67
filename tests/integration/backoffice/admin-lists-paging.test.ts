import { randomUUID } from 'node:crypto';
import { ADMIN_GALLERY_PAGE_SIZE } from '@beauty/domain/schemas/gallery';
import { admin, s, snapshot, useAdminLists, walk } from './admin-lists-support';
import { signedInAs } from './staff-support';

useAdminLists('admin_lists_paging');

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
