import { describe, expect, it } from '@jest/globals';
import { changedAt } from './change-words';

describe('the change history', () => {
  it("tells when a change was saved in the business's time zone, whatever the browser's", () => {
    expect(changedAt('2026-11-28T22:03:00Z')).toBe('Nov 28, 2026, 2:03 PM PST');
    expect(changedAt('2027-07-04T16:30:00Z')).toBe('Jul 4, 2027, 9:30 AM PDT');
  });
});
