import { ADD_ONS } from '@beauty/domain/add-ons';
import { SERVICES } from '@beauty/domain/catalog';
import { describe, expect, it } from '@jest/globals';
import { waitlistSelectionWords, waitlistStatus } from './waitlist-words';

const catalog = { services: SERVICES, addOns: ADD_ONS };
const none = {
  makeupService: null,
  hairService: null,
  bridalPackage: null,
  addOns: [],
  partySize: null,
  bridesmaidCount: null,
};

describe('a waitlist entry in words', () => {
  it('names the tiers by the catalog, with the add-ons and the party size', () => {
    expect(
      waitlistSelectionWords(
        { ...none, makeupService: 'better', hairService: 'updo', addOns: ['lashes'], partySize: 2 },
        catalog,
      ),
    ).toBe('Better makeup · Full Updo hair · False Lashes, for 2 people');
    expect(waitlistSelectionWords({ ...none, makeupService: 'good', partySize: 1 }, catalog)).toBe(
      'Good makeup',
    );
  });

  it('names a bridal package with its bridesmaids, and no party size beside it', () => {
    expect(
      waitlistSelectionWords(
        { ...none, bridalPackage: 'bride-plus-party', bridesmaidCount: 4, partySize: 5 },
        catalog,
      ),
    ).toBe('Full Bridal Party with 4 bridesmaids');
    expect(waitlistSelectionWords({ ...none, bridalPackage: 'bride-only' }, catalog)).toBe(
      'Bride Only Package',
    );
  });

  it('leaves the travel add-on to the area, and names what the catalog no longer has by its id', () => {
    expect(
      waitlistSelectionWords({ ...none, hairService: 'braids', addOns: ['travel', 'glitter'] }, catalog),
    ).toBe('braids hair · glitter');
  });

  it('says whether she is waiting or time has opened up', () => {
    expect(waitlistStatus({ status: 'waiting' })).toMatchObject({ label: 'Waiting', tone: 'waiting' });
    const open = waitlistStatus({ status: 'notified' });
    expect(open).toMatchObject({ label: 'Time opened up', tone: 'open' });
    expect(open.note).toContain('whoever books first');
  });
});
