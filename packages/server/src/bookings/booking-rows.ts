/**
 * A booking's row as the API and the worker read it: with its client, stylist, area and add-on
 * ids in one query, and the catalog its prices are read against.
 */
import type { CatalogAddOn } from '@beauty/domain/add-ons';
import type { CatalogService } from '@beauty/domain/catalog';
import type { Booking } from '@beauty/domain/schemas/booking';
import type { Knex } from 'knex';

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
  cancellationNote: string | null;
  includeConsultation: boolean;
  paymentMethod: string | null;
  paymentHandle: string | null;
  totalPriceCents: number;
  depositCents: number;
  priceSetAt: Date | null;
  estimateCents: number | null;
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  createdAt: Date;
  /**
   * The row's last change: updateBookingRow and moveBookingRow set it (calendar files give it as
   * LAST-MODIFIED), so a write to a booking goes through one of them.
   */
  updatedAt: Date;
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
