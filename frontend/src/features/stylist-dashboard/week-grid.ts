import type { DayHoursInput, Schedule, ScheduleBlock } from '@beauty/domain/schemas/working-time';
import { formatSlot, localDateOf, minutesOfDay } from '@beauty/domain/slots';
import { localTimeOf } from '@beauty/domain/zoned-time';

/**
 * The week view's layout (GET /api/stylist/schedule): each stylist's days with their hours and
 * blocks clipped to the day, every block split into travel, styling and what follows it, and the
 * common time scale the day tracks are drawn on. Times are Pacific (America/Los_Angeles).
 */

export const DAY_MINUTES = 24 * 60;

type DayHours = DayHoursInput;

/** Minutes after the start of `date` (Pacific) at which `iso` happens, held to that day (0..1440). */
export function minuteOfDate(iso: string, date: string): number {
  const instant = new Date(iso);
  const day = localDateOf(instant);
  if (day < date) return 0;
  if (day > date) return DAY_MINUTES;
  return minutesOfDay(localTimeOf(instant));
}

/** 'travel': on the way before styling; 'after': staying, travelling back and the buffer. */
export type SegmentPart = 'travel' | 'service' | 'after' | 'time-off';

export interface Segment {
  part: SegmentPart;
  start: number;
  end: number;
}

export interface GridItem {
  block: ScheduleBlock;
  /** The time held on this day, in minutes from its midnight. */
  start: number;
  end: number;
  segments: Segment[];
  /** Held since an earlier day, or on into a later one (time off over several days). */
  fromEarlierDay: boolean;
  intoLaterDay: boolean;
  /** Time off covering the whole day. */
  allDay: boolean;
}

export interface GridCell {
  date: string;
  hours: DayHours;
  items: GridItem[];
}

export interface GridColumn {
  id: string;
  name: string;
  cells: GridCell[];
}

/** One block as it falls on `date`, or null when it holds nothing that day. */
export function itemOn(block: ScheduleBlock, date: string): GridItem | null {
  const start = minuteOfDate(block.heldFrom, date);
  const end = minuteOfDate(block.heldUntil, date);
  if (end <= start) return null;
  const clip = (part: SegmentPart, from: string, until: string): Segment | null => {
    const s = minuteOfDate(from, date);
    const e = minuteOfDate(until, date);
    return e > s ? { part, start: s, end: e } : null;
  };
  const segments =
    block.kind === 'time-off'
      ? [{ part: 'time-off' as const, start, end }]
      : block.serviceStart && block.serviceEnd
        ? [
            clip('travel', block.heldFrom, block.serviceStart),
            clip('service', block.serviceStart, block.serviceEnd),
            clip('after', block.serviceEnd, block.heldUntil),
          ].filter((segment): segment is Segment => segment !== null)
        : [{ part: 'service' as const, start, end }];
  return {
    block,
    start,
    end,
    segments,
    fromEarlierDay: localDateOf(new Date(block.heldFrom)) < date,
    intoLaterDay: end === DAY_MINUTES && localDateOf(new Date(block.heldUntil)) > date,
    allDay: block.kind === 'time-off' && start === 0 && end === DAY_MINUTES,
  };
}

/** The blocks on `date`, in the order they begin (time off first when two begin together). */
export function itemsOn(blocks: readonly ScheduleBlock[], date: string): GridItem[] {
  return blocks
    .map((block) => itemOn(block, date))
    .filter((item): item is GridItem => item !== null)
    .sort(
      (a, b) =>
        a.start - b.start ||
        Number(a.block.kind === 'appointment') - Number(b.block.kind === 'appointment') ||
        a.end - b.end,
    );
}

/** Each stylist of the schedule as a column of days. */
export function gridColumns(schedule: Pick<Schedule, 'stylists'>): GridColumn[] {
  return schedule.stylists.map((stylist) => ({
    id: stylist.id,
    name: stylist.name,
    cells: stylist.days.map((day) => ({
      date: day.date,
      hours: day.hours,
      items: itemsOn(stylist.blocks, day.date),
    })),
  }));
}

/** The requests nobody holds time for, by date, in time order. */
export function unstaffedByDate(
  unstaffed: Schedule['unstaffed'],
  dates: readonly string[],
): Map<string, Schedule['unstaffed']> {
  return new Map(
    dates.map((date) => [
      date,
      unstaffed
        .filter((request) => request.eventDate === date)
        .sort((a, b) => a.eventTime.localeCompare(b.eventTime)),
    ]),
  );
}

export interface TimeScale {
  start: number;
  end: number;
}

/** Without anything earlier or later, the tracks show at least 8:00 AM to 6:00 PM. */
const SCALE_FLOOR: TimeScale = { start: 8 * 60, end: 18 * 60 };

/**
 * One time scale for every track of the week, so the stylists' days line up: from the earliest
 * first start or block to the latest last start (plus an hour) or block end, in whole hours.
 * Whole days off, and the parts of blocks carried over midnight, do not stretch it.
 */
export function timeScale(columns: readonly GridColumn[]): TimeScale {
  let start = SCALE_FLOOR.start;
  let end = SCALE_FLOOR.end;
  for (const cell of columns.flatMap((column) => column.cells)) {
    if (cell.hours) {
      start = Math.min(start, minutesOfDay(cell.hours.firstStart));
      end = Math.max(end, minutesOfDay(cell.hours.lastStart) + 60);
    }
    for (const item of cell.items) {
      if (item.allDay) continue;
      if (!item.fromEarlierDay) start = Math.min(start, item.start);
      if (!item.intoLaterDay) end = Math.max(end, item.end);
    }
  }
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(DAY_MINUTES, Math.ceil(end / 60) * 60),
  };
}

/** Where a stretch of the day sits on a track: left and width in percent, clipped to the scale. */
export function placement(from: number, until: number, scale: TimeScale): { left: number; width: number } {
  const span = scale.end - scale.start;
  const start = Math.min(Math.max(from, scale.start), scale.end);
  const end = Math.min(Math.max(until, scale.start), scale.end);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { left: round(((start - scale.start) / span) * 100), width: round(((end - start) / span) * 100) };
}

/** Hour marks to label a track with: every `every` hours inside the scale, ends included. */
export function hourMarks(scale: TimeScale, every = 3): number[] {
  const marks: number[] = [];
  const step = every * 60;
  for (let minute = Math.ceil(scale.start / step) * step; minute <= scale.end; minute += step) {
    marks.push(minute);
  }
  return marks;
}

/** 540 -> '9 AM', 810 -> '1:30 PM', 0 and 1440 -> '12 AM'. */
export function shortClock(minute: number): string {
  const m = minute % DAY_MINUTES;
  const h = Math.floor(m / 60);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m % 60 === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m % 60).padStart(2, '0')} ${suffix}`;
}

/** A day's hours as the week view says them. */
export function hoursLabel(hours: DayHours): string {
  return hours ? `Starts ${formatSlot(hours.firstStart)} – ${formatSlot(hours.lastStart)}` : 'Day off';
}

/** '9:15 AM' of an instant, in Pacific time. */
export const clockOf = (iso: string) => formatSlot(localTimeOf(new Date(iso)));

/** What an item's first line says: its styling (or time off) times on this day. */
export function itemTimes(item: GridItem): string {
  if (item.allDay) return 'All day';
  const { block } = item;
  if (block.kind === 'appointment' && block.serviceStart && block.serviceEnd) {
    return `${clockOf(block.serviceStart)} – ${clockOf(block.serviceEnd)}`;
  }
  if (item.fromEarlierDay) return `Until ${clockOf(block.heldUntil)}`;
  if (item.intoLaterDay) return `From ${clockOf(block.heldFrom)}`;
  return `${clockOf(block.heldFrom)} – ${clockOf(block.heldUntil)}`;
}

/** The whole time an appointment holds, travel and buffer included, when it is more than the styling. */
export function heldTimes(item: GridItem): string | null {
  const { block } = item;
  if (block.kind !== 'appointment' || !block.serviceStart || !block.serviceEnd) return null;
  if (block.heldFrom === block.serviceStart && block.heldUntil === block.serviceEnd) return null;
  return `${clockOf(block.heldFrom)} – ${clockOf(block.heldUntil)}`;
}

export interface WeekCounts {
  appointments: number;
  timeOff: number;
  unstaffed: number;
}

/** The week's appointments (each booking once, however many stylists it takes), time off and open requests. */
export function weekCounts(schedule: Pick<Schedule, 'stylists' | 'unstaffed'>): WeekCounts {
  const blocks = schedule.stylists.flatMap((stylist) => stylist.blocks);
  return {
    appointments: new Set(blocks.filter((b) => b.kind === 'appointment').map((b) => b.bookingId ?? b.id))
      .size,
    timeOff: blocks.filter((b) => b.kind === 'time-off').length,
    unstaffed: schedule.unstaffed.length,
  };
}
