import { clockOf, peopleWords, planWords } from './booking-plan';
import type { BookingPlan } from './schemas/booking';

const plan: BookingPlan = {
  staffed: true,
  startsAt: '2026-12-05T15:00:00.000Z',
  readyAt: '2026-12-05T20:00:00.000Z',
  assignments: [
    {
      stylistId: '9d1f0c3e-2222-4aaa-8bbb-0123456789ab',
      stylistName: 'Jamie Lee',
      role: 'assist',
      serviceStart: '2026-12-05T16:00:00.000Z',
      serviceEnd: '2026-12-05T20:00:00.000Z',
      heldFrom: '2026-12-05T15:25:00.000Z',
      heldUntil: '2026-12-05T21:05:00.000Z',
      members: [
        { label: 'Bridesmaid 2', minutes: 120, startsAt: '2026-12-05T18:00:00.000Z' },
        { label: 'Bridesmaid 1', minutes: 120, startsAt: '2026-12-05T16:00:00.000Z' },
      ],
    },
    {
      stylistId: '5b1f0c3e-1111-4aaa-8bbb-0123456789ab',
      stylistName: 'Avery Stone',
      role: 'lead',
      serviceStart: '2026-12-05T15:00:00.000Z',
      // Stays two hours after everyone is ready, for touch-ups.
      serviceEnd: '2026-12-05T22:00:00.000Z',
      heldFrom: '2026-12-05T14:25:00.000Z',
      heldUntil: '2026-12-05T23:05:00.000Z',
      members: [
        { label: 'Bride', minutes: 150, startsAt: '2026-12-05T15:00:00.000Z' },
        { label: 'Guest', minutes: 120, startsAt: '2026-12-05T17:30:00.000Z' },
      ],
    },
  ],
};

describe('a booking plan in words', () => {
  it('reads instants as clock times in Puyallup', () => {
    expect(clockOf('2026-12-05T15:00:00.000Z')).toBe('7:00 AM');
    expect(clockOf(new Date('2026-07-04T20:30:00Z'))).toBe('1:30 PM');
  });

  it('puts the lead first, each stylist with her hours, her time held with travel and her people in order', () => {
    const words = planWords({ plan, timeMode: 'start', readyBy: null });
    expect(words.staffed).toBe(true);
    expect(words.ready).toBe('at 12:00 PM');
    expect(words.startsAt.toISOString()).toBe('2026-12-05T15:00:00.000Z');
    // The appointment ends when the last stylist is done, after the stay.
    expect(words.endsAt.toISOString()).toBe('2026-12-05T22:00:00.000Z');
    expect(words.stylists.map((s) => [s.name, s.role, s.styling, s.held])).toEqual([
      ['Avery Stone', 'lead', '7:00 AM – 2:00 PM', '6:25 AM – 3:05 PM'],
      ['Jamie Lee', 'assist', '8:00 AM – 12:00 PM', '7:25 AM – 1:05 PM'],
    ]);
    expect(peopleWords(words.stylists[1]!.people)).toBe('Bridesmaid 1 at 8:00 AM, Bridesmaid 2 at 10:00 AM');
  });

  it("says the customer's own ready-by time, and nothing about stylists while nobody holds the time", () => {
    expect(planWords({ plan, timeMode: 'ready-by', readyBy: '12:00' }).ready).toBe('by 12:00 PM');
    const unstaffed = planWords({
      plan: { ...plan, staffed: false, assignments: [] },
      timeMode: 'start',
      readyBy: null,
    });
    expect(unstaffed.staffed).toBe(false);
    expect(unstaffed.stylists).toEqual([]);
    expect(unstaffed.endsAt.toISOString()).toBe(plan.readyAt);
  });
});
