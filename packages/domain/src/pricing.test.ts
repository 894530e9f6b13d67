import { ADD_ONS } from './add-ons';
import { SERVICES } from './catalog';
import {
  depositFor,
  depositForFinalPrice,
  dollarsInput,
  formatDollars,
  formatEstimate,
  parseDollars,
  quote,
  UnknownCatalogItemError,
} from './pricing';

describe('quote', () => {
  it.each(SERVICES.filter((s) => s.category !== 'bridal'))(
    'prices the $tier $category tier at its minimum with a 30% deposit',
    (service) => {
      const q = quote({ [service.category === 'makeup' ? 'makeupService' : 'hairService']: service.tier });
      expect(q.totalCents).toBe(service.priceMinCents);
      expect(q.depositCents).toBe(Math.round(service.priceMinCents * 0.3));
      expect(q.balanceCents).toBe(q.totalCents - q.depositCents);
    },
  );

  it.each(SERVICES.filter((s) => s.category === 'bridal'))(
    'prices the $tier package at its minimum with a 50% deposit',
    (pkg) => {
      const q = quote({ bridalPackage: pkg.tier });
      expect(q.totalCents).toBe(pkg.priceMinCents);
      expect(q.depositCents).toBe(pkg.priceMinCents / 2);
    },
  );

  it('sums makeup, hair and add-ons; custom-priced travel adds nothing', () => {
    const q = quote({
      makeupService: 'better',
      hairService: 'updo',
      addOns: ['lashes', 'travel', 'shopping'],
    });
    expect(q.totalCents).toBe(10000 + 20000 + 2000 + 0 + 5000);
    expect(q.depositCents).toBe(Math.round(37000 * 0.3));
    expect(q.lines.find((l) => l.id === 'travel')?.custom).toBe(true);
  });

  it('counts a repeated add-on once', () => {
    expect(quote({ makeupService: 'good', addOns: ['lashes', 'lashes'] }).totalCents).toBe(5000 + 2000);
  });

  it('uses the 50% rule when a bridal package has add-ons', () => {
    const q = quote({ bridalPackage: 'bride-plus-1', addOns: ['skin-prep'] });
    expect(q.totalCents).toBe(60000 + 10000);
    expect(q.depositCents).toBe(35000);
  });

  it('refuses items that are not in the catalog', () => {
    expect(() => quote({ makeupService: 'platinum' })).toThrow(UnknownCatalogItemError);
    expect(() => quote({ makeupService: 'good', addOns: ['champagne'] })).toThrow(UnknownCatalogItemError);
  });

  it('prices tiers and lashes once per person styled, packages once', () => {
    const party = quote({ makeupService: 'better', hairService: 'simple', addOns: ['lashes'], partySize: 3 });
    expect(party.totalCents).toBe(3 * (10000 + 5000 + 2000));
    expect(party.lines.map((l) => [l.label, l.quantity])).toEqual([
      ['Better × 3', 3],
      ['Simple × 3', 3],
      ['False Lashes × 3', 3],
    ]);
    expect(quote({ bridalPackage: 'bride-plus-party', bridesmaidCount: 5 }).totalCents).toBe(120000);
  });

  it('prices the on-site stay for touch-ups for each hour the plan keeps the stylist', () => {
    const stay = quote({ bridalPackage: 'bride-only', addOns: ['onsite-touchups'] });
    expect(stay.lines.find((l) => l.id === 'onsite-touchups')).toEqual({
      id: 'onsite-touchups',
      label: 'On-site stylist stay for touch-ups (2 hours)',
      priceMinCents: 2 * 7500,
      quantity: 2,
      custom: false,
    });
    expect(stay.totalCents).toBe(40000 + 15000);
  });

  it("adds the service area's travel fee, and a quoted area as custom; the 'travel' add-on adds nothing more", () => {
    const graham = { id: 'graham', name: 'Graham', travelFeeCents: 3000, quoted: false };
    const q = quote({ makeupService: 'good', addOns: ['travel'] }, undefined, graham);
    expect(q.totalCents).toBe(5000 + 3000);
    expect(q.lines.filter((l) => l.id === 'travel')).toEqual([
      { id: 'travel', label: 'Travel to Graham', priceMinCents: 3000, quantity: 1, custom: false },
    ]);
    expect(q.depositCents).toBe(Math.round(8000 * 0.3));
    const other = quote({ makeupService: 'good' }, undefined, {
      id: 'other',
      name: 'Other (quoted)',
      travelFeeCents: 0,
      quoted: true,
    });
    expect(other.totalCents).toBe(5000);
    expect(other.lines.at(-1)).toMatchObject({ label: 'Travel (quoted)', custom: true });
  });

  it('prices from the catalog it is given (the database copy), not the built-in one', () => {
    const services = SERVICES.map((s) => (s.id === 'makeup-good' ? { ...s, priceMinCents: 6000 } : s));
    expect(quote({ makeupService: 'good' }, { services, addOns: ADD_ONS }).totalCents).toBe(6000);
  });
});

describe('deposit and formatting', () => {
  it('rounds deposits to whole cents', () => {
    expect(depositFor(7500, false)).toBe(2250);
    expect(depositFor(3333, false)).toBe(1000);
    expect(depositFor(3333, true)).toBe(1667);
  });
  it('formats the estimate as $N+', () => {
    expect(formatEstimate(37000)).toBe('$370+');
    expect(formatEstimate(120000)).toBe('$1,200+');
    expect(formatDollars(2250)).toBe('$22.50');
  });
});

describe('a final price typed in dollars', () => {
  it.each([
    ['325', 32_500],
    ['325.5', 32_550],
    ['325.50', 32_550],
    [' $1,200.00 ', 120_000],
    ['0', 0],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', '-5', '3.255', '12a', '1,20', '$', '1.2.3'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it('shows cents as the field reads them back', () => {
    for (const cents of [0, 30_000, 32_550, 105]) expect(parseDollars(dollarsInput(cents))).toBe(cents);
    expect(dollarsInput(32_550)).toBe('325.50');
    expect(dollarsInput(30_000)).toBe('300');
  });
});

describe('the deposit of a final price', () => {
  const rates = { bridal: 0.5, standard: 0.3 };
  const booked = {
    totalPriceCents: 20_000,
    depositCents: 5_000,
    paymentStatus: 'unpaid',
    bridalPackage: null,
  };

  it("follows the price at the booking's own rate while unpaid", () => {
    expect(depositForFinalPrice(booked, 30_000, rates)).toBe(7_500);
  });

  it("uses the owner's rate when the estimate was $0", () => {
    const quoted = { ...booked, totalPriceCents: 0, depositCents: 0, bridalPackage: 'bride-only' };
    expect(depositForFinalPrice(quoted, 80_000, rates)).toBe(40_000);
  });

  it('does not drift from the whole percentage over repeated prices', () => {
    const first = depositForFinalPrice({ ...booked, depositCents: 6_000 }, 32_555, rates);
    expect(first).toBe(9_767);
    expect(
      depositForFinalPrice({ ...booked, totalPriceCents: 32_555, depositCents: first }, 100_000, rates),
    ).toBe(30_000);
  });

  it('stays what was received once a deposit is in', () => {
    expect(depositForFinalPrice({ ...booked, paymentStatus: 'deposit_received' }, 30_000, rates)).toBe(5_000);
  });
});
