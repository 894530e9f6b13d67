import { describe, expect, it } from '@jest/globals';
import { addDays, formatWeekRange, groupByDay, scheduleBookings, weekDays, weekStart } from './schedule-week';
import { staffBooking } from './test-bookings';

const ME = '00000000-0000-4000-8000-00000000a001';
const OTHER = '00000000-0000-4000-8000-00000000a002';

describe('schedule week', () => {
  it('starts on Sunday and runs to Saturday', () => {
    // 2026-06-14 is a Sunday, 2026-06-17 a Wednesday, 2026-06-20 a Saturday.
    expect(weekStart('2026-06-14')).toBe('2026-06-14');
    expect(weekStart('2026-06-17')).toBe('2026-06-14');
    expect(weekStart('2026-06-20')).toBe('2026-06-14');
    expect(weekDays('2026-06-17')).toEqual([
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
    ]);
  });

  it('moves a week at a time, across months, years and daylight saving', () => {
    expect(weekDays('2026-06-17', -1)[0]).toBe('2026-06-07');
    expect(weekDays('2026-06-17', 1)[0]).toBe('2026-06-21');
    expect(weekDays('2026-12-30', 1)).toEqual([
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
    ]);
    // US daylight saving ends on 2026-11-01: still seven whole days.
    expect(weekDays('2026-11-02')).toEqual(Array.from({ length: 7 }, (_, i) => addDays('2026-11-01', i)));
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it("shows a stylist's own active bookings; an admin's shows every assigned one", () => {
    const bookings = [
      staffBooking({ id: 'mine', stylistId: ME }),
      staffBooking({ id: 'mine-cancelled', stylistId: ME, status: 'cancelled' }),
      staffBooking({ id: 'theirs', stylistId: OTHER }),
      staffBooking({ id: 'open', stylistId: null, claimable: true }),
    ];
    expect(scheduleBookings(bookings, { id: ME, role: 'stylist' }).map((b) => b.id)).toEqual(['mine']);
    expect(scheduleBookings(bookings, { id: ME, role: 'admin' }).map((b) => b.id)).toEqual([
      'mine',
      'theirs',
    ]);
  });

  it('groups by day in time order, empty days included', () => {
    const days = weekDays('2026-06-17');
    const grouped = groupByDay(
      [
        staffBooking({ id: 'late', eventDate: '2026-06-16', eventTime: '15:00' }),
        staffBooking({ id: 'early', eventDate: '2026-06-16', eventTime: '09:00' }),
        staffBooking({ id: 'next-week', eventDate: '2026-06-21', eventTime: '09:00' }),
      ],
      days,
    );
    expect(grouped).toHaveLength(7);
    expect(grouped[2]?.bookings.map((b) => b.id)).toEqual(['early', 'late']);
    expect(grouped.filter((day) => day.bookings.length === 0)).toHaveLength(6);
  });

  it('names the week', () => {
    expect(formatWeekRange(weekDays('2026-06-17'))).toBe('June 14 – 20, 2026');
    expect(formatWeekRange(weekDays('2026-06-01'))).toBe('May 31 – June 6, 2026');
    expect(formatWeekRange(weekDays('2026-12-31'))).toBe('December 27, 2026 – January 2, 2027');
  });
});
