import { describe, expect, it } from '@jest/globals';
import {
  consultationTitle,
  greeting,
  groupBookings,
  RECENT_LIMIT,
  recent,
  recentBookings,
  upcomingSummary,
  upcomingText,
} from './dashboard-summary';

const TODAY = '2030-06-14';
const booking = (id: string, status: string, eventDate: string, eventTime = '10:00') => ({
  id,
  status: status as 'pending' | 'confirmed' | 'completed' | 'cancelled',
  eventDate,
  eventTime,
});

describe('customer dashboard', () => {
  it("greets by first name, or 'there'", () => {
    expect(greeting('Avery')).toBe('Welcome back, Avery!');
    expect(greeting('  ')).toBe('Welcome back, there!');
    expect(greeting(null)).toBe('Welcome back, there!');
  });

  it('groups every booking: upcoming soonest first, past most recent first, cancelled apart', () => {
    const groups = groupBookings(
      [
        booking('later', 'pending', '2030-09-01'),
        booking('today-late', 'confirmed', TODAY, '15:00'),
        booking('today-early', 'pending', TODAY, '09:00'),
        booking('done', 'completed', '2030-06-01'),
        booking('done-today', 'completed', TODAY),
        booking('lapsed', 'confirmed', '2030-05-01'),
        booking('called-off', 'cancelled', '2030-08-01'),
        booking('called-off-old', 'cancelled', '2030-01-01'),
      ],
      TODAY,
    );
    const ids = (list: Array<{ id: string }>) => list.map((b) => b.id);
    expect(ids(groups.upcoming)).toEqual(['today-early', 'today-late', 'later']);
    expect(ids(groups.past)).toEqual(['done-today', 'done', 'lapsed']);
    expect(ids(groups.cancelled)).toEqual(['called-off', 'called-off-old']);
  });

  it('counts pending as well as confirmed bookings still ahead, and says which', () => {
    const summary = upcomingSummary(
      [
        booking('a', 'pending', '2030-07-01'),
        booking('b', 'confirmed', '2030-07-02'),
        booking('c', 'confirmed', '2030-07-03'),
        booking('d', 'confirmed', '2030-01-01'),
        booking('e', 'cancelled', '2030-07-04'),
        booking('f', 'completed', '2030-07-05'),
      ],
      TODAY,
    );
    expect(summary).toEqual({ count: 3, confirmed: 2, pending: 1 });
    expect(upcomingText(summary)).toBe('2 confirmed, 1 pending');
    expect(upcomingText({ count: 1, confirmed: 0, pending: 1 })).toBe('1 pending');
    expect(upcomingText({ count: 0, confirmed: 0, pending: 0 })).toBe('Nothing booked ahead yet');
  });

  it('shows the first 3', () => {
    expect(RECENT_LIMIT).toBe(3);
    expect(recent([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(recent([1])).toEqual([1]);
  });

  it('lists the soonest bookings ahead first, then the latest past ones, cancelled last', () => {
    const bookings = [
      booking('old', 'completed', '2030-05-16'),
      booking('past-confirmed', 'confirmed', '2030-05-23'),
      booking('cancelled', 'cancelled', '2030-06-20'),
      booking('far', 'pending', '2031-02-11'),
      booking('soon', 'confirmed', '2030-06-19'),
    ];
    expect(recentBookings(bookings, TODAY).map((b) => b.id)).toEqual(['soon', 'far', 'past-confirmed']);
    expect(recentBookings(bookings.slice(0, 3), TODAY).map((b) => b.id)).toEqual([
      'past-confirmed',
      'old',
      'cancelled',
    ]);
  });

  it('labels consultations free or paid', () => {
    expect(consultationTitle({ usedFreeConsultation: true })).toBe('Free Consultation');
    expect(consultationTitle({ usedFreeConsultation: false })).toBe('Paid Consultation');
  });
});
