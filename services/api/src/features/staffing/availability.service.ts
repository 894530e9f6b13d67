import {
  SELECTION_PROBLEM_MESSAGES,
  type StaffingSelection,
  selectionOfBooking,
  selectionProblem,
} from '@beauty/domain/booking-rules';
import { bookingMessages } from '@beauty/domain/messages';
import type { Availability, AvailabilityQuery, AvailableTime } from '@beauty/domain/schemas/availability';
import { addDays, daysBetween } from '@beauty/domain/slots';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { computeAvailability } from '@beauty/server/staffing/availability';
import type { AppDeps } from '../../deps';
import { Invalid, NotFound, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { findServiceArea, offeredServiceAreas } from './service-areas.service';
import { addOnKinds, bookingAddOnIds, bookingSelection } from './staffing.repository';

/** The longest range one request may ask about. */
export const MAX_AVAILABILITY_DAYS = 31;

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
    const booking = await bookingSelection(deps.knex, query.booking);
    if (!booking || !user || (!staff && booking.customerId !== user.id)) throw new NotFound();
    const addOns = await bookingAddOnIds(deps.knex, booking.id);
    return computeAvailability(deps.knex, {
      selection: selectionOfBooking(booking, addOns),
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
  const readKinds = () => addOnKinds(deps.knex);
  const kinds = await (deps.publicCache
    ? deps.publicCache.value('add-ons', 'kinds', readKinds)
    : readKinds());
  const selection = selectionOf(query, kinds);
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
