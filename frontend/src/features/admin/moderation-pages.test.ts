import { describe, expect, it } from '@jest/globals';
import type { ListPages } from '@/lib/paged-list';
import { withStatusChanged } from './moderation-pages';

type Item = { id: string; status: 'new' | 'read' | 'responded'; adminNotes: string | null; name: string };
const item = (id: string, status: Item['status'] = 'new'): Item => ({
  id,
  status,
  adminNotes: null,
  name: id,
});
const pages = (...lists: Item[][]): ListPages<Item> => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('moderation list pages', () => {
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
