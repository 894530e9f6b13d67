import { describe, expect, it } from '@jest/globals';
import { formatStaffTime } from './booking-display';

describe('times on staff screens', () => {
  it("are the business's time zone, named, whatever the browser's", () => {
    expect(formatStaffTime('2026-06-12T21:00:00.000Z')).toBe('Jun 12, 2026, 2:00 PM PDT');
    expect(formatStaffTime('2026-11-28T22:03:00Z')).toBe('Nov 28, 2026, 2:03 PM PST');
    expect(formatStaffTime(null)).toBe('');
    expect(formatStaffTime('not a date')).toBe('');
  });
});
