import { type BookingRow, bookingsQuery } from '@beauty/server/bookings/booking-rows';
import type { Knex } from 'knex';
import { latestFirst, type PastCursor, pastCursor } from './booking-cursor';

/** One booking's row as bookingsQuery reads it, or undefined. */
export function bookingRowById(knex: Knex, id: string): Promise<BookingRow | undefined> {
  return bookingsQuery(knex).where('b.id', id).first();
}

/** A customer's bookings before `today`, the latest first, `limit` of them (before `before` when given). */
export function ownPastBookings(
  knex: Knex,
  customerId: string,
  today: string,
  before: PastCursor | null,
  limit: number,
): Promise<BookingRow[]> {
  return bookingsQuery(knex)
    .where('b.customerId', customerId)
    .where('b.eventDate', '<', today)
    .modify(pastCursor(before, '<'))
    .orderBy([...latestFirst])
    .limit(limit);
}

/** A customer's bookings from `today` on, unordered. */
export function ownUpcomingBookings(knex: Knex, customerId: string, today: string): Promise<BookingRow[]> {
  return bookingsQuery(knex).where('b.customerId', customerId).where('b.eventDate', '>=', today);
}

/** Lock the customer's account row, then count her requests still waiting for a deposit. */
export async function lockPendingUnpaidCount(trx: Knex.Transaction, customerId: string): Promise<number> {
  await trx('users').where({ id: customerId }).forUpdate().first('id');
  const row = await trx('bookings')
    .where({ customerId, status: 'pending', paymentStatus: 'unpaid' })
    .count<{ count: string }>('id as count')
    .first();
  return Number(row?.count ?? 0);
}

/** Write a new booking's row (a confirmed one stamped confirmed now). */
export async function insertBookingRow(
  trx: Knex.Transaction,
  row: { id: string; status: 'pending' | 'confirmed' } & Record<string, unknown>,
): Promise<void> {
  const { id, customerId, createdBy, status, ...rest } = row;
  await trx('bookings').insert({
    id,
    customerId,
    createdBy,
    status,
    confirmedAt: status === 'confirmed' ? trx.fn.now() : null,
    ...rest,
  });
}

/** The add-ons chosen with a booking, each with the price it was booked at. */
export async function insertBookingAddOns(
  trx: Knex.Transaction,
  rows: Array<{ bookingId: string; addOnId: string; priceMinCents: number }>,
): Promise<void> {
  if (rows.length) await trx('booking_add_ons').insert(rows);
}

/**
 * Record the customer's free consultation with this booking; false when she already has one (the
 * unique index allows one used free consultation per customer).
 */
export async function insertFreeConsultation(
  trx: Knex.Transaction,
  customerId: string,
  bookingId: string,
): Promise<boolean> {
  const inserted = await trx.raw(
    `INSERT INTO consultations (customer_id, booking_id, used_free_consultation, status)
     VALUES (?, ?, true, 'requested')
     ON CONFLICT (customer_id) WHERE used_free_consultation AND status <> 'cancelled' DO NOTHING RETURNING id`,
    [customerId, bookingId],
  );
  return inserted.rows.length > 0;
}

/** Lock a booking's row for the rest of the transaction. */
export async function lockBookingRow(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('bookings').where({ id }).forUpdate().first('id');
}

/** The customer cancelled: the booking no longer holds its date. */
export async function markCancelledByCustomer(
  trx: Knex.Transaction,
  id: string,
  userId: string,
): Promise<void> {
  await trx('bookings').where({ id }).update({
    status: 'cancelled',
    cancelledAt: trx.fn.now(),
    cancellationReason: 'customer',
    holdExpiresAt: null,
    statusChangedBy: userId,
    updatedAt: trx.fn.now(),
  });
}

/** A booking's new date and time (and how long a pending one still holds it). */
export async function moveBookingRow(
  trx: Knex.Transaction,
  id: string,
  move: { eventDate: string; eventTime: string; readyBy: string | null; holdExpiresAt: Date | null },
): Promise<void> {
  await trx('bookings')
    .where({ id })
    .update({ ...move, updatedAt: trx.fn.now() });
}
