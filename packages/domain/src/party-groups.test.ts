import { describe, expect, it } from '@jest/globals';
import { partyMembers, type StaffingSelection } from './booking-rules';
import { fewestStylists } from './party-groups';

describe('the fewest stylists a party needs at once (6 hours of styling each at most)', () => {
  it.each<[string, StaffingSelection, number]>([
    ['one client', { makeupService: 'best', hairService: 'updo' }, 1],
    // 4 × 150 minutes is 10 hours: two stylists, 5 hours each.
    ['four clients with Best and Updo', { makeupService: 'best', hairService: 'updo', partySize: 4 }, 2],
    ['the bride alone', { bridalPackage: 'bride-only' }, 1],
    ['the bride and a guest', { bridalPackage: 'bride-plus-1' }, 1],
    // 150 + 3 × 120 = 510 minutes: more than one stylist's 360.
    [
      'the Full Bridal Party with 3 bridesmaids',
      { bridalPackage: 'bride-plus-party', bridesmaidCount: 3 },
      2,
    ],
    // 150 + 5 × 120 = 750 minutes: two stylists would need 375 each.
    [
      'the Full Bridal Party with 5 bridesmaids',
      { bridalPackage: 'bride-plus-party', bridesmaidCount: 5 },
      3,
    ],
  ])('%s: %i', (_, selection, stylists) => {
    expect(fewestStylists(partyMembers(selection))).toBe(stylists);
  });

  it('follows the session limit it is given', () => {
    const party = partyMembers({ bridalPackage: 'bride-plus-party', bridesmaidCount: 5 });
    expect(fewestStylists(party, 480)).toBe(2);
    expect(fewestStylists(party, 150)).toBe(6);
  });
});
