import type { CatalogAddOn, CatalogService } from '@beauty/domain/catalog';
import { quote } from '@beauty/domain/pricing';
import type { Booking, BookingDetail, StaffBooking } from '@beauty/domain/schemas/booking';
import { appointmentStartsAt, changeableUntil } from '@beauty/domain/slots';
import type { Knex } from 'knex';

/** The statuses that hold a place in a slot. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const;

export interface BookingRow {
  id: string;
  customerId: string;
  stylistId: string | null;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  eventDate: string;
  eventTime: string;
  eventType: string | null;
  specialNotes: string | null;
  location: string | null;
  bridesmaidCount: number | null;
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

/** One query for bookings with their client, stylist and add-on ids (no query per booking). */
export function bookingsQuery(knex: Knex) {
  return knex('bookings as b')
    .join('users as c', 'c.id', 'b.customerId')
    .leftJoin('users as s', 's.id', 'b.stylistId')
    .select(
      'b.*',
      'c.firstName as clientFirstName',
      'c.lastName as clientLastName',
      'c.email as clientEmail',
      'c.phone as clientPhone',
      's.firstName as stylistFirstName',
      's.lastName as stylistLastName',
      knex.raw(
        `coalesce((select array_agg(a.add_on_id order by a.add_on_id) from booking_add_ons a where a.booking_id = b.id), '{}') as add_on_ids`,
      ),
    );
}

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part?.trim()).join(' ') || null;

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    customerId: row.customerId,
    stylistId: row.stylistId,
    clientName: fullName(row.clientFirstName, row.clientLastName) ?? row.clientEmail,
    clientEmail: row.clientEmail,
    makeupService: row.makeupService,
    hairService: row.hairService,
    bridalPackage: row.bridalPackage,
    addOns: row.addOnIds ?? [],
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    eventType: row.eventType,
    specialNotes: row.specialNotes,
    location: row.location,
    bridesmaidCount: row.bridesmaidCount,
    includeConsultation: row.includeConsultation,
    paymentMethod: row.paymentMethod,
    paymentHandle: row.paymentHandle,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalPrice: row.totalPriceCents / 100,
    depositAmount: row.depositCents / 100,
    totalPriceCents: row.totalPriceCents,
    depositCents: row.depositCents,
    createdAt: new Date(row.createdAt).toISOString(),
  };
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

/**
 * The detail a customer sees: the stored amounts (what was agreed), the lines priced from the
 * add-on prices stored with the booking, and what may still be changed online.
 */
export function toBookingDetail(
  row: BookingRow,
  catalog: PricedCatalog,
  addOnPrices: ReadonlyMap<string, number>,
  now: Date = new Date(),
): BookingDetail {
  const booking = toBooking(row);
  const lines = quote(
    {
      makeupService: row.makeupService,
      hairService: row.hairService,
      bridalPackage: row.bridalPackage,
      addOns: booking.addOns,
    },
    {
      services: catalog.services,
      // Add-ons priced as they were when booked.
      addOns: catalog.addOns.map((a) =>
        addOnPrices.has(a.id) ? { ...a, priceMinCents: addOnPrices.get(a.id) ?? a.priceMinCents } : a,
      ),
    },
  ).lines.map((line) => ({ ...line, priceMin: line.priceMinCents / 100 }));
  const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
  const until = changeableUntil(startsAt);
  const changeable = ACTIVE_BOOKING_STATUSES.includes(row.status as 'pending') && now < until;
  return {
    ...booking,
    lines,
    balanceAmount: (row.totalPriceCents - row.depositCents) / 100,
    balanceCents: row.totalPriceCents - row.depositCents,
    startsAt: startsAt.toISOString(),
    changeableUntil: until.toISOString(),
    canCancel: changeable,
    canReschedule: changeable,
    stylistName: fullName(row.stylistFirstName, row.stylistLastName),
    cancelledAt: row.cancelledAt ? new Date(row.cancelledAt).toISOString() : null,
  };
}

export async function addOnPricesOf(knex: Knex, bookingId: string): Promise<Map<string, number>> {
  const rows: Array<{ addOnId: string; priceMinCents: number }> = await knex('booking_add_ons')
    .where({ bookingId })
    .select('addOnId', 'priceMinCents');
  return new Map(rows.map((r) => [r.addOnId, r.priceMinCents]));
}

/** A booking as staff see it; `claimable` when it is active and nobody is assigned yet. */
export function toStaffBooking(row: BookingRow): StaffBooking {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    ...toBooking(row),
    clientPhone: row.clientPhone,
    stylistName: fullName(row.stylistFirstName, row.stylistLastName),
    noShow: row.noShow,
    confirmedAt: iso(row.confirmedAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    claimable: !row.stylistId && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(row.status),
  };
}
