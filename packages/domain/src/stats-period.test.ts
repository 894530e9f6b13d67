import { statsPeriod } from './stats-period';

describe('statsPeriod (America/Los_Angeles)', () => {
  it('counts a Monday in its Sunday-to-Saturday week, its month and the five months before', () => {
    // Monday 30 November 2026, 23:30 Pacific (UTC-8).
    expect(statsPeriod(new Date('2026-11-30T23:30:00-08:00'))).toEqual({
      today: '2026-11-30',
      weekStart: '2026-11-29',
      weekEnd: '2026-12-05',
      monthStart: '2026-11-01',
      nextMonthStart: '2026-12-01',
      firstChartMonthStart: '2026-06-01',
      months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    });
  });

  it('rolls the day and the month over at midnight in Los Angeles, not in UTC', () => {
    const justAfter = statsPeriod(new Date('2026-12-01T00:30:00-08:00'));
    expect(justAfter).toMatchObject({
      today: '2026-12-01',
      weekStart: '2026-11-29',
      weekEnd: '2026-12-05',
      monthStart: '2026-12-01',
      nextMonthStart: '2027-01-01',
    });
    expect(justAfter.months).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);

    // 07:30 UTC on 1 December is still 23:30 on 30 November in Los Angeles.
    expect(statsPeriod(new Date('2026-12-01T07:30:00Z'))).toEqual(
      statsPeriod(new Date('2026-11-30T23:30:00-08:00')),
    );
    expect(statsPeriod(new Date('2026-12-01T08:30:00Z')).today).toBe('2026-12-01');
  });

  // 2027-03-14 is the spring-forward Sunday; 2026-11-01 the fall-back Sunday.
  it.each([
    [
      'Saturday night',
      '2026-12-05T23:59:00-08:00',
      { today: '2026-12-05', weekStart: '2026-11-29', weekEnd: '2026-12-05' },
    ],
    [
      'Sunday morning',
      '2026-12-06T00:01:00-08:00',
      { today: '2026-12-06', weekStart: '2026-12-06', weekEnd: '2026-12-12' },
    ],
    [
      'spring-forward Sunday',
      '2027-03-14T23:30:00-07:00',
      { today: '2027-03-14', weekStart: '2027-03-14', weekEnd: '2027-03-20' },
    ],
    [
      'fall-back Sunday',
      '2026-11-01T00:30:00-07:00',
      { today: '2026-11-01', weekStart: '2026-11-01', monthStart: '2026-11-01' },
    ],
  ])('starts a new week on Sunday, not shifted by daylight saving time (%s)', (_, instant, expected) => {
    expect(statsPeriod(new Date(instant))).toMatchObject(expected);
  });

  it('spans a week across the new year and the chart across years', () => {
    const period = statsPeriod(new Date('2027-01-01T12:00:00-08:00'));
    expect(period).toMatchObject({
      today: '2027-01-01',
      weekStart: '2026-12-27',
      weekEnd: '2027-01-02',
      monthStart: '2027-01-01',
      nextMonthStart: '2027-02-01',
      firstChartMonthStart: '2026-08-01',
    });
    expect(period.months).toEqual(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
  });
});
