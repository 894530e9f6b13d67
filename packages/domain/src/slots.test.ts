import { TZDate } from '@date-fns/tz';
import { addDays, changeableUntil, formatSlot, localDateOf, reminderAt, todayInBusinessZone } from './slots';
import { appointmentStartsAt, localTimeOnDate, zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it('reads a winter wall time as Pacific Standard Time (UTC-8)', () => {
    expect(zonedInstant('2026-12-05', '09:00').toISOString()).toBe('2026-12-05T17:00:00.000Z');
  });

  it('reads a summer wall time as Pacific Daylight Time (UTC-7)', () => {
    expect(zonedInstant('2027-07-04', '16:00').toISOString()).toBe('2027-07-04T23:00:00.000Z');
  });

  it('agrees with the time-zone library on every hour of two years, the clock changes included', () => {
    for (let day = 0; day < 731; day += 1) {
      const date = addDays('2026-01-01', day);
      const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
      for (let hour = 0; hour < 24; hour += 1) {
        const time = `${String(hour).padStart(2, '0')}:30`;
        const expected = new TZDate(y, m - 1, d, hour, 30, 'America/Los_Angeles').getTime();
        expect(zonedInstant(date, time).getTime()).toBe(expected);
        const wall = new TZDate(expected, 'America/Los_Angeles');
        const expectedTime = `${String(wall.getHours()).padStart(2, '0')}:${String(wall.getMinutes()).padStart(2, '0')}`;
        expect(localTimeOnDate(date, expected)).toBe(expectedTime);
        expect(localDateOf(new Date(expected))).toBe(date);
        expect(localDateOf(new Date(expected + 12 * 3_600_000))).toBe(hour >= 12 ? addDays(date, 1) : date);
      }
    }
    // On the spring-forward day, 02:30 does not exist: the library's answer (03:30) is kept.
    expect(localTimeOnDate('2027-03-14', zonedInstant('2027-03-14', '02:30').getTime())).toBe('03:30');
  });

  it('gets the days either side of the daylight-saving changes right', () => {
    expect(zonedInstant('2027-03-14', '09:00').toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(zonedInstant('2027-03-13', '09:00').toISOString()).toBe('2027-03-13T17:00:00.000Z');
    expect(zonedInstant('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(zonedInstant('2026-10-31', '09:00').toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });
});

describe('the booking windows', () => {
  const start = appointmentStartsAt('2026-12-05', '10:00');
  it('closes online changes 48 hours before the start', () => {
    expect(changeableUntil(start).toISOString()).toBe('2026-12-03T18:00:00.000Z');
  });
  it('sends the reminder 24 hours before the start', () => {
    expect(reminderAt(start).toISOString()).toBe('2026-12-04T18:00:00.000Z');
  });
});

describe('todayInBusinessZone', () => {
  it('is still yesterday in Puyallup shortly after midnight UTC', () => {
    expect(todayInBusinessZone(new Date('2026-11-22T05:30:00Z'))).toBe('2026-11-21');
    expect(todayInBusinessZone(new Date('2026-11-22T08:30:00Z'))).toBe('2026-11-22');
  });
  it('formats slots as 12-hour times', () => {
    expect(formatSlot('09:00')).toBe('9:00 AM');
    expect(formatSlot('16:00')).toBe('4:00 PM');
  });
});
