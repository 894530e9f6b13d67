/**
 * The team's time as the allocator and availability read it: who is sent, each one's weekly
 * hours, and the time already held (appointments, time off) near the days asked about.
 */
import { addDays, DEFAULT_FIRST_START, DEFAULT_LAST_START, weekdayOf } from '@beauty/domain/slots';
import { STAFF_ROLES } from '@beauty/domain/status';
import { type StylistDay, workingWindow } from '@beauty/domain/stylist-day';
import { zonedInstant } from '@beauty/domain/zoned-time';
import type { Knex } from 'knex';

/** Hours of one weekday: when her work with clients may begin, or null (a day off). */
export type DayHours = { firstStart: string; lastStart: string } | null;

/** A stylist who has set no hours of her own keeps the spec's 09:00-16:00 starts, every day. */
export const DEFAULT_DAY_HOURS: DayHours = { firstStart: DEFAULT_FIRST_START, lastStart: DEFAULT_LAST_START };

/**
 * The team the allocator sends: stylists and admins on the team page (an active stylist profile
 * linked to their account). Staff without one can still claim or be assigned a booking.
 */
export function bookableStaffQuery(knex: Knex) {
  return knex('users as u')
    .join('stylist_profiles as p', 'p.userId', 'u.id')
    .where('p.isActive', true)
    .whereIn('u.role', STAFF_ROLES);
}

export async function bookableStylistIds(knex: Knex): Promise<string[]> {
  return bookableStaffQuery(knex)
    .orderBy([{ column: 'p.sortOrder' }, { column: 'u.id' }])
    .pluck('u.id');
}

/** Each stylist's hours by weekday (0 Sunday … 6 Saturday); a stylist with no rows is absent. */
export async function weeklyHours(
  knex: Knex,
  stylistIds: readonly string[],
): Promise<Map<string, DayHours[]>> {
  const rows: Array<{
    stylistId: string;
    weekday: number;
    firstStart: string | null;
    lastStart: string | null;
  }> =
    stylistIds.length === 0
      ? []
      : await knex('stylist_hours')
          .whereIn('stylistId', stylistIds)
          .select('stylistId', 'weekday', 'firstStart', 'lastStart');
  const hours = new Map<string, DayHours[]>();
  for (const row of rows) {
    const week = hours.get(row.stylistId) ?? new Array<DayHours>(7).fill(null);
    week[row.weekday] =
      row.firstStart && row.lastStart ? { firstStart: row.firstStart, lastStart: row.lastStart } : null;
    hours.set(row.stylistId, week);
  }
  return hours;
}

export function hoursOn(week: DayHours[] | undefined, date: string): DayHours {
  return week ? (week[weekdayOf(date)] ?? null) : DEFAULT_DAY_HOURS;
}

export interface HeldRange {
  stylistId: string;
  bookingId: string | null;
  from: number;
  until: number;
  minutes: number;
  kind: 'appointment' | 'time-off';
}

/**
 * The active blocks of `stylistIds` that touch [from, until): what the allocator must keep clear
 * (the exclusion constraint's index answers it). `exceptBookingId`: a booking being moved.
 */
export async function heldRanges(
  knex: Knex,
  stylistIds: readonly string[],
  from: Date,
  until: Date,
  exceptBookingId?: string,
): Promise<HeldRange[]> {
  if (stylistIds.length === 0) return [];
  const query = knex('stylist_blocks')
    .where('active', true)
    .whereIn('stylistId', stylistIds)
    .whereRaw('held && tstzrange(?, ?)', [from.toISOString(), until.toISOString()])
    .select(
      'stylistId',
      'bookingId',
      'kind',
      knex.raw('extract(epoch from lower(held)) * 1000 as "from"'),
      knex.raw('extract(epoch from upper(held)) * 1000 as "until"'),
    );
  if (exceptBookingId) query.where((q) => q.whereNull('bookingId').orWhereNot('bookingId', exceptBookingId));
  const rows: Array<{
    stylistId: string;
    bookingId: string | null;
    kind: HeldRange['kind'];
    from: string;
    until: string;
  }> = await query;
  return rows.map((row) => ({
    stylistId: row.stylistId,
    bookingId: row.bookingId,
    kind: row.kind,
    from: Number(row.from),
    until: Number(row.until),
    minutes: (Number(row.until) - Number(row.from)) / 60_000,
  }));
}

/** The local day [00:00, next 00:00) widened by `margin` hours either side (travel, long parties). */
export function dayWindow(firstDate: string, lastDate: string = firstDate, marginHours = 12): [Date, Date] {
  const margin = marginHours * 3_600_000;
  return [
    new Date(zonedInstant(firstDate, '00:00').getTime() - margin),
    new Date(zonedInstant(addDays(lastDate, 1), '00:00').getTime() + margin),
  ];
}

/** Held ranges by stylist, each list in order of start: read once for a range of days. */
export type HeldByStylist = ReadonlyMap<string, readonly HeldRange[]>;

export function heldByStylist(held: readonly HeldRange[]): HeldByStylist {
  const byStylist = new Map<string, HeldRange[]>();
  for (const range of held) {
    const list = byStylist.get(range.stylistId);
    if (list) list.push(range);
    else byStylist.set(range.stylistId, [range]);
  }
  for (const list of byStylist.values()) list.sort((a, b) => a.from - b.from);
  return byStylist;
}

/**
 * The stylists' days on `date`, as the allocator reads them: each one's hours and the held time
 * near that day (the day widened by 12 hours either side: travel, long parties), least busy that
 * day first (so work is shared), then in team order. `prefer` goes first.
 */
export function stylistDaysOn(
  date: string,
  stylistIds: readonly string[],
  hours: Map<string, DayHours[]>,
  held: readonly HeldRange[] | HeldByStylist,
  prefer?: string,
): StylistDay[] {
  const byStylist = Array.isArray(held)
    ? heldByStylist(held as readonly HeldRange[])
    : (held as HeldByStylist);
  const [dayStart, dayEnd] = dayWindow(date, date, 0);
  const [nearFrom, nearUntil] = dayWindow(date, date);
  const start = dayStart.getTime();
  const end = dayEnd.getTime();
  const days = stylistIds.map((id, index) => {
    const busy: Array<readonly [number, number]> = [];
    let load = 0;
    for (const range of byStylist.get(id) ?? []) {
      if (range.from >= nearUntil.getTime()) break;
      if (range.until <= nearFrom.getTime()) continue;
      busy.push([range.from, range.until]);
      if (range.kind === 'appointment' && range.from < end && range.until > start) load += range.minutes;
    }
    const day = hoursOn(hours.get(id), date);
    const stylist: StylistDay = { id, hours: day, window: workingWindow(date, day), busy };
    return { stylist, load, index };
  });
  return days
    .sort(
      (a, b) =>
        Number(b.stylist.id === prefer) - Number(a.stylist.id === prefer) ||
        a.load - b.load ||
        a.index - b.index,
    )
    .map((d) => d.stylist);
}
