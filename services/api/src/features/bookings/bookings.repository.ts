import { partyMembers } from '@beauty/domain/booking-rules';
import type { CatalogAddOn, CatalogService } from '@beauty/domain/catalog';
import { quote } from '@beauty/domain/pricing';
import type { Booking, BookingDetail, BookingPlan } from '@beauty/domain/schemas/booking';
import type { StaffBooking, StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { changeableUntil } from '@beauty/domain/slots';
import { ACTIVE_BOOKING_STATUSES } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
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

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part?.trim()).join(' ') || null;

/**
 * What a booking and a row of the Appointments list both say of the appointment, read straight
 * from the row (the list builds a hundred of them per answer).
 */
function appointmentFields(row: BookingRow) {
  return {
    id: row.id,
    stylistId: row.stylistId,
    clientName: fullName(row.clientFirstName, row.clientLastName) ?? row.clientEmail,
    clientEmail: row.clientEmail,
    makeupService: row.makeupService,
    hairService: row.hairService,
    bridalPackage: row.bridalPackage,
    addOns: row.addOnIds ?? [],
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    timeMode: row.readyBy ? ('ready-by' as const) : ('start' as const),
    readyBy: row.readyBy,
    eventType: row.eventType,
    specialNotes: row.specialNotes,
    serviceAreaName: row.serviceAreaName,
    location: row.location,
    partySize: row.partySize,
    travelFeeCents: row.travelFeeCents,
    paymentMethod: row.paymentMethod,
    paymentHandle: row.paymentHandle,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalPriceCents: row.totalPriceCents,
    depositCents: row.depositCents,
    holdExpiresAt:
      row.status === 'pending' && row.holdExpiresAt ? new Date(row.holdExpiresAt).toISOString() : null,
  };
}

export function toBooking(row: BookingRow): Booking {
  return {
    ...appointmentFields(row),
    customerId: row.customerId,
    serviceArea: row.serviceAreaId,
    bridesmaidCount: row.bridesmaidCount,
    includeConsultation: row.includeConsultation,
    totalPrice: row.totalPriceCents / 100,
    depositAmount: row.depositCents / 100,
    cancellationReason: row.cancellationReason,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export interface BlockRow {
  bookingId: string;
  stylistId: string;
  role: 'lead' | 'assist';
  firstName: string | null;
  lastName: string | null;
  email: string;
  heldFrom: Date;
  heldUntil: Date;
  serviceStart: Date;
  serviceEnd: Date;
  members: Array<{ label: string; minutes: number; startsAt: string }>;
}

/**
 * Who comes when, for many bookings in one query: each booking's appointment blocks with the
 * stylists' names (active ones, or the last plan of a cancelled or completed booking).
 */
export async function plansOf(knex: Knex, rows: readonly BookingRow[]): Promise<Map<string, BookingPlan>> {
  const blocks: BlockRow[] =
    rows.length === 0
      ? []
      : await knex('stylist_blocks as k')
          .join('users as u', 'u.id', 'k.stylistId')
          // One array parameter, not one per booking: a list of every booking (the admin's) runs
          // past the 65,535 parameters a statement may carry.
          .whereRaw('k.booking_id = ANY(?::uuid[])', [rows.map((r) => r.id)])
          .where('k.kind', 'appointment')
          .orderBy([{ column: 'k.role', order: 'desc' }, { column: 'k.createdAt' }])
          .select(
            'k.bookingId',
            'k.stylistId',
            'k.role',
            'k.members',
            'u.firstName',
            'u.lastName',
            'u.email',
            knex.raw('lower(k.held) as held_from'),
            knex.raw('upper(k.held) as held_until'),
            knex.raw('lower(k.service) as service_start'),
            knex.raw('upper(k.service) as service_end'),
          );
  const byBooking = new Map<string, BlockRow[]>();
  for (const block of blocks)
    byBooking.set(block.bookingId, [...(byBooking.get(block.bookingId) ?? []), block]);
  return new Map(rows.map((row) => [row.id, planOf(row, byBooking.get(row.id) ?? [])]));
}

/**
 * Each booking's appointment blocks as one JSON column (`planBlocks`, the rows plansOf reads), for
 * a list that reads its bookings and their plans in one statement. On bookings aliased `b`.
 */
export function planBlocksColumn(knex: Knex) {
  return knex.raw(
    `coalesce((select json_agg(json_build_object(
        'bookingId', k.booking_id, 'stylistId', k.stylist_id, 'role', k.role, 'members', k.members,
        'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
        'heldFrom', lower(k.held), 'heldUntil', upper(k.held),
        'serviceStart', lower(k.service), 'serviceEnd', upper(k.service))
        order by k.role desc, k.created_at)
      from stylist_blocks k join users u on u.id = k.stylist_id
      where k.booking_id = b.id and k.kind = 'appointment'), '[]'::json) as plan_blocks`,
  );
}

/** A booking's plan from the blocks read with it (planBlocksColumn). */
export function planFromBlocks(row: BookingRow & { planBlocks: BlockRow[] }): BookingPlan {
  return planOf(row, row.planBlocks);
}

const iso = (value: Date | string) => new Date(value).toISOString();

function planOf(row: BookingRow, blocks: BlockRow[]): BookingPlan {
  const start = appointmentStartsAt(row.eventDate, row.eventTime);
  if (blocks.length === 0) {
    const members = partyMembers({ ...row, addOns: row.addOnIds ?? [] }, row.partySize);
    const minutes = members.reduce((sum, m) => sum + m.minutes, 0);
    return {
      staffed: false,
      startsAt: start.toISOString(),
      readyAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      assignments: [],
    };
  }
  const assignments = blocks.map((block) => ({
    stylistId: block.stylistId,
    stylistName: fullName(block.firstName, block.lastName) ?? block.email,
    role: block.role,
    serviceStart: iso(block.serviceStart),
    serviceEnd: iso(block.serviceEnd),
    heldFrom: iso(block.heldFrom),
    heldUntil: iso(block.heldUntil),
    members: block.members.map((m) => ({ label: m.label, minutes: m.minutes, startsAt: iso(m.startsAt) })),
  }));
  const ends = assignments.flatMap((a) =>
    a.members.map((m) => new Date(m.startsAt).getTime() + m.minutes * 60_000),
  );
  const starts = assignments.map((a) => new Date(a.serviceStart).getTime());
  return {
    staffed: true,
    startsAt: new Date(Math.min(...starts)).toISOString(),
    readyAt: new Date(Math.max(...ends)).toISOString(),
    assignments,
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
  plan: BookingPlan,
  now: Date = new Date(),
  /** Business Settings' window for changes online (hours before the start). */
  cancellationHours?: number,
): BookingDetail {
  const booking = toBooking(row);
  const lines = quote(
    {
      makeupService: row.makeupService,
      hairService: row.hairService,
      bridalPackage: row.bridalPackage,
      addOns: booking.addOns,
      partySize: row.bridalPackage ? null : row.partySize,
      bridesmaidCount: row.bridesmaidCount,
    },
    {
      services: catalog.services,
      // Add-ons priced as they were when booked.
      addOns: catalog.addOns.map((a) =>
        addOnPrices.has(a.id) ? { ...a, priceMinCents: addOnPrices.get(a.id) ?? a.priceMinCents } : a,
      ),
    },
    // The travel fee as it was when booked.
    row.serviceAreaId
      ? {
          id: row.serviceAreaId,
          name: row.serviceAreaName ?? row.serviceAreaId,
          travelFeeCents: row.travelFeeCents,
          quoted: Boolean(row.serviceAreaQuoted),
        }
      : null,
  ).lines.map((line) => ({ ...line, priceMin: line.priceMinCents / 100 }));
  const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
  const until = changeableUntil(startsAt, cancellationHours);
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
    plan,
  };
}

export async function addOnPricesOf(knex: Knex, bookingId: string): Promise<Map<string, number>> {
  const rows: Array<{ addOnId: string; priceMinCents: number }> = await knex('booking_add_ons')
    .where({ bookingId })
    .select('addOnId', 'priceMinCents');
  return new Map(rows.map((r) => [r.addOnId, r.priceMinCents]));
}

/** A booking as staff see it; `claimable` when it is active and nobody holds its time yet. */
export function toStaffBooking(row: BookingRow, plan: BookingPlan): StaffBooking {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  const { customerId: _account, ...booking } = toBooking(row);
  return {
    ...booking,
    clientPhone: row.clientPhone,
    stylistName: fullName(row.stylistFirstName, row.stylistLastName),
    noShow: row.noShow,
    confirmedAt: iso(row.confirmedAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    claimable: !plan.staffed && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(row.status),
    plan,
  };
}

/**
 * A row of the Appointments list: what the list shows of a staff booking (see staffBookingRow),
 * built straight from the row, as the list builds a hundred of them per answer.
 */
export function toStaffBookingRow(row: BookingRow, plan: BookingPlan): StaffBookingRow {
  return {
    ...appointmentFields(row),
    clientPhone: row.clientPhone,
    stylistName: fullName(row.stylistFirstName, row.stylistLastName),
    noShow: row.noShow,
    claimable: !plan.staffed && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(row.status),
    plan,
  };
}
