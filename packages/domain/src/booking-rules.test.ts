import { ADD_ONS } from './add-ons';
import {
  BRIDE_MINUTES,
  HAIR_MINUTES,
  LASHES_MINUTES,
  MAKEUP_MINUTES,
  PARTY_MEMBER_MINUTES,
  partyMembers,
  partySizeOf,
  selectionProblem,
  serviceMinutes,
  stayMinutes,
} from './booking-rules';

describe('who a selection styles and for how long', () => {
  it('times tiers per person, lashes included, for the party size', () => {
    expect(serviceMinutes({ makeupService: 'best' })).toBe(MAKEUP_MINUTES.best);
    expect(serviceMinutes({ makeupService: 'good', hairService: 'updo', addOns: ['lashes'] }, 3)).toBe(
      3 * (MAKEUP_MINUTES.good + HAIR_MINUTES.updo + LASHES_MINUTES),
    );
    expect(partyMembers({ hairService: 'simple', partySize: 2 }).map((m) => m.label)).toEqual([
      'Guest 1',
      'Guest 2',
    ]);
  });

  it('times a package as its bride and the people it includes', () => {
    expect(partySizeOf({ bridalPackage: 'bride-only' })).toBe(1);
    expect(partySizeOf({ bridalPackage: 'bride-plus-1' })).toBe(2);
    expect(partySizeOf({ bridalPackage: 'bride-plus-party', bridesmaidCount: 4 })).toBe(5);
    // The stylist's form may leave the bridesmaids out: the party's smallest size is planned.
    expect(partySizeOf({ bridalPackage: 'bride-plus-party' })).toBe(4);
    expect(partySizeOf({ bridalPackage: 'bride-plus-1', addOns: ['extra-bridesmaid'] })).toBe(3);
    expect(serviceMinutes({ bridalPackage: 'bride-plus-party', bridesmaidCount: 4 })).toBe(
      BRIDE_MINUTES + 4 * PARTY_MEMBER_MINUTES,
    );
    expect(partyMembers({ bridalPackage: 'bride-plus-1' }).map((m) => [m.label, m.isBride])).toEqual([
      ['Bride', true],
      ['Guest', false],
    ]);
  });

  it('keeps a stylist on site for touch-ups only with a package and that add-on', () => {
    expect(stayMinutes({ bridalPackage: 'bride-only', addOns: ['onsite-touchups'] })).toBe(120);
    expect(stayMinutes({ bridalPackage: 'bride-only' })).toBe(0);
    expect(stayMinutes({ makeupService: 'good', addOns: ['onsite-touchups'] })).toBe(0);
  });
});

describe('selectionProblem', () => {
  it('requires a service and keeps bridal packages apart from tiers', () => {
    expect(selectionProblem({})).toBe('none-selected');
    expect(selectionProblem({ makeupService: '', hairService: null })).toBe('none-selected');
    expect(selectionProblem({ bridalPackage: 'bride-only', makeupService: 'good' })).toBe(
      'bridal-with-tiers',
    );
    expect(selectionProblem({ makeupService: 'good', hairService: 'simple' })).toBeNull();
  });

  it('keeps bridal add-ons with a package', () => {
    expect(selectionProblem({ makeupService: 'good', addOns: ['skin-prep'] }, { addOns: ADD_ONS })).toBe(
      'bridal-add-on-without-package',
    );
    expect(
      selectionProblem({ bridalPackage: 'bride-only', addOns: ['skin-prep'] }, { addOns: ADD_ONS }),
    ).toBeNull();
  });

  it('refuses false lashes beside a package, which includes them; takes them with tiers', () => {
    for (const bridalPackage of ['bride-only', 'bride-plus-1']) {
      expect(selectionProblem({ bridalPackage, addOns: ['lashes'] }, { addOns: ADD_ONS })).toBe(
        'included-in-package',
      );
    }
    expect(selectionProblem({ makeupService: 'good', addOns: ['lashes'] }, { addOns: ADD_ONS })).toBeNull();
  });

  it('asks the Full Bridal Party for 3-5 bridesmaids, unless a stylist books it', () => {
    expect(selectionProblem({ bridalPackage: 'bride-plus-party' })).toBe('bridesmaids-required');
    expect(
      selectionProblem({ bridalPackage: 'bride-plus-party' }, { bridesmaidsRequired: false }),
    ).toBeNull();
    expect(selectionProblem({ bridalPackage: 'bride-plus-party', bridesmaidCount: 6 })).toBe(
      'bridesmaids-required',
    );
    expect(selectionProblem({ bridalPackage: 'bride-only', bridesmaidCount: 3 })).toBe(
      'bridesmaids-only-for-party',
    );
  });

  it('takes a party size for tiers only, 1 to 6', () => {
    expect(selectionProblem({ makeupService: 'good', partySize: 6 })).toBeNull();
    expect(selectionProblem({ makeupService: 'good', partySize: 7 })).toBe('party-size-range');
    expect(selectionProblem({ makeupService: 'good', partySize: 0 })).toBe('party-size-range');
    expect(selectionProblem({ bridalPackage: 'bride-only', partySize: 2 })).toBe('party-size-with-package');
  });
});
