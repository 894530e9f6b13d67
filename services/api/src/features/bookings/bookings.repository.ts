import type { CatalogAddOn } from '@beauty/domain/add-ons';
import type { CatalogService } from '@beauty/domain/catalog';
import type { Booking } from '@beauty/domain/schemas/booking';
import { OPEN_CONSULTATION_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import type { ConsultationRow } from '../consultations/consultations.repository';
import { latestFirst, type PastCursor, pastCursor } from './booking-cursor';

export interface BookingRow {
  id: string;
  customerId: string;
  stylistId: string | null;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  eventDate: string;
  eventTime: string;
  readyBy: string | null;
  eventType: string | null;
  specialNotes: string | null;
  serviceAreaId: string | null;
  serviceAreaName: string | null;
  serviceAreaQuoted: boolean | null;
  location: string | null;
  partySize: number;
  bridesmaidCount: number | null;
  travelMinutes: number;
  travelFeeCents: number;
  holdExpiresAt: Date | null;
  cancellationReason: string | null;
  includeConsultation: boolean;
  paymentMethod: string | null;
  paymentHandle: string | null;
  totalPriceCents: number;
  depositCents: number;
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  createdAt: Date;
  cancelledAt: Date | null;
  addOnIds: string[];
  clientFirstName: string | null;
  clientLastName: string | null;
  clientEmail: string;
  clientPhone: string | null;
  noShow: boolean;
  confirmedAt: Date | null;
  completedAt: Date | null;
  stylistFirstName: string | null;
  stylistLastName: string | null;
}

/**
 * The client's name and phone as a booking shows them to staff: as staff gave them when they made
 * it (New Appointment), else the account's own. Booking an email that has an account so never
 * shows the stylist what that account holds.
 */
export function clientContactColumns(knex: Knex, booking: string, client: string) {
  const pick = (given: string, own: string, as: string) =>
    knex.raw(`CASE WHEN ??.contact_given THEN ??.?? ELSE ??.?? END AS ??`, [
      booking,
      booking,
      given,
      client,
      own,
      as,
    ]);
  return [
    pick('contact_first_name', 'first_name', 'clientFirstName'),
    pick('contact_last_name', 'last_name', 'clientLastName'),
    pick('contact_phone', 'phone', 'clientPhone'),
  ];
}

/** One query for bookings with their client, stylist and add-on ids (no query per booking). */
export function bookingsQuery(knex: Knex) {
  return knex('bookings as b')
    .join('users as c', 'c.id', 'b.customerId')
    .leftJoin('users as s', 's.id', 'b.stylistId')
    .leftJoin('service_areas as area', 'area.id', 'b.serviceAreaId')
    .select(
      'b.*',
      'area.name as serviceAreaName',
      'area.quoted as serviceAreaQuoted',
      ...clientContactColumns(knex, 'b', 'c'),
      'c.email as clientEmail',
      's.firstName as stylistFirstName',
      's.lastName as stylistLastName',
      knex.raw(
        `coalesce((select array_agg(a.add_on_id order by a.add_on_id) from booking_add_ons a where a.booking_id = b.id), '{}') as add_on_ids`,
      ),
    );
}

export interface PricedCatalog {
  services: CatalogService[];
  addOns: CatalogAddOn[];
}

/**
 * The catalog as the pricing rules read it: only what is offered now for a new booking, every
 * item ever offered for showing an existing one.
 */
export async function loadCatalog(knex: Knex, which: 'offered' | 'all'): Promise<PricedCatalog> {
  const scope = (table: string) =>
    which === 'offered' ? knex(table).where({ isActive: true }) : knex(table);
  const [services, addOns] = await Promise.all([
    scope('services').select('id', 'category', 'tier', 'name', 'priceMinCents', 'priceMaxCents'),
    scope('add_ons').select('id', 'kind', 'name', 'priceMinCents', 'priceMaxCents', 'priceType'),
  ]);
  return { services, addOns };
}

export async function addOnPricesOf(knex: Knex, bookingId: string): Promise<Map<string, number>> {
  const rows: Array<{ addOnId: string; priceMinCents: number }> = await knex('booking_add_ons')
    .where({ bookingId })
    .select('addOnId', 'priceMinCents');
  return new Map(rows.map((r) => [r.addOnId, r.priceMinCents]));
}

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

/** The consultations still open that came with a booking, locked. */
export function lockOpenConsultationsOf(
  trx: Knex.Transaction,
  bookingId: string,
): Promise<Array<Pick<ConsultationRow, 'id' | 'status' | 'scheduledAt' | 'calendarSequence'>>> {
  return trx('consultations')
    .where({ bookingId })
    .whereIn('status', OPEN_CONSULTATION_STATUSES)
    .forUpdate()
    .select('id', 'status', 'scheduledAt', 'calendarSequence');
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
