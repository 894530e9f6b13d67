import { randomUUID } from 'node:crypto';
import type { BRIDAL_PACKAGES } from '@beauty/domain/catalog';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import { type PriceQuote, quote, selectionProblem, UnknownCatalogItemError } from '@beauty/domain/pricing';
import type {
  Booking,
  BookingCreated,
  BookingDetail,
  BookingInput,
  BookingReschedule,
  SlotAvailability,
} from '@beauty/domain/schemas/booking';
import { appointmentStartsAt, changeableUntil, TIME_SLOTS, todayInBusinessZone } from '@beauty/domain/slots';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound, Unprocessable } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { claimIdempotencyKey, requestHash, storeAnswer } from '../../lib/idempotency';
import { writeEvent } from '../../lib/outbox';
import { offeredCatalog } from '../catalog/priced-catalog';
import { freeConsultationState } from '../consultations/consultations.service';
import {
  ACTIVE_BOOKING_STATUSES,
  addOnPricesOf,
  type BookingRow,
  bookingsQuery,
  loadCatalog,
  type PricedCatalog,
  toBooking,
  toBookingDetail,
} from './bookings.repository';

const FULL_BRIDAL_PARTY: (typeof BRIDAL_PACKAGES)[number] = 'bride-plus-party';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The user's own bookings, newest first. */
export async function listBookings(deps: Pick<AppDeps, 'knex'>, user: SessionUser): Promise<Booking[]> {
  const rows: BookingRow[] = await bookingsQuery(deps.knex)
    .where('b.customerId', user.id)
    .orderBy([
      { column: 'b.createdAt', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ]);
  return rows.map(toBooking);
}

async function findOwnBooking(knex: Knex, user: SessionUser, id: string): Promise<BookingRow> {
  // A malformed id names nothing (404), rather than reaching the database as an invalid uuid.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new NotFound();
  const row: BookingRow | undefined = await bookingsQuery(knex).where('b.id', id).first();
  // Someone else's booking answers exactly like a missing one.
  if (!row || row.customerId !== user.id) throw new NotFound();
  return row;
}

async function detailOf(knex: Knex, row: BookingRow): Promise<BookingDetail> {
  const [catalog, prices] = await Promise.all([loadCatalog(knex, 'all'), addOnPricesOf(knex, row.id)]);
  return toBookingDetail(row, catalog, prices);
}

export async function getBooking(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
): Promise<BookingDetail> {
  return detailOf(deps.knex, await findOwnBooking(deps.knex, user, id));
}

/** Bookings a slot holds: the configured figure, else one per active stylist (at least one). */
export async function slotCapacity(deps: Pick<AppDeps, 'knex' | 'config'>, knex: Knex = deps.knex) {
  if (deps.config.bookingSlotCapacity) return deps.config.bookingSlotCapacity;
  const row = await knex('stylist_profiles')
    .where({ isActive: true })
    .count<{ count: string }>('id as count')
    .first();
  return Math.max(1, Number(row?.count ?? 0));
}

/** A date and slot a customer may still choose: not before today, not already started. */
export function assertBookableTime(eventDate: string, eventTime: string, now: Date) {
  if (eventDate < todayInBusinessZone(now)) throw new Unprocessable(bookingMessages.dateInPast);
  if (appointmentStartsAt(eventDate, eventTime) <= now) throw new Unprocessable(bookingMessages.slotPassed);
}

/**
 * Take one place in a slot, deciding capacity under a row lock on (date, slot): concurrent
 * requests for the same slot queue on that lock, so exactly as many win as there are places.
 */
async function takeSlotPlace(
  trx: Knex.Transaction,
  deps: Pick<AppDeps, 'knex' | 'config'>,
  eventDate: string,
  eventTime: string,
  exceptBookingId?: string,
) {
  await trx.raw('INSERT INTO booking_slots (event_date, event_time) VALUES (?, ?) ON CONFLICT DO NOTHING', [
    eventDate,
    eventTime,
  ]);
  await trx('booking_slots').where({ eventDate, eventTime }).forUpdate().first('eventDate');
  const taken = trx('bookings')
    .where({ eventDate, eventTime })
    .whereIn('status', ACTIVE_BOOKING_STATUSES)
    .count<{ count: string }>('id as count');
  if (exceptBookingId) taken.whereNot({ id: exceptBookingId });
  const [capacity, row] = await Promise.all([slotCapacity(deps, trx), taken.first()]);
  if (Number(row?.count ?? 0) >= capacity) throw new Conflict(bookingMessages.slotFull);
}

/**
 * The service rules on the server: at least one service, a bridal package alone, bridal add-ons
 * only with a package, the Full Bridal Party with its bridesmaids (the stylist's form has no
 * such field, so it may leave them out), and everything priced from the catalog.
 */
export function checkSelection(
  input: Pick<BookingInput, 'makeupService' | 'hairService' | 'bridalPackage' | 'addOns' | 'bridesmaidCount'>,
  catalog: PricedCatalog,
  options: { bridesmaidsRequired: boolean } = { bridesmaidsRequired: true },
): PriceQuote {
  const problem = selectionProblem(input);
  if (problem === 'none-selected') throw new Unprocessable(toasts.noServicesSelected.description);
  if (problem === 'bridal-with-tiers') throw new Unprocessable(bookingMessages.bridalWithTiers);
  const isParty = input.bridalPackage === FULL_BRIDAL_PARTY;
  if (isParty && options.bridesmaidsRequired && input.bridesmaidCount == null)
    throw new Unprocessable(bookingMessages.bridesmaidsRequired);
  if (!isParty && input.bridesmaidCount != null)
    throw new Unprocessable(bookingMessages.bridesmaidsOnlyForParty);
  const bridalAddOn = (input.addOns ?? []).some(
    (id) => catalog.addOns.find((a) => a.id === id)?.kind === 'bridal',
  );
  if (bridalAddOn && !input.bridalPackage) throw new Unprocessable(bookingMessages.bridalAddOnWithoutPackage);
  try {
    return quote(input, catalog);
  } catch (error) {
    if (error instanceof UnknownCatalogItemError) throw new Unprocessable(bookingMessages.unknownCatalogItem);
    throw error;
  }
}

/**
 * Book a customer's appointment. The catalog sets the total and the deposit; the slot's
 * capacity is decided under its lock; the free consultation is recorded at most once; the
 * booking, its add-ons, the consultation and the `booking.created` event commit together.
 * With an Idempotency-Key, a retry returns the first answer instead of booking again.
 */
export async function createBooking(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  user: SessionUser,
  input: BookingInput,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<{ status: number; body: BookingCreated; replayed: boolean }> {
  assertBookableTime(input.eventDate, input.eventTime, now);
  const catalog = await offeredCatalog(deps);
  const price = checkSelection(input, catalog);
  if (input.includeConsultation) {
    const free = await freeConsultationState(deps, user, now);
    if (free.hasUsedFreeConsultation) throw new Conflict(bookingMessages.freeConsultationUsed);
    if (!free.eligible) throw new Unprocessable(bookingMessages.freeConsultationExpired);
  }

  return deps.knex.transaction(async (trx) => {
    if (idempotencyKey) {
      const stored = await claimIdempotencyKey(trx, user.id, idempotencyKey, requestHash(input));
      if (stored) return { status: stored.status, body: stored.body as BookingCreated, replayed: true };
    }
    const { id, addOnPrices } = await insertBooking(trx, deps, {
      input,
      price,
      catalog,
      customerId: user.id,
      createdBy: user.id,
    });
    if (input.includeConsultation) await recordFreeConsultation(trx, user.id, id);
    const row: BookingRow = await bookingsQuery(trx).where('b.id', id).first();
    const body: BookingCreated = {
      booking: toBookingDetail(row, catalog, addOnPrices, now),
      message: bookingMessages.created,
    };
    if (idempotencyKey) await storeAnswer(trx, user.id, idempotencyKey, { status: 201, body });
    return { status: 201, body, replayed: false };
  });
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
    Partial<Pick<BookingInput, 'location' | 'bridesmaidCount' | 'includeConsultation'>> & {
      paymentMethod?: string | null;
      paymentHandle?: string | null;
    };
  price: PriceQuote;
  catalog: PricedCatalog;
  customerId: string;
  createdBy: string;
  stylistId?: string | null;
  status?: 'pending' | 'confirmed';
}

/**
 * Take a place in the slot and write the booking, its add-on prices and its `booking.created`
 * event in the caller's transaction.
 */
export async function insertBooking(
  trx: Knex.Transaction,
  deps: Pick<AppDeps, 'knex' | 'config'>,
  booking: NewBooking,
): Promise<{ id: string; addOnPrices: Map<string, number> }> {
  const { input, price, catalog } = booking;
  const id = randomUUID();
  await takeSlotPlace(trx, deps, input.eventDate, input.eventTime);
  await trx('bookings').insert({
    id,
    customerId: booking.customerId,
    createdBy: booking.createdBy,
    stylistId: booking.stylistId ?? null,
    status: booking.status ?? 'pending',
    confirmedAt: booking.status === 'confirmed' ? trx.fn.now() : null,
    makeupService: input.makeupService || null,
    hairService: input.hairService || null,
    bridalPackage: input.bridalPackage || null,
    eventDate: input.eventDate,
    eventTime: input.eventTime,
    eventType: input.eventType || null,
    specialNotes: blankToNull(input.specialNotes),
    location: blankToNull(input.location),
    bridesmaidCount: input.bridesmaidCount ?? null,
    includeConsultation: Boolean(input.includeConsultation),
    paymentMethod: input.paymentMethod || null,
    paymentHandle: blankToNull(input.paymentHandle),
    totalPriceCents: price.totalCents,
    depositCents: price.depositCents,
  });
  const addOnRows = price.lines
    .filter((line) => catalog.addOns.some((a) => a.id === line.id))
    .map((line) => ({ bookingId: id, addOnId: line.id, priceMinCents: line.priceMinCents }));
  if (addOnRows.length) await trx('booking_add_ons').insert(addOnRows);
  await writeEvent(trx, {
    type: 'booking.created',
    entityType: 'booking',
    entityId: id,
    payload: { bookingId: id },
  });
  return { id, addOnPrices: new Map(addOnRows.map((a) => [a.addOnId, a.priceMinCents])) };
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

/** Lock the customer's booking and check it may still be changed online (48-hour window). */
async function lockChangeableBooking(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
  action: 'cancel' | 'reschedule',
  now: Date,
): Promise<BookingRow> {
  const row = await findOwnBooking(trx, user, id);
  await trx('bookings').where({ id }).forUpdate().first('id');
  const current: { status: string; eventDate: string; eventTime: string } = await trx('bookings')
    .where({ id })
    .first('status', 'eventDate', 'eventTime');
  if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(current.status)) {
    throw new Conflict(
      action === 'cancel'
        ? bookingMessages.cannotCancel(current.status)
        : bookingMessages.cannotReschedule(current.status),
    );
  }
  if (now >= changeableUntil(appointmentStartsAt(current.eventDate, current.eventTime))) {
    throw new Unprocessable(bookingMessages.cancelTooLate);
  }
  return row;
}

/**
 * A free consultation that came with a cancelled booking goes with it, and is the customer's to
 * use again (whoever cancelled: the customer, or the studio before the appointment).
 */
export async function releaseFreeConsultation(trx: Knex.Transaction, bookingId: string): Promise<void> {
  await trx('consultations')
    .where({ bookingId })
    .whereNot({ status: 'completed' })
    .update({ status: 'cancelled', updatedAt: trx.fn.now() });
}

/** Cancel until 48 hours before the start; the place in the slot is free again at commit. */
export async function cancelBooking(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
  now: Date = new Date(),
): Promise<BookingDetail> {
  await deps.knex.transaction(async (trx) => {
    await lockChangeableBooking(trx, user, id, 'cancel', now);
    await trx('bookings').where({ id }).update({
      status: 'cancelled',
      cancelledAt: trx.fn.now(),
      statusChangedBy: user.id,
      updatedAt: trx.fn.now(),
    });
    await releaseFreeConsultation(trx, id);
    await writeEvent(trx, {
      type: 'booking.cancelled',
      entityType: 'booking',
      entityId: id,
      payload: { bookingId: id },
    });
  });
  return getBooking(deps, user, id);
}

/** Move to another date and slot, under the same rules as booking and the 48-hour window. */
export async function rescheduleBooking(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser,
  id: string,
  input: BookingReschedule,
  now: Date = new Date(),
): Promise<BookingDetail> {
  assertBookableTime(input.eventDate, input.eventTime, now);
  await deps.knex.transaction(async (trx) => {
    const row = await lockChangeableBooking(trx, user, id, 'reschedule', now);
    if (row.eventDate === input.eventDate && row.eventTime === input.eventTime) {
      throw new Unprocessable(bookingMessages.sameSlot);
    }
    await takeSlotPlace(trx, deps, input.eventDate, input.eventTime, id);
    await trx('bookings')
      .where({ id })
      .update({ eventDate: input.eventDate, eventTime: input.eventTime, updatedAt: trx.fn.now() });
    await writeEvent(trx, {
      type: 'booking.rescheduled',
      entityType: 'booking',
      entityId: id,
      payload: { bookingId: id, from: { eventDate: row.eventDate, eventTime: row.eventTime } },
    });
  });
  return getBooking(deps, user, id);
}

/** Every slot of a date with the places left; a day gone by or a slot already started is closed. */
export async function availability(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  date: string,
  now: Date = new Date(),
): Promise<SlotAvailability> {
  const [capacity, counts] = await Promise.all([
    slotCapacity(deps),
    deps
      .knex('bookings')
      .where({ eventDate: date })
      .whereIn('status', ACTIVE_BOOKING_STATUSES)
      .groupBy('eventTime')
      .select('eventTime')
      .count<Array<{ eventTime: string; count: string }>>('id as count'),
  ]);
  const taken = new Map(counts.map((c) => [c.eventTime, Number(c.count)]));
  const past = date < todayInBusinessZone(now);
  return {
    date,
    capacity,
    slots: TIME_SLOTS.map((time) => {
      const started = past || appointmentStartsAt(date, time) <= now;
      const remaining = started ? 0 : Math.max(0, capacity - (taken.get(time) ?? 0));
      return { time, open: remaining > 0, remaining };
    }),
  };
}
