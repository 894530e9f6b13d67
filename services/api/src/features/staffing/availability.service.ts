import {
  partyMembers,
  partySizeOf,
  SELECTION_PROBLEM_MESSAGES,
  type StaffingSelection,
  selectionProblem,
  serviceMinutes,
  stayMinutes,
} from '@beauty/domain/booking-rules';
import { bookingMessages } from '@beauty/domain/messages';
import type { Availability, AvailabilityQuery, AvailableTime } from '@beauty/domain/schemas/availability';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { addDays, clockTimeOf, daysBetween, todayInBusinessZone } from '@beauty/domain/slots';
import { staffingSummary } from '@beauty/domain/staffing';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { localTimeOnDate } from '@beauty/domain/zoned-time';
import { valuesOf } from '../../db/values';
import type { AppDeps } from '../../deps';
import { Invalid, NotFound, Unprocessable } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { findServiceArea, offeredServiceAreas } from './service-areas.service';
import {
  bookableStylistIds,
  dayWindow,
  heldByStylist,
  heldRanges,
  stylistDaysOn,
  weeklyHours,
} from './staffing.repository';

/** The longest range one request may ask about. */
export const MAX_AVAILABILITY_DAYS = 31;

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
  knex: AppDeps['knex'],
  request: AvailabilityRequest,
  memo?: DayMemo,
): Promise<Availability> {
  const today = todayInBusinessZone(request.notBefore);
  const dates: string[] = [];
  for (let date = request.from; date <= request.to; date = addDays(date, 1)) dates.push(date);
  const open = dates.filter((date) => date >= today && !memo?.found.has(date));
  const worked = new Map<string, AvailableTime[]>();
  if (open.length > 0) {
    const team = await bookableStylistIds(knex);
    if (request.withStylist && !team.includes(request.withStylist)) team.push(request.withStylist);
    const [windowFrom, windowUntil] = dayWindow(open[0] as string, open[open.length - 1]);
    const [hours, held] = await Promise.all([
      weeklyHours(knex, team),
      heldRanges(knex, team, windowFrom, windowUntil, request.exceptBookingId),
    ]);
    const members = partyMembers(request.selection);
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
  return {
    timeMode: request.mode,
    serviceArea: request.area.id,
    minutes: serviceMinutes(request.selection),
    partySize: partySizeOf(request.selection),
    days: dates.map((date) => ({ date, times: memo?.found.get(date) ?? worked.get(date) ?? [] })),
  };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The selection a query asks about, checked by the booking rules (bridesmaids may be left out). */
function selectionOf(
  query: AvailabilityQuery,
  addOnKinds: Array<{ id: string; kind: string }>,
): StaffingSelection {
  const selection: StaffingSelection = {
    makeupService: orNull(query.makeupService),
    hairService: orNull(query.hairService),
    bridalPackage: orNull(query.bridalPackage),
    addOns: query.addOns ? query.addOns.split(',') : [],
    partySize: query.partySize ? Number(query.partySize) : null,
    bridesmaidCount: query.bridesmaidCount ? Number(query.bridesmaidCount) : null,
  };
  const problem = selectionProblem(selection, {
    addOns: addOnKinds as Array<{ id: string; kind: 'standard' | 'bridal' }>,
    bridesmaidsRequired: false,
  });
  if (problem) throw new Unprocessable(SELECTION_PROBLEM_MESSAGES[problem]);
  return selection;
}

/** The dates a query covers: one date, or from-to (at most 31 days). */
function datesOf(query: AvailabilityQuery): [string, string] {
  const from = query.from ?? query.date;
  const to = query.to ?? query.date ?? query.from;
  if (!from || !to) throw new Invalid([], 'Please choose a date (date=YYYY-MM-DD) or a range (from, to).');
  if (to < from) throw new Invalid([], 'The range must end on or after its first day.');
  if (daysBetween(from, to) + 1 > MAX_AVAILABILITY_DAYS)
    throw new Invalid([], `Ask about at most ${MAX_AVAILABILITY_DAYS} days at a time.`);
  return [from, to];
}

/**
 * GET /api/availability. Anyone may ask about a selection; the answer names no stylist and no
 * client. Kept a day at a time until any booking, hours or time-off change (or a minute).
 * With `booking` (its owner or staff), the booking's own selection and area, its time counted free.
 */
export async function availability(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  query: AvailabilityQuery,
  user: SessionUser | null,
  now: Date = new Date(),
): Promise<Availability> {
  const [from, to] = datesOf(query);
  const mode: TimeMode = query.timeMode ?? 'start';
  const staff = user?.role === 'stylist' || user?.role === 'admin';
  const notBefore = new Date(now.getTime() + (staff ? 0 : deps.config.booking.minNoticeMinutes * 60_000));
  if (query.booking) {
    const booking = await deps
      .knex('bookings')
      .where({ id: query.booking })
      .first(
        'id',
        'customerId',
        'makeupService',
        'hairService',
        'bridalPackage',
        'partySize',
        'bridesmaidCount',
        'travelMinutes',
        'serviceAreaId',
      );
    if (!booking || !user || (!staff && booking.customerId !== user.id)) throw new NotFound();
    const addOns: string[] = await valuesOf(
      deps.knex('booking_add_ons').where({ bookingId: booking.id }),
      'addOnId',
    );
    return computeAvailability(deps.knex, {
      selection: {
        makeupService: booking.makeupService,
        hairService: booking.hairService,
        bridalPackage: booking.bridalPackage,
        addOns,
        partySize: booking.bridalPackage ? null : booking.partySize,
        bridesmaidCount: booking.bridesmaidCount,
      },
      area: { id: booking.serviceAreaId ?? '', travelMinutes: booking.travelMinutes },
      mode,
      from,
      to,
      exceptBookingId: booking.id,
      notBefore,
    });
  }
  if (!query.serviceArea) throw new Unprocessable(bookingMessages.serviceAreaRequired);
  const areas = await offeredServiceAreas(deps);
  const area = findServiceArea(areas, query.serviceArea);
  const readKinds = (): Promise<Array<{ id: string; kind: string }>> =>
    deps.knex('add_ons').select('id', 'kind');
  const addOnKinds = await (deps.publicCache
    ? deps.publicCache.value('add-ons', 'kinds', readKinds)
    : readKinds());
  const selection = selectionOf(query, addOnKinds);
  if (query.stylistId && !staff) throw new NotFound();
  const withStylist = query.stylistId;
  const request = { selection, area, mode, from, to, notBefore, withStylist };
  if (!deps.publicCache) return computeAvailability(deps.knex, request);
  // A day at a time, kept until any booking, hours or time-off change (or a minute): questions
  // about overlapping ranges share their days. Days are never memo'd for today and tomorrow.
  const question = JSON.stringify([selection, area.id, area.travelMinutes, mode, withStylist ?? null]);
  const names = new Map<string, string>();
  for (let date = from; date <= to; date = addDays(date, 1)) names.set(date, `${question} ${date}`);
  const batch = deps.publicCache.batch<AvailableTime[]>('availability', [...names.values()]);
  const found = new Map<string, AvailableTime[]>();
  for (const [date, name] of names) {
    const times = batch.found.get(name);
    if (times) found.set(date, times);
  }
  return computeAvailability(deps.knex, request, {
    found,
    keep: (days) => batch.keep(new Map([...days].map(([date, times]) => [`${question} ${date}`, times]))),
  });
}
