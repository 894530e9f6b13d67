import { bookingMessages } from '@beauty/domain/messages';
import type { Booking, BookingCreated, BookingDetail, BookingInput } from '@beauty/domain/schemas/booking';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { plansOf } from '@beauty/server/bookings/booking-plans';
import { addOnPricesOf, type BookingRow, loadCatalog } from '@beauty/server/bookings/booking-rows';
import { toBooking, toBookingDetail } from '@beauty/server/bookings/booking-views';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import type { IdempotentAnswer } from '../../lib/idempotency';
import type { Page } from '../../lib/keyset';
import { currentBusinessSettings } from '../business-settings/business-settings.service';
import { freeConsultationState } from '../consultations/consultations.service';
import { cursorOf, type PastCursor } from './booking-cursor';
import {
  bookingRowById,
  insertFreeConsultation,
  lockPendingUnpaidCount,
  ownPastBookings,
  ownUpcomingBookings,
} from './bookings.repository';
import { insertBooking, placeBookingOnce, pricedSelection } from './new-booking';

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
): Promise<Page<Booking>> {
  const { knex } = deps;
  const past = await ownPastBookings(knex, user.id, today, before, OWN_PAST_PAGE_SIZE + 1);
  const page = past.slice(0, OWN_PAST_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor = past.length > OWN_PAST_PAGE_SIZE && last ? cursorOf(last) : null;
  if (before) return { items: page.map(toBooking), nextCursor };
  const ahead = await ownUpcomingBookings(knex, user.id, today);
  // Newest booked first, as the list always was (the dashboard's 'Recent Bookings' are its first 3).
  const newestBooked = (a: BookingRow, b: BookingRow) =>
    new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || (a.id < b.id ? 1 : -1);
  return { items: [...ahead, ...page].sort(newestBooked).map(toBooking), nextCursor };
}

/** The customer's own booking (404 for a malformed id, a missing booking or someone else's). */
export async function findOwnBooking(knex: Knex, user: SessionUser, id: string): Promise<BookingRow> {
  // A malformed id names nothing (404), rather than reaching the database as an invalid uuid.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new NotFound();
  const row = await bookingRowById(knex, id);
  // Someone else's booking answers exactly like a missing one.
  if (!row || row.customerId !== user.id) throw new NotFound();
  return row;
}

export type SettingsReader = Pick<AppDeps, 'knex' | 'config' | 'publicCache'>;

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

/**
 * Lock the customer's account row and count her requests still waiting for a deposit: at most N
 * hold dates at a time, so one account cannot block a day (16 requests in 2.6 s did).
 */
async function assertPendingAllowance(trx: Knex.Transaction, customerId: string, limit: number) {
  if ((await lockPendingUnpaidCount(trx, customerId)) >= limit)
    throw new Conflict(bookingMessages.pendingLimit(limit));
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
): Promise<IdempotentAnswer<BookingCreated>> {
  const { catalog, area, price } = await pricedSelection(deps, input, now, true);
  const { cancellationHours } = await currentBusinessSettings(deps);
  if (input.includeConsultation) {
    const free = await freeConsultationState(deps, user, now);
    if (free.hasUsedFreeConsultation) throw new Conflict(bookingMessages.freeConsultationUsed);
    if (!free.eligible) throw new Unprocessable(bookingMessages.freeConsultationExpired);
  }
  const holdUntil = new Date(now.getTime() + deps.config.booking.holdHours * 3_600_000);

  return placeBookingOnce(deps, user.id, idempotencyKey, input, async (trx): Promise<BookingCreated> => {
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
    const row = (await bookingRowById(trx, id)) as BookingRow;
    const plans = await plansOf(trx, [row]);
    return {
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
  });
}

/** The unique index allows one used free consultation per customer; a race loses with 409. */
async function recordFreeConsultation(trx: Knex.Transaction, customerId: string, bookingId: string) {
  if (!(await insertFreeConsultation(trx, customerId, bookingId)))
    throw new Conflict(bookingMessages.freeConsultationUsed);
}
