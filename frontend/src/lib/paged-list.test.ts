import { describe, expect, it } from '@jest/globals';
import { itemsOf, type ListPages, pageUrl } from './paged-list';

describe('pageUrl', () => {
  it('adds the cursor as its parameter, encoded, after any query already there', () => {
    expect(pageUrl('/api/bookings', 'before', null)).toBe('/api/bookings');
    expect(pageUrl('/api/bookings', 'before', '2026-03-14.10:00.a b')).toBe(
      '/api/bookings?before=2026-03-14.10%3A00.a%20b',
    );
    expect(pageUrl('/api/x?y=1', 'after', 'c')).toBe('/api/x?y=1&after=c');
    expect(pageUrl('/api/admin/testimonials', 'before', 'handled.2026-03-14T10:00:00.000001Z.0a+b')).toBe(
      '/api/admin/testimonials?before=handled.2026-03-14T10%3A00%3A00.000001Z.0a%2Bb',
    );
  });
});

describe('itemsOf', () => {
  const pages = (...lists: string[][]): ListPages<{ id: string }> => ({
    pages: lists.map((ids, i) => ({
      items: ids.map((id) => ({ id })),
      nextCursor: i < lists.length - 1 ? `c${i}` : null,
    })),
    pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  });

  it('lists every page read so far in order, an item on two pages once', () => {
    expect(itemsOf(pages(['a', 'b'], ['b', 'c'], ['d'])).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(itemsOf(pages([]))).toEqual([]);
  });
});
