import { randomUUID } from 'node:crypto';
import { SELECTION_PROBLEM_MESSAGES, selectionProblem } from '@beauty/domain/booking-rules';
import { cancelTooLateText } from '@beauty/domain/business-settings';
import { bookingMessages } from '@beauty/domain/messages';
import { type DepositRateSet, type PriceQuote, quote, UnknownCatalogItemError } from '@beauty/domain/pricing';
import type {
  Booking,
  BookingCreated,
  BookingDetail,
  BookingInput,
  BookingReschedule,
} from '@beauty/domain/schemas/booking';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { changeableUntil, todayInBusinessZone } from '@beauty/domain/slots';
import type { StaffingPlan, TimeMode } from '@beauty/domain/staffing';
import { ACTIVE_BOOKING_STATUSES, OPEN_CONSULTATION_STATUSES } from '@beauty/domain/status';
import { appointmentStartsAt, localTimeOf } from '@beauty/domain/zoned-time';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound, Unprocessable } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { claimIdempotencyKey, requestHash, storeAnswer } from '../../lib/idempotency';
import { currentBusinessSettings, currentDepositRates } from '../business-settings/business-settings.service';
import { offeredCatalog } from '../catalog/priced-catalog';
import { freeConsultationState } from '../consultations/consultations.service';
import { closeConsultation } from '../consultations/staff-consultations.service';
import { holdPlan, planPlacement, releaseBookingTime, withAllocation } from '../staffing/allocation';
import { findServiceArea, offeredServiceAreas } from '../staffing/service-areas.service';
import { cursorOf, latestFirst, type PastCursor, pastCursor } from './booking-cursor';
import {
  addOnPricesOf,
  type BookingRow,
  bookingsQuery,
  loadCatalog,
  type PricedCatalog,
  plansOf,
  toBooking,
  toBookingDetail,
} from './bookings.repository';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** How many past bookings one answer of GET /api/bookings carries. */
export const OWN_PAST_PAGE_SIZE = 20;

/**
 * GET /api/bookings: the user's own bookings, bounded however long she has booked with us (issue
 * 14 point 9): every one from today on (what she waits for, few), newest booked first as before,
 * then the OWN_PAST_PAGE_SIZE most recent before today; `nextCursor` (the Next-Cursor header,
 * absent at the end) asks for the ones before those: `?before=<cursor>` answers that page alone,
 * the most recent first. Keyset on (event_date, event_time, id) within her own bookings.
 */
export async function listBookings(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  before: PastCursor | null = null,
  today: string = todayInBusinessZone(),
): Promise<{ bookings: Booking[]; nextCursor: string | null }> {
  const { knex } = deps;
  const past: BookingRow[] = await bookingsQuery(knex)
    .where('b.customerId', user.id)
    .where('b.eventDate', '<', today)
    .modify(pastCursor(before, '<'))
    .orderBy([...latestFirst])
    .limit(OWN_PAST_PAGE_SIZE + 1);
  const page = past.slice(0, OWN_PAST_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor = past.length > OWN_PAST_PAGE_SIZE && last ? cursorOf(last) : null;
  if (before) return { bookings: page.map(toBooking), nextCursor };
  const ahead: BookingRow[] = await bookingsQuery(knex)
    .where('b.customerId', user.id)
    .where('b.eventDate', '>=', today);
  // Newest booked first, as the list always was (the dashboard's 'Recent Bookings' are its first 3).
  const newestBooked = (a: BookingRow, b: BookingRow) =>
    new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || (a.id < b.id ? 1 : -1);
  return { bookings: [...ahead, ...page].sort(newestBooked).map(toBooking), nextCursor };
}

async function findOwnBooking(knex: Knex, user: SessionUser, id: string): Promise<BookingRow> {
  // A malformed id names nothing (404), rather than reaching the database as an invalid uuid.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new NotFound();
  const row: BookingRow | undefined = await bookingsQuery(knex).where('b.id', id).first();
  // Someone else's booking answers exactly like a missing one.
  if (!row || row.customerId !== user.id) throw new NotFound();
  return row;
}

type SettingsReader = Pick<AppDeps, 'knex' | 'config' | 'publicCache'>;

async function detailOf(deps: SettingsReader, row: BookingRow, now?: Date): Promise<BookingDetail> {
  const { knex } = deps;
  const [catalog, prices, plans, settings] = await Promise.all([
    loadCatalog(knex, 'all'),
    addOnPricesOf(knex, row.id),
    plansOf(knex, [row]),
    currentBusinessSettings(deps),
  ]);
  return toBookingDetail(
    row,
    catalog,
    prices,
    plans.get(row.id) as NonNullable<ReturnType<typeof plans.get>>,
    now,
    settings.cancellationHours,
  );
}

export async function getBooking(
  deps: SettingsReader,
  user: SessionUser,
  id: string,
): Promise<BookingDetail> {
  return detailOf(deps, await findOwnBooking(deps.knex, user, id));
}

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
export function checkSelection(
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
export async function pricingContext(
  deps: SettingsReader,
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
 * Lock the customer's account row and count her requests still waiting for a deposit: at most N
 * hold dates at a time, so one account cannot block a day (16 requests in 2.6 s did).
 */
async function assertPendingAllowance(trx: Knex.Transaction, customerId: string, limit: number) {
  await trx('users').where({ id: customerId }).forUpdate().first('id');
  const row = await trx('bookings')
    .where({ customerId, status: 'pending', paymentStatus: 'unpaid' })
    .count<{ count: string }>('id as count')
    .first();
  if (Number(row?.count ?? 0) >= limit) throw new Conflict(bookingMessages.pendingLimit(limit));
}

/**
 * Book a customer's appointment. The catalog and the area set the total and the deposit; the
 * allocator finds stylists for the whole party and the exclusion constraint keeps their time
 * theirs; the free consultation is recorded at most once; the booking, its add-ons, its blocks,
 * the consultation and the `booking.created` event commit together. A pending request holds its
 * date until its deposit is due. With an Idempotency-Key, a retry returns the first answer.
 */
export async function createBooking(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  user: SessionUser,
  input: BookingInput,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<{ status: number; body: BookingCreated; replayed: boolean }> {
  assertBookableDate(input.eventDate, now);
  const { catalog, area, rates } = await pricingContext(deps, input.serviceArea);
  const price = checkSelection(input, catalog, area, { bridesmaidsRequired: true, rates });
  const { cancellationHours } = await currentBusinessSettings(deps);
  if (input.includeConsultation) {
    const free = await freeConsultationState(deps, user, now);
    if (free.hasUsedFreeConsultation) throw new Conflict(bookingMessages.freeConsultationUsed);
    if (!free.eligible) throw new Unprocessable(bookingMessages.freeConsultationExpired);
  }
  const holdUntil = new Date(now.getTime() + deps.config.booking.holdHours * 3_600_000);

  const answer = await withAllocation(deps.knex, async (trx) => {
    if (idempotencyKey) {
      const stored = await claimIdempotencyKey(trx, user.id, idempotencyKey, requestHash(input));
      if (stored) return { status: stored.status, body: stored.body as BookingCreated, replayed: true };
    }
    await assertPendingAllowance(trx, user.id, deps.config.booking.maxPendingPerCustomer);
    const { id, addOnPrices } = await insertBooking(trx, {
      input,
      price,
      catalog,
      area,
      customerId: user.id,
      createdBy: user.id,
      notBefore: new Date(now.getTime() + deps.config.booking.minNoticeMinutes * 60_000),
      holdUntil,
    });
    if (input.includeConsultation) await recordFreeConsultation(trx, user.id, id);
    const row: BookingRow = await bookingsQuery(trx).where('b.id', id).first();
    const plans = await plansOf(trx, [row]);
    const body: BookingCreated = {
      booking: toBookingDetail(
        row,
        catalog,
        addOnPrices,
        plans.get(id) as NonNullable<ReturnType<typeof plans.get>>,
        now,
        cancellationHours,
      ),
      message: bookingMessages.created,
    };
    if (idempotencyKey) await storeAnswer(trx, user.id, idempotencyKey, { status: 201, body });
    return { status: 201, body, replayed: false };
  });
  if (!answer.replayed) await deps.publicCache?.invalidate('availability');
  return answer;
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
  await trx('bookings').insert({
    id,
    customerId: booking.customerId,
    createdBy: booking.createdBy,
    status,
    confirmedAt: status === 'confirmed' ? trx.fn.now() : null,
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
  if (addOnRows.length) await trx('booking_add_ons').insert(addOnRows);
  await writeEvent(trx, {
    type: 'booking.created',
    entityType: 'booking',
    entityId: id,
    payload: { bookingId: id },
  });
  return { id, addOnPrices: new Map(addOnRows.map((a) => [a.addOnId, a.priceMinCents])), plan };
}

/** The unique index allows one used free consultation per customer; a race loses with 409. */
async function recordFreeConsultation(trx: Knex.Transaction, customerId: string, bookingId: string) {
  const inserted = await trx.raw(
    `INSERT INTO consultations (customer_id, booking_id, used_free_consultation, status)
     VALUES (?, ?, true, 'requested')
     ON CONFLICT (customer_id) WHERE used_free_consultation AND status <> 'cancelled' DO NOTHING RETURNING id`,
    [customerId, bookingId],
  );
  if (inserted.rows.length === 0) throw new Conflict(bookingMessages.freeConsultationUsed);
}

/** Lock the customer's booking and check it may still be changed online (the window in Business Settings, 48 hours by default). */
async function lockChangeableBooking(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
  action: 'cancel' | 'reschedule',
  now: Date,
  windowHours: number,
): Promise<BookingRow> {
  await findOwnBooking(trx, user, id);
  await trx('bookings').where({ id }).forUpdate().first('id');
  // Read again under the lock: what a concurrent change left is what counts.
  const row = await findOwnBooking(trx, user, id);
  const current = row;
  if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(current.status)) {
    throw new Conflict(
      action === 'cancel'
        ? bookingMessages.cannotCancel(current.status)
        : bookingMessages.cannotReschedule(current.status),
    );
  }
  if (now >= changeableUntil(appointmentStartsAt(current.eventDate, current.eventTime), windowHours)) {
    throw new Unprocessable(cancelTooLateText(windowHours));
  }
  return row;
}

/**
 * A free consultation that came with a cancelled booking goes with it, and is the customer's to
 * use again (whoever cancelled: the customer, or the studio before the appointment).
 */
export async function releaseFreeConsultation(
  trx: Knex.Transaction,
  bookingId: string,
  changedBy: string | null = null,
): Promise<void> {
  const open = await trx('consultations')
    .where({ bookingId })
    .whereIn('status', OPEN_CONSULTATION_STATUSES)
    .forUpdate()
    .select('id', 'status', 'scheduledAt', 'calendarSequence');
  // One already scheduled is taken out of her calendar too (consultation.status_changed).
  for (const consultation of open) await closeConsultation(trx, consultation, 'cancelled', changedBy);
}

/** Cancel until 48 hours before the start; the stylists' time is free again at commit (a trigger lets it go). */
export async function cancelBooking(
  deps: SettingsReader,
  user: SessionUser,
  id: string,
  now: Date = new Date(),
): Promise<BookingDetail> {
  const { cancellationHours } = await currentBusinessSettings(deps);
  await deps.knex.transaction(async (trx) => {
    await lockChangeableBooking(trx, user, id, 'cancel', now, cancellationHours);
    await trx('bookings').where({ id }).update({
      status: 'cancelled',
      cancelledAt: trx.fn.now(),
      cancellationReason: 'customer',
      holdExpiresAt: null,
      statusChangedBy: user.id,
      updatedAt: trx.fn.now(),
    });
    await releaseFreeConsultation(trx, id, user.id);
    await writeEvent(trx, {
      type: 'booking.cancelled',
      entityType: 'booking',
      entityId: id,
      payload: { bookingId: id },
    });
  });
  await deps.publicCache?.invalidate('availability');
  return getBooking(deps, user, id);
}

/**
 * Move to another date and time, under the same rules as booking and the 48-hour window: the
 * booking's time is let go and placed again in one transaction, so it either moves whole (the
 * same selection, area and party, possibly other stylists) or stays where it was (409).
 */
export async function rescheduleBooking(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  user: SessionUser,
  id: string,
  input: BookingReschedule,
  now: Date = new Date(),
): Promise<BookingDetail> {
  assertBookableDate(input.eventDate, now);
  const mode: TimeMode = input.timeMode ?? 'start';
  const { cancellationHours } = await currentBusinessSettings(deps);
  await withAllocation(deps.knex, async (trx) => {
    const row = await lockChangeableBooking(trx, user, id, 'reschedule', now, cancellationHours);
    const sameTime =
      mode === 'ready-by'
        ? row.readyBy === input.eventTime
        : !row.readyBy && row.eventTime === input.eventTime;
    if (row.eventDate === input.eventDate && sameTime) throw new Unprocessable(bookingMessages.sameSlot);
    await releaseBookingTime(trx, id);
    const plan = await planPlacement(trx, {
      selection: { ...row, addOns: row.addOnIds ?? [], partySize: row.bridalPackage ? null : row.partySize },
      date: input.eventDate,
      mode,
      time: input.eventTime,
      travelMinutes: row.travelMinutes,
      notBefore: new Date(now.getTime() + deps.config.booking.minNoticeMinutes * 60_000),
      exceptBookingId: id,
    });
    if (!plan) throw new Conflict(bookingMessages.noStylistFree);
    await holdPlan(trx, id, plan, user.id);
    await trx('bookings')
      .where({ id })
      .update({
        eventDate: input.eventDate,
        eventTime: localTimeOf(plan.startsAt),
        readyBy: mode === 'ready-by' ? input.eventTime : null,
        holdExpiresAt:
          row.status === 'pending' && row.holdExpiresAt
            ? new Date(Math.min(new Date(row.holdExpiresAt).getTime(), plan.startsAt.getTime()))
            : null,
        updatedAt: trx.fn.now(),
      });
    await writeEvent(trx, {
      type: 'booking.rescheduled',
      entityType: 'booking',
      entityId: id,
      payload: { bookingId: id, from: { eventDate: row.eventDate, eventTime: row.eventTime } },
    });
  });
  await deps.publicCache?.invalidate('availability');
  return getBooking(deps, user, id);
}
