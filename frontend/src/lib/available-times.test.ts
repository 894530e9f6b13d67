import { describe, expect, it } from '@jest/globals';
import { availabilityHint, PARTY_TOO_LARGE_HINT, startsWithinWindow } from './available-times';

const answered = { wait: null, isPending: false, isError: false, partyTooLarge: false } as const;
const time = { time: '10:00', stylists: 1, startsAt: '10:00', readyAt: '11:30' };

describe('the hint under the times', () => {
  it('says a date is taken when others may have time', () => {
    expect(availabilityHint({ ...answered, times: [] }, 'start')).toBe(
      'Every time on this date is taken. Please try another date.',
    );
  });

  it('says a party larger than the team needs a word with us, not another date', () => {
    expect(availabilityHint({ ...answered, times: [], partyTooLarge: true }, 'start')).toBe(
      PARTY_TOO_LARGE_HINT,
    );
    expect(PARTY_TOO_LARGE_HINT).toContain('Please contact us');
  });

  it('explains the times when there are some', () => {
    expect(availabilityHint({ ...answered, times: [time] }, 'start')).toBe(
      'Pacific time: when styling starts. Each time shows when everyone is ready.',
    );
    expect(availabilityHint({ ...answered, times: [time] }, 'ready-by')).toBe(
      'Pacific time: when everyone is ready. Each time shows when styling starts.',
    );
  });
});

describe('a time inside the change window', () => {
  // Monday, December 7, 2026, 10:00 in Puyallup (PST, UTC-8).
  const now = new Date('2026-12-07T18:00:00Z');

  it('is one that starts less than the window ahead, read as a clock time on its date', () => {
    expect(startsWithinWindow('2026-12-08', { startsAt: '16:00' }, 48, now)).toBe(true);
    expect(startsWithinWindow('2026-12-09', { startsAt: '09:59' }, 48, now)).toBe(true);
    expect(startsWithinWindow('2026-12-09', { startsAt: '10:00' }, 48, now)).toBe(false);
    expect(startsWithinWindow('2026-12-20', { startsAt: '09:00' }, 48, now)).toBe(false);
  });

  it('is none without a chosen time or without a window', () => {
    expect(startsWithinWindow('2026-12-08', undefined, 48, now)).toBe(false);
    expect(startsWithinWindow('2026-12-08', { startsAt: '16:00' }, 0, now)).toBe(false);
  });
});
