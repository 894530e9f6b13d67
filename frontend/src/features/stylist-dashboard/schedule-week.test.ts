import { addDays } from '@beauty/domain/slots';
import { describe, expect, it } from '@jest/globals';
import { dayNames, formatWeekRange, weekDays, weekStart, weeksBetween } from './schedule-week';

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

  it('counts whole weeks between two dates', () => {
    expect(weeksBetween('2026-06-17', '2026-06-20')).toBe(0);
    expect(weeksBetween('2026-06-17', '2026-06-21')).toBe(1);
    expect(weeksBetween('2026-06-17', '2026-07-08')).toBe(3);
    expect(weeksBetween('2026-06-17', '2026-06-13')).toBe(-1);
    // Across the end of daylight saving: still whole weeks.
    expect(weeksBetween('2026-10-28', '2026-11-04')).toBe(1);
  });

  it('names the week', () => {
    expect(formatWeekRange(weekDays('2026-06-17'))).toBe('June 14 – 20, 2026');
    expect(formatWeekRange(weekDays('2026-06-01'))).toBe('May 31 – June 6, 2026');
    expect(formatWeekRange(weekDays('2026-12-31'))).toBe('December 27, 2026 – January 2, 2027');
    expect(dayNames('2026-06-20')).toEqual({
      long: 'Saturday',
      short: 'Sat',
      monthDay: 'June 20',
      shortMonthDay: 'Jun 20',
    });
  });
});
