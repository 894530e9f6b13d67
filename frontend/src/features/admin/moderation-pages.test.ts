import { describe, expect, it } from '@jest/globals';
import { itemsOf, type ModerationPages, moderationPageUrl, withStatusChanged } from './moderation-pages';

type Item = { id: string; status: 'new' | 'read' | 'responded'; adminNotes: string | null; name: string };
const item = (id: string, status: Item['status'] = 'new'): Item => ({
  id,
  status,
  adminNotes: null,
  name: id,
});
const pages = (...lists: Item[][]): ModerationPages<Item> => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('moderation list pages', () => {
  it('asks for the first page at the list address and the next with ?before=, escaped', () => {
    expect(moderationPageUrl('/api/admin/testimonials', null)).toBe('/api/admin/testimonials');
    expect(moderationPageUrl('/api/admin/testimonials', 'handled.2026-03-14T10:00:00.000001Z.0a+b')).toBe(
      '/api/admin/testimonials?before=handled.2026-03-14T10%3A00%3A00.000001Z.0a%2Bb',
    );
  });

  it('lists every page read so far in order, an item on two pages once', () => {
    const data = pages([item('a'), item('b')], [item('b', 'read'), item('c')], [item('d')]);
    expect(itemsOf(data).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(itemsOf(pages([]))).toEqual([]);
  });

  it("changes one item's status and notes on whichever page it is, and nothing else", () => {
    const data = pages([item('a'), item('b')], [item('c')]);
    const changed = withStatusChanged(data, { id: 'c', status: 'responded', adminNotes: 'Replied' });
    expect(changed?.pages[1]?.items[0]).toEqual({ ...item('c'), status: 'responded', adminNotes: 'Replied' });
    expect(changed?.pages[0]).toEqual(data.pages[0]);
    expect(changed?.pageParams).toEqual(data.pageParams);
    expect(data.pages[1]?.items[0]?.status).toBe('new');
    expect(withStatusChanged(undefined, { id: 'c', status: 'read', adminNotes: null })).toBeUndefined();
  });
});
