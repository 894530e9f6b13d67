import { describe, expect, it } from '@jest/globals';
import { pageUrl } from './paged-list';

describe('pageUrl', () => {
  it('adds the cursor as its parameter, encoded, after any query already there', () => {
    expect(pageUrl('/api/bookings', 'before', null)).toBe('/api/bookings');
    expect(pageUrl('/api/bookings', 'before', '2026-03-14.10:00.a b')).toBe(
      '/api/bookings?before=2026-03-14.10%3A00.a%20b',
    );
    expect(pageUrl('/api/x?y=1', 'after', 'c')).toBe('/api/x?y=1&after=c');
  });
});
