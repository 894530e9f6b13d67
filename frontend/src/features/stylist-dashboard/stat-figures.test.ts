import type { StylistStats } from '@beauty/domain/schemas/stylist-dashboard';
import { describe, expect, it } from '@jest/globals';
import { lastSixMonths, statFigures } from './stat-figures';
import { staffBooking } from './test-bookings';

const ME = '00000000-0000-4000-8000-00000000a001';
const OTHER = '00000000-0000-4000-8000-00000000a002';
const context = { today: '2026-06-14', userId: ME };

const stats = (overrides: Partial<StylistStats> = {}): StylistStats => ({
  scope: 'stylist',
  todaysBookings: 2,
  thisWeekBookings: 5,
  totalClients: 9,
  totalBookings: 31,
  thisMonthRevenue: 1250,
  thisMonthRevenueCents: 125000,
  revenueByMonth: [{ month: '2026-06', revenueCents: 125000 }],
  computedAt: '2026-06-14T16:00:00.000Z',
  ...overrides,
});

describe('stat figures', () => {
  it("use the worker's figures once it has computed them", () => {
    expect(statFigures(stats(), undefined, context)).toMatchObject({
      todaysBookings: 2,
      thisWeekBookings: 5,
      totalClients: 9,
      totalBookings: 31,
      thisMonthRevenueCents: 125000,
      computedAt: '2026-06-14T16:00:00.000Z',
    });
  });

  it('are loading while the stats are, and while the fallback waits for the bookings', () => {
    expect(statFigures(undefined, [], context)).toBeUndefined();
    expect(statFigures(stats({ computedAt: null }), undefined, context)).toBeUndefined();
    expect(statFigures(null, undefined, context)).toBeUndefined();
  });

  it("fall back to today's count and the total from my bookings, others 0 (spec 001)", () => {
    const bookings = [
      staffBooking({ id: 'a', stylistId: ME, eventDate: '2026-06-14' }),
      staffBooking({ id: 'b', stylistId: ME, eventDate: '2026-06-14', status: 'pending' }),
      staffBooking({ id: 'c', stylistId: ME, eventDate: '2026-06-20', status: 'completed' }),
      staffBooking({ id: 'd', stylistId: ME, eventDate: '2026-06-14', status: 'cancelled' }),
      staffBooking({ id: 'e', stylistId: OTHER, eventDate: '2026-06-14' }),
      staffBooking({ id: 'f', stylistId: null, claimable: true, eventDate: '2026-06-14' }),
    ];
    const expected = {
      todaysBookings: 2,
      thisWeekBookings: 0,
      totalClients: 0,
      totalBookings: 3,
      thisMonthRevenueCents: 0,
      revenueByMonth: [],
      computedAt: null,
    };
    // No stats row yet (computedAt null), or the call failed.
    expect(statFigures(stats({ computedAt: null }), bookings, context)).toEqual(expected);
    expect(statFigures(null, bookings, context)).toEqual(expected);
  });

  it("fall back for an admin to the studio's: every counted booking in the list, whoever has it", () => {
    const bookings = [
      staffBooking({ id: 'a', stylistId: ME, eventDate: '2026-06-14' }),
      staffBooking({ id: 'b', stylistId: OTHER, eventDate: '2026-06-14', status: 'pending' }),
      staffBooking({ id: 'c', stylistId: null, claimable: true, eventDate: '2026-06-20' }),
      staffBooking({ id: 'd', stylistId: OTHER, eventDate: '2026-06-14', status: 'cancelled' }),
    ];
    const studio = { ...context, scope: 'studio' as const };
    expect(statFigures(stats({ scope: 'studio', computedAt: null }), bookings, studio)).toMatchObject({
      todaysBookings: 2,
      totalBookings: 3,
    });
    expect(statFigures(null, bookings, studio)).toMatchObject({ todaysBookings: 2, totalBookings: 3 });
  });

  it('are all 0 when neither the stats nor the bookings could be read', () => {
    expect(statFigures(null, null, context)).toMatchObject({ todaysBookings: 0, totalBookings: 0 });
  });
});

describe('revenue chart months', () => {
  it('covers the six months ending with this month, oldest first, 0 where none was sent', () => {
    const months = lastSixMonths(
      [
        { month: '2026-06', revenueCents: 40000 },
        { month: '2026-03', revenueCents: 12500 },
        { month: '2025-01', revenueCents: 99 },
      ],
      '2026-06-30',
    );
    expect(months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(months.map((m) => m.revenueCents)).toEqual([0, 0, 12500, 0, 0, 40000]);
    expect(months[5]).toMatchObject({ shortLabel: 'Jun', label: 'June 2026' });
  });

  it('crosses the year', () => {
    expect(lastSixMonths([], '2027-02-01').map((m) => m.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});
