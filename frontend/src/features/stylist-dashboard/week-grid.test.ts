import type { Schedule, ScheduleBlock } from '@beauty/domain/schemas/working-time';
import { describe, expect, it } from '@jest/globals';
import { weekDays } from './schedule-week';
import {
  gridColumns,
  heldTimes,
  hourMarks,
  hoursLabel,
  itemOn,
  itemsOn,
  itemTimes,
  minuteOfDate,
  placement,
  shortClock,
  timeScale,
  unstaffedByDate,
  weekCounts,
} from './week-grid';

// June 2026 is on Pacific daylight time (UTC-7): 10:00 in Puyallup is 17:00Z.
const SATURDAY = '2026-06-20';

function appointment(overrides: Partial<ScheduleBlock> = {}): ScheduleBlock {
  return {
    kind: 'appointment',
    id: '00000000-0000-4000-8000-0000000000b1',
    bookingId: '00000000-0000-4000-8000-0000000000f1',
    role: 'lead',
    status: 'confirmed',
    heldFrom: '2026-06-20T16:25:00.000Z', // 9:25 AM: 35 min travel from the studio
    serviceStart: '2026-06-20T17:00:00.000Z', // 10:00 AM
    serviceEnd: '2026-06-20T18:30:00.000Z', // 11:30 AM
    heldUntil: '2026-06-20T19:35:00.000Z', // 12:35 PM: travel back and the buffer
    title: 'Chloe Bennett: Bride Only',
    detail: 'Graham · Bride',
    ...overrides,
  };
}

function timeOff(heldFrom: string, heldUntil: string, title = 'Time off'): ScheduleBlock {
  return {
    kind: 'time-off',
    id: '00000000-0000-4000-8000-0000000000b2',
    bookingId: null,
    role: null,
    status: null,
    heldFrom,
    heldUntil,
    serviceStart: null,
    serviceEnd: null,
    title,
    detail: null,
  };
}

describe('week grid', () => {
  it('places an instant on a Pacific day, held to that day', () => {
    expect(minuteOfDate('2026-06-20T17:00:00.000Z', SATURDAY)).toBe(600);
    expect(minuteOfDate('2026-06-20T06:59:00.000Z', SATURDAY)).toBe(0); // 11:59 PM on Friday
    expect(minuteOfDate('2026-06-21T07:00:00.000Z', SATURDAY)).toBe(1440); // Sunday midnight
    // In winter (UTC-8) the same wall clock is an hour later in UTC.
    expect(minuteOfDate('2026-12-05T18:00:00.000Z', '2026-12-05')).toBe(600);
  });

  it('splits an appointment into travel, styling and what follows', () => {
    const item = itemOn(appointment(), SATURDAY);
    expect(item).toMatchObject({ start: 565, end: 755, allDay: false, fromEarlierDay: false });
    expect(item?.segments).toEqual([
      { part: 'travel', start: 565, end: 600 },
      { part: 'service', start: 600, end: 690 },
      { part: 'after', start: 690, end: 755 },
    ]);
    expect(itemTimes(item!)).toBe('10:00 AM – 11:30 AM');
    expect(heldTimes(item!)).toBe('9:25 AM – 12:35 PM');
    expect(itemOn(appointment(), '2026-06-21')).toBeNull();
  });

  it('shows no travel when an appointment holds only its styling', () => {
    const item = itemOn(
      appointment({ heldFrom: '2026-06-20T17:00:00.000Z', heldUntil: '2026-06-20T18:30:00.000Z' }),
      SATURDAY,
    );
    expect(item?.segments.map((s) => s.part)).toEqual(['service']);
    expect(heldTimes(item!)).toBeNull();
  });

  it('cuts time off over several days into each day, whole days marked', () => {
    // Friday 00:00 to Monday 00:00, Pacific.
    const off = timeOff('2026-06-19T07:00:00.000Z', '2026-06-22T07:00:00.000Z');
    const friday = itemOn(off, '2026-06-19');
    const saturday = itemOn(off, SATURDAY);
    const sunday = itemOn(off, '2026-06-21');
    expect([friday?.allDay, saturday?.allDay, sunday?.allDay]).toEqual([true, true, true]);
    expect(saturday).toMatchObject({ fromEarlierDay: true, intoLaterDay: true });
    expect(itemTimes(saturday!)).toBe('All day');
    expect(itemOn(off, '2026-06-22')).toBeNull();
    expect(itemOn(off, '2026-06-18')).toBeNull();

    // 8 PM Saturday to 10 AM Sunday.
    const overnight = timeOff('2026-06-21T03:00:00.000Z', '2026-06-21T17:00:00.000Z');
    expect(itemTimes(itemOn(overnight, SATURDAY)!)).toBe('From 8:00 PM');
    expect(itemTimes(itemOn(overnight, '2026-06-21')!)).toBe('Until 10:00 AM');
    expect(
      itemTimes(itemOn(timeOff('2026-06-20T20:00:00.000Z', '2026-06-21T00:00:00.000Z'), SATURDAY)!),
    ).toBe('1:00 PM – 5:00 PM');
  });

  it('orders a day by start, time off before an appointment starting with it', () => {
    const items = itemsOn(
      [
        appointment({
          id: 'late',
          heldFrom: '2026-06-20T21:00:00.000Z',
          heldUntil: '2026-06-20T22:00:00.000Z',
        }),
        appointment({ id: 'early' }),
        timeOff('2026-06-20T16:25:00.000Z', '2026-06-20T16:30:00.000Z'),
      ],
      SATURDAY,
    );
    expect(items.map((item) => item.block.kind === 'time-off' || item.block.id)).toEqual([
      true,
      'early',
      'late',
    ]);
  });

  it('lays out every stylist side by side with one time scale for the week', () => {
    const days = weekDays(SATURDAY);
    const hours = (date: string) =>
      date === SATURDAY
        ? { firstStart: '06:00', lastStart: '16:00' }
        : { firstStart: '09:00', lastStart: '16:00' };
    const schedule: Pick<Schedule, 'stylists' | 'unstaffed'> = {
      stylists: [
        {
          id: 'sofia',
          name: 'Sofia Reyes',
          days: days.map((date) => ({ date, hours: hours(date) })),
          blocks: [appointment()],
        },
        {
          id: 'maya',
          name: 'Maya Chen',
          days: days.map((date) => ({ date, hours: date === '2026-06-17' ? null : hours(date) })),
          blocks: [
            timeOff('2026-06-19T07:00:00.000Z', '2026-06-20T07:00:00.000Z', 'Time off: Family'),
            appointment({
              id: 'late',
              bookingId: null,
              heldFrom: '2026-06-21T02:00:00.000Z',
              heldUntil: '2026-06-21T04:15:00.000Z',
              serviceStart: '2026-06-21T02:30:00.000Z',
              serviceEnd: '2026-06-21T03:45:00.000Z',
            }),
          ],
        },
      ],
      unstaffed: [
        {
          bookingId: 'b2',
          clientName: 'Ana',
          eventDate: SATURDAY,
          eventTime: '13:00',
          status: 'pending',
          title: 'Bride Only',
        },
        {
          bookingId: 'b1',
          clientName: 'Bea',
          eventDate: SATURDAY,
          eventTime: '09:00',
          status: 'pending',
          title: 'Good',
        },
      ],
    };
    const columns = gridColumns(schedule);
    expect(columns.map((column) => column.name)).toEqual(['Sofia Reyes', 'Maya Chen']);
    expect(columns[0]?.cells.map((cell) => cell.items.length)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(columns[1]?.cells.map((cell) => cell.items.length)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(hoursLabel(columns[1]!.cells[3]!.hours)).toBe('Day off');
    expect(hoursLabel(columns[0]!.cells[6]!.hours)).toBe('Starts 6:00 AM – 4:00 PM');

    // 6 AM (Saturday's first start) to 10 PM (Maya's evening appointment ends 9:15 PM);
    // the whole day off on Friday does not stretch it to midnight.
    const scale = timeScale(columns);
    expect(scale).toEqual({ start: 360, end: 1320 });
    expect(hourMarks(scale).map(shortClock)).toEqual(['6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM']);
    expect(placement(600, 690, scale)).toEqual({ left: 25, width: 9.38 });
    expect(placement(0, 1440, scale)).toEqual({ left: 0, width: 100 });

    expect(
      unstaffedByDate(schedule.unstaffed, days)
        .get(SATURDAY)
        ?.map((r) => r.clientName),
    ).toEqual(['Bea', 'Ana']);
    expect(weekCounts(schedule)).toEqual({ appointments: 2, timeOff: 1, unstaffed: 2 });
  });

  it('counts a booking shared by two stylists once', () => {
    const shared = (stylist: string) => ({
      id: stylist,
      name: stylist,
      days: [],
      blocks: [appointment({ id: `${stylist}-block` })],
    });
    expect(weekCounts({ stylists: [shared('a'), shared('b')], unstaffed: [] }).appointments).toBe(1);
  });

  it('keeps the scale to at least 8 AM – 6 PM, in whole hours', () => {
    expect(timeScale([])).toEqual({ start: 480, end: 1080 });
    expect(shortClock(810)).toBe('1:30 PM');
    expect(shortClock(0)).toBe('12 AM');
    expect(shortClock(1440)).toBe('12 AM');
  });
});
