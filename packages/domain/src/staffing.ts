import { BUFFER_MINUTES, MAX_STYLIST_SESSION_MINUTES, type PartyMember } from './booking-rules';
import { cachedGroupings, type Group } from './party-groups';
import { type StylistDay, type TimeMode, workingWindow } from './stylist-day';
import { zonedInstant } from './zoned-time';

/**
 * THE allocator: which stylists a booking sends, who does whom and from when. Pure: the caller
 * reads the stylists' hours and held time, this decides, and the database's exclusion constraint
 * has the last word when the plan is written.
 *
 * The party is split into groups, one per stylist, each styled one after the other; a group's
 * stylist holds her time from leaving the studio (travel) to coming back (travel) plus the buffer
 * before her next appointment; the lead (the group with the bride) also stays for touch-ups when
 * the booking has them. In 'ready-by' mode every group finishes at the time given (the bride
 * last), in 'start' mode every group starts at it. The fewest stylists win, then the most even
 * split; every grouping of the party is tried, so "nobody can" is never said when somebody could.
 */

const MINUTE = 60_000;

export interface StaffingRequest {
  date: string;
  mode: TimeMode;
  /** HH:MM on `date`: when styling starts, or when everyone is ready. */
  time: string;
  members: readonly PartyMember[];
  travelMinutes: number;
  stayMinutes?: number;
  bufferMinutes?: number;
  /** Nothing may be held before this instant (the start of travel included). */
  notBefore?: Date;
  maxSessionMinutes?: number;
  /** A plan must send this stylist (the one booking her own client, or claiming). */
  mustInclude?: string;
}

export interface PlannedMember extends PartyMember {
  startsAt: Date;
}

export interface PlannedAssignment {
  stylistId: string;
  role: 'lead' | 'assist';
  members: PlannedMember[];
  /** With the client: from the first person's start to the last person's end (and the stay). */
  serviceStart: Date;
  serviceEnd: Date;
  /** Held on her calendar: travel out, service, stay, travel back and the buffer. */
  heldFrom: Date;
  heldUntil: Date;
}

export interface StaffingPlan {
  /** The earliest start of styling. */
  startsAt: Date;
  /** When everyone is ready. */
  readyAt: Date;
  assignments: PlannedAssignment[];
}

interface Interval {
  group: Group;
  serviceStart: number;
  serviceEnd: number;
  heldFrom: number;
  heldUntil: number;
}

/** Where each group sits in time, for an anchor (start or ready) in ms. */
function intervalsOf(
  groups: Group[],
  request: StaffingRequest,
  anchor: number,
): { intervals: Interval[]; readyAt: number } {
  const travel = request.travelMinutes * MINUTE;
  const stay = (request.stayMinutes ?? 0) * MINUTE;
  const buffer = (request.bufferMinutes ?? BUFFER_MINUTES) * MINUTE;
  const longest = Math.max(...groups.map((g) => g.minutes)) * MINUTE;
  const readyAt = request.mode === 'ready-by' ? anchor : anchor + longest;
  const intervals = groups.map((group) => {
    const length = group.minutes * MINUTE;
    const serviceStart = request.mode === 'ready-by' ? anchor - length : anchor;
    const styledUntil = serviceStart + length;
    const serviceEnd = group.lead && stay > 0 ? Math.max(styledUntil, readyAt) + stay : styledUntil;
    return {
      group,
      serviceStart,
      serviceEnd,
      heldFrom: serviceStart - travel,
      heldUntil: serviceEnd + travel + buffer,
    };
  });
  return { intervals, readyAt };
}

function isFree(busy: StylistDay['busy'], from: number, until: number): boolean {
  for (const [start, end] of busy) if (start < until && from < end) return false;
  return true;
}

/** Whether `stylist` can take `interval` on `date` (her hours, her held time, and `notBefore`). */
function canTake(
  stylist: StylistDay,
  interval: Interval,
  request: StaffingRequest,
  bounds: Map<string, readonly [number, number] | null>,
): boolean {
  let window = stylist.window !== undefined ? stylist.window : bounds.get(stylist.id);
  if (window === undefined) {
    window = workingWindow(request.date, stylist.hours);
    bounds.set(stylist.id, window);
  }
  if (!window) return false;
  if (interval.serviceStart < window[0] || interval.serviceStart > window[1]) return false;
  if (request.notBefore && interval.heldFrom < request.notBefore.getTime()) return false;
  return isFree(stylist.busy, interval.heldFrom, interval.heldUntil);
}

/** Kuhn's augmenting paths: each interval gets its own stylist, stylists tried in the order given. */
function match(
  intervals: Interval[],
  stylists: readonly StylistDay[],
  fits: (s: number, i: number) => boolean,
): number[] | null {
  const ownerOf = new Array<number>(stylists.length).fill(-1);
  const tryAssign = (i: number, seen: boolean[]): boolean => {
    for (let s = 0; s < stylists.length; s += 1) {
      if (seen[s] || !fits(s, i)) continue;
      seen[s] = true;
      if (ownerOf[s] === -1 || tryAssign(ownerOf[s] as number, seen)) {
        ownerOf[s] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < intervals.length; i += 1) {
    if (!tryAssign(i, new Array<boolean>(stylists.length).fill(false))) return null;
  }
  const stylistOf = new Array<number>(intervals.length).fill(-1);
  ownerOf.forEach((i, s) => {
    if (i >= 0) stylistOf[i] = s;
  });
  return stylistOf;
}

/** Each person's start within a group: one after the other, the bride last (freshest for photos). */
function scheduleMembers(group: Group, serviceStart: number): PlannedMember[] {
  const order = [...group.members].sort((a, b) => Number(a.isBride) - Number(b.isBride));
  let at = serviceStart;
  return order.map((member) => {
    const planned = { ...member, startsAt: new Date(at) };
    at += member.minutes * MINUTE;
    return planned;
  });
}

interface Found {
  intervals: Interval[];
  readyAt: number;
  stylistOf: number[];
}

/** The search both answers share: the fewest stylists, the most even split, the first that fits. */
function search(request: StaffingRequest, stylists: readonly StylistDay[]): Found | null {
  if (request.members.length === 0 || stylists.length === 0) return null;
  const anchor = zonedInstant(request.date, request.time).getTime();
  const maxSession = request.maxSessionMinutes ?? MAX_STYLIST_SESSION_MINUTES;
  const bounds = new Map<string, readonly [number, number] | null>();
  const most = Math.min(request.members.length, stylists.length);
  for (let k = 1; k <= most; k += 1) {
    for (const groups of cachedGroupings(request.members, k, maxSession)) {
      const { intervals, readyAt } = intervalsOf(groups, request, anchor);
      const stylistOf = match(intervals, stylists, (s, i) =>
        canTake(stylists[s] as StylistDay, intervals[i] as Interval, request, bounds),
      );
      if (!stylistOf) continue;
      if (request.mustInclude && !stylistOf.some((s) => stylists[s]?.id === request.mustInclude)) {
        // She is listed first, so the matching gave her a group if she could take any of these.
        continue;
      }
      return { intervals, readyAt, stylistOf };
    }
  }
  return null;
}

/**
 * A plan for `request` with the stylists given (in order of preference), or null when no way of
 * sending them fits their hours and free time.
 */
export function planStaffing(request: StaffingRequest, stylists: readonly StylistDay[]): StaffingPlan | null {
  const found = search(request, stylists);
  if (!found) return null;
  const { intervals, readyAt, stylistOf } = found;
  return {
    startsAt: new Date(Math.min(...intervals.map((i) => i.serviceStart))),
    readyAt: new Date(readyAt),
    assignments: intervals.map((interval, i) => ({
      stylistId: (stylists[stylistOf[i] as number] as StylistDay).id,
      role: interval.group.lead ? ('lead' as const) : ('assist' as const),
      members: scheduleMembers(interval.group, interval.serviceStart),
      serviceStart: new Date(interval.serviceStart),
      serviceEnd: new Date(interval.serviceEnd),
      heldFrom: new Date(interval.heldFrom),
      heldUntil: new Date(interval.heldUntil),
    })),
  };
}

/** What availability needs of a plan, without building it: how many stylists, from when, ready when (ms). */
export function staffingSummary(
  request: StaffingRequest,
  stylists: readonly StylistDay[],
): { stylists: number; startsAt: number; readyAt: number } | null {
  const found = search(request, stylists);
  if (!found) return null;
  let startsAt = Number.POSITIVE_INFINITY;
  for (const interval of found.intervals) startsAt = Math.min(startsAt, interval.serviceStart);
  return { stylists: found.intervals.length, startsAt, readyAt: found.readyAt };
}
