/**
 * When a selection can be fully staffed: the times the allocator would staff it now, day by day.
 * The API answers GET /api/availability with it; the worker checks waitlisted selections.
 */
import {
  partyMembers,
  partySizeOf,
  type StaffingSelection,
  serviceMinutes,
  stayMinutes,
} from '@beauty/domain/booking-rules';
import { fewestStylists } from '@beauty/domain/party-groups';
import type { Availability, AvailableTime } from '@beauty/domain/schemas/availability';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { addDays, clockTimeOf, todayInBusinessZone } from '@beauty/domain/slots';
import { staffingSummary } from '@beauty/domain/staffing';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { localTimeOnDate } from '@beauty/domain/zoned-time';
import type { Knex } from 'knex';
import {
  bookableStylistIds,
  dayWindow,
  heldByStylist,
  heldRanges,
  stylistDaysOn,
  weeklyHours,
} from './stylist-time';

/** Times offered: on the hour, from early wedding starts to evening events. */
const CANDIDATE_HOURS: Record<TimeMode, readonly [number, number]> = {
  start: [5, 20],
  'ready-by': [6, 22],
};

export function candidateTimes(mode: TimeMode): string[] {
  const [first, last] = CANDIDATE_HOURS[mode];
  return Array.from({ length: last - first + 1 }, (_, i) => clockTimeOf((first + i) * 60));
}

/** What a question about availability is: the selection, the area, the mode and the dates. */
export interface AvailabilityRequest {
  selection: StaffingSelection;
  area: Pick<ServiceArea, 'id' | 'travelMinutes'>;
  mode: TimeMode;
  from: string;
  to: string;
  exceptBookingId?: string;
  notBefore: Date;
  /** Only times at which this stylist is sent (she books her own client). */
  withStylist?: string;
}

/** Days worked out before and kept (a day each, by date), and where to keep the rest. */
export interface DayMemo {
  found: ReadonlyMap<string, AvailableTime[]>;
  keep(days: ReadonlyMap<string, AvailableTime[]>): void;
}

/**
 * Days this close to today depend on the moment asked (the notice customers must give), so they
 * are always worked out afresh; later ones depend only on the team's time and may be kept.
 */
const FRESH_DAYS = 2;

/**
 * Every time between `from` and `to` at which the selection can be fully staffed, as the
 * allocator would staff it now: days in `memo` as they were kept, the others from one read of
 * the team's hours and held time for the days that need it.
 */
export async function computeAvailability(
  knex: Knex,
  request: AvailabilityRequest,
  memo?: DayMemo,
): Promise<Availability> {
  const today = todayInBusinessZone(request.notBefore);
  const dates: string[] = [];
  for (let date = request.from; date <= request.to; date = addDays(date, 1)) dates.push(date);
  const open = dates.filter((date) => date >= today && !memo?.found.has(date));
  const worked = new Map<string, AvailableTime[]>();
  const members = partyMembers(request.selection);
  let team: string[] | null = null;
  if (open.length > 0) {
    team = await bookableStylistIds(knex);
    if (request.withStylist && !team.includes(request.withStylist)) team.push(request.withStylist);
    const [windowFrom, windowUntil] = dayWindow(open[0] as string, open[open.length - 1]);
    const [hours, held] = await Promise.all([
      weeklyHours(knex, team),
      heldRanges(knex, team, windowFrom, windowUntil, request.exceptBookingId),
    ]);
    const heldNear = heldByStylist(held);
    for (const date of open) {
      const times: AvailableTime[] = [];
      if (team.length > 0) {
        const stylists = stylistDaysOn(date, team, hours, heldNear, request.withStylist);
        for (const time of candidateTimes(request.mode)) {
          const plan = staffingSummary(
            {
              date,
              mode: request.mode,
              time,
              members,
              travelMinutes: request.area.travelMinutes,
              stayMinutes: stayMinutes(request.selection),
              notBefore: request.notBefore,
              mustInclude: request.withStylist,
            },
            stylists,
          );
          if (plan)
            times.push({
              time,
              stylists: plan.stylists,
              startsAt: localTimeOnDate(date, plan.startsAt),
              readyAt: localTimeOnDate(date, plan.readyAt),
            });
        }
      }
      worked.set(date, times);
    }
    if (memo) {
      const fresh = addDays(today, FRESH_DAYS);
      memo.keep(new Map([...worked].filter(([date]) => date >= fresh)));
    }
  }
  const days = dates.map((date) => ({ date, times: memo?.found.get(date) ?? worked.get(date) ?? [] }));
  // Only when no day has a time: is the party more than the whole team can style at once?
  const noTime = days.every((day) => day.times.length === 0);
  const teamSize = noTime ? (team ?? (await bookableStylistIds(knex))).length : 0;
  return {
    timeMode: request.mode,
    serviceArea: request.area.id,
    minutes: serviceMinutes(request.selection),
    partySize: partySizeOf(request.selection),
    // A team of none (a new studio) is not a party too large.
    partyTooLarge: noTime && teamSize > 0 && fewestStylists(members) > teamSize,
    days,
  };
}
