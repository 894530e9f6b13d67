/**
 * What every new booking goes through, whoever books it (the customer, or a stylist for a
 * client): a bookable date, the service rules and the price, then stylists found for the whole
 * party and the booking written with its add-ons, its blocks and its `booking.created` event.
 */
import { randomUUID } from 'node:crypto';
import { SELECTION_PROBLEM_MESSAGES, selectionProblem } from '@beauty/domain/booking-rules';
import { bookingMessages } from '@beauty/domain/messages';
import { type DepositRateSet, type PriceQuote, quote, UnknownCatalogItemError } from '@beauty/domain/pricing';
import type { BookingInput } from '@beauty/domain/schemas/booking';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { todayInBusinessZone } from '@beauty/domain/slots';
import type { StaffingPlan } from '@beauty/domain/staffing';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { localTimeOf } from '@beauty/domain/zoned-time';
import type { PricedCatalog } from '@beauty/server/bookings/booking-rows';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Unprocessable } from '../../errors';
import { type IdempotentAnswer, replayOrCreate } from '../../lib/idempotency';
import { blankToNull } from '../../lib/text';
import { currentDepositRates } from '../business-settings/business-settings.service';
import { offeredCatalog } from '../catalog/priced-catalog';
import { holdPlan, planPlacement, withAllocation } from '../staffing/allocation';
import { findServiceArea, offeredServiceAreas } from '../staffing/service-areas.service';
import { insertBookingAddOns, insertBookingRow } from './bookings.repository';

/** A date a customer may still choose: not before today (the allocator keeps the notice). */
export function assertBookableDate(eventDate: string, now: Date) {
  if (eventDate < todayInBusinessZone(now)) throw new Unprocessable(bookingMessages.dateInPast);
}

type Selection = Pick<
  BookingInput,
  'makeupService' | 'hairService' | 'bridalPackage' | 'addOns' | 'bridesmaidCount' | 'partySize'
>;

/**
 * The service rules on the server (packages/domain/booking-rules): at least one service, a
 * bridal package alone, bridal add-ons only with a package, the Full Bridal Party with its
 * bridesmaids (the stylist's form may leave them out), tiers for 1-6 people; then the price
 * from the catalog and the area's travel fee.
 */
function checkSelection(
  input: Selection,
  catalog: PricedCatalog,
  area: ServiceArea | null,
  options: { bridesmaidsRequired: boolean; rates?: DepositRateSet } = { bridesmaidsRequired: true },
): PriceQuote {
  const problem = selectionProblem(input, {
    addOns: catalog.addOns,
    bridesmaidsRequired: options.bridesmaidsRequired,
  });
  if (problem) throw new Unprocessable(SELECTION_PROBLEM_MESSAGES[problem]);
  try {
    return quote(input, catalog, area, options.rates);
  } catch (error) {
    if (error instanceof UnknownCatalogItemError) throw new Unprocessable(bookingMessages.unknownCatalogItem);
    throw error;
  }
}

/** The catalog, the area and the deposit rates a new booking is priced and staffed with (all cached). */
async function pricingContext(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  serviceAreaId: string,
): Promise<{ catalog: PricedCatalog; area: ServiceArea; rates: DepositRateSet }> {
  const [catalog, areas, rates] = await Promise.all([
    offeredCatalog(deps),
    offeredServiceAreas(deps),
    currentDepositRates(deps),
  ]);
  return { catalog, area: findServiceArea(areas, serviceAreaId), rates };
}

/**
 * A new booking's date checked and its selection checked and priced, with what it was priced by;
 * `bridesmaidsRequired`: the customer's form must give the Full Bridal Party's bridesmaids.
 */
export async function pricedSelection(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  input: Selection & Pick<BookingInput, 'eventDate' | 'serviceArea'>,
  now: Date,
  bridesmaidsRequired: boolean,
): Promise<{ catalog: PricedCatalog; area: ServiceArea; rates: DepositRateSet; price: PriceQuote }> {
  assertBookableDate(input.eventDate, now);
  const context = await pricingContext(deps, input.serviceArea);
  return {
    ...context,
    price: checkSelection(input, context.catalog, context.area, {
      bridesmaidsRequired,
      rates: context.rates,
    }),
  };
}

/** What a new booking is made of, whoever books it (the customer, or a stylist for a client). */
export interface NewBooking {
  input: Pick<
    BookingInput,
    | 'makeupService'
    | 'hairService'
    | 'bridalPackage'
    | 'eventDate'
    | 'eventTime'
    | 'eventType'
    | 'specialNotes'
  > &
    Partial<
      Pick<
        BookingInput,
        'location' | 'bridesmaidCount' | 'includeConsultation' | 'partySize' | 'timeMode' | 'addOns'
      >
    > & {
      paymentMethod?: string | null;
      paymentHandle?: string | null;
    };
  price: PriceQuote;
  catalog: PricedCatalog;
  area: ServiceArea;
  customerId: string;
  createdBy: string;
  status?: 'pending' | 'confirmed';
  /** Nothing is held before this (now plus the notice customers must give). */
  notBefore: Date;
  /** A pending request holds its date until this (the deposit is due by then). */
  holdUntil?: Date | null;
  /** The stylist booking her own client goes first (and must be in the plan). */
  requiredStylistId?: string;
  /** The client's name and phone as staff typed them (New Appointment); staff see these on it. */
  contact?: { firstName: string | null; lastName: string | null; phone: string | null };
}

/** The placement a booking asks for: its selection, its day, its time and how it reads it. */
function placementOf(booking: NewBooking) {
  const mode: TimeMode = booking.input.timeMode ?? 'start';
  return {
    selection: booking.input,
    date: booking.input.eventDate,
    mode,
    time: booking.input.eventTime,
    travelMinutes: booking.area.travelMinutes,
    notBefore: booking.notBefore,
  };
}

/**
 * Find stylists for the booking and write it, its add-on prices, its blocks and its
 * `booking.created` event in the caller's transaction (run it under `withAllocation`).
 * 409 when nobody is free at that time.
 */
export async function insertBooking(
  trx: Knex.Transaction,
  booking: NewBooking,
): Promise<{ id: string; addOnPrices: Map<string, number>; plan: StaffingPlan }> {
  const { input, price, catalog, area } = booking;
  const placement = placementOf(booking);
  const plan = await planPlacement(trx, {
    ...placement,
    prefer: booking.requiredStylistId,
    requirePreferred: Boolean(booking.requiredStylistId),
  });
  if (!plan) throw new Conflict(bookingMessages.noStylistFree);
  const id = randomUUID();
  const status = booking.status ?? 'pending';
  const startsAt = plan.startsAt;
  await insertBookingRow(trx, {
    id,
    customerId: booking.customerId,
    createdBy: booking.createdBy,
    status,
    makeupService: input.makeupService || null,
    hairService: input.hairService || null,
    bridalPackage: input.bridalPackage || null,
    eventDate: input.eventDate,
    eventTime: localTimeOf(startsAt),
    readyBy: placement.mode === 'ready-by' ? input.eventTime : null,
    eventType: input.eventType || null,
    specialNotes: blankToNull(input.specialNotes),
    serviceAreaId: area.id,
    location: blankToNull(input.location),
    partySize: plan.assignments.reduce((sum, a) => sum + a.members.length, 0),
    bridesmaidCount: input.bridesmaidCount ?? null,
    includeConsultation: Boolean(input.includeConsultation),
    paymentMethod: input.paymentMethod || null,
    paymentHandle: blankToNull(input.paymentHandle),
    totalPriceCents: price.totalCents,
    depositCents: price.depositCents,
    travelMinutes: area.travelMinutes,
    travelFeeCents: area.quoted ? 0 : area.travelFeeCents,
    holdExpiresAt:
      status === 'pending' && booking.holdUntil
        ? new Date(Math.min(booking.holdUntil.getTime(), startsAt.getTime()))
        : null,
    ...(booking.contact
      ? {
          contactGiven: true,
          contactFirstName: booking.contact.firstName,
          contactLastName: booking.contact.lastName,
          contactPhone: booking.contact.phone,
        }
      : {}),
  });
  await holdPlan(trx, id, plan, booking.createdBy);
  const addOnRows = price.lines
    .filter((line) => catalog.addOns.some((a) => a.id === line.id) && line.id !== 'travel')
    .map((line) => ({ bookingId: id, addOnId: line.id, priceMinCents: line.priceMinCents }));
  const travelChosen = (input.addOns ?? []).includes('travel');
  if (travelChosen) addOnRows.push({ bookingId: id, addOnId: 'travel', priceMinCents: 0 });
  await insertBookingAddOns(trx, addOnRows);
  await writeEvent(trx, {
    type: 'booking.created',
    entityType: 'booking',
    entityId: id,
    payload: { bookingId: id },
  });
  return { id, addOnPrices: new Map(addOnRows.map((a) => [a.addOnId, a.priceMinCents])), plan };
}

/**
 * Book once per Idempotency-Key (a retry gets the first answer again, lib/idempotency) under the
 * allocation lock; a booking made, not replayed, drops the cached availability once committed.
 */
export async function placeBookingOnce<Body>(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  keyOwnerId: string,
  idempotencyKey: string | null,
  input: unknown,
  book: (trx: Knex.Transaction) => Promise<Body>,
): Promise<IdempotentAnswer<Body>> {
  const answer = await withAllocation(deps.knex, (trx) =>
    replayOrCreate(trx, keyOwnerId, idempotencyKey, input, () => book(trx)),
  );
  if (!answer.replayed) await deps.publicCache?.invalidate('availability');
  return answer;
}
