import { describe, expect, it } from '@jest/globals';
import { availabilityHint, PARTY_TOO_LARGE_HINT } from './available-times';

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
