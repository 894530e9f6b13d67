import type { BookingPlan } from '@beauty/domain/schemas/booking';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { plansOf } from '@beauty/server/bookings/booking-plans';
import {
  addOnPricesOf,
  type BookingRow,
  bookingsQuery,
  loadCatalog,
} from '@beauty/server/bookings/booking-rows';
import { toBookingDetail } from '@beauty/server/bookings/booking-views';
import type { Knex } from 'knex';

/** One priced line of a booking as the emails list it; custom-priced add-ons are quoted separately. */
export interface BookingLine {
  label: string;
  priceMinCents: number;
  custom: boolean;
}

/** A booking with what its emails show: the customer, the catalog names, the stored amounts, the plan. */
export interface BookingEmailRow {
  id: string;
  status: string;
  paymentStatus: string;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  eventDate: string;
  /** When styling starts (the earliest stylist), in the business's time zone. */
  eventTime: string;
  /** 'ready-by': the customer gave the time everyone must be ready (`readyBy`). */
  timeMode: TimeMode;
  readyBy: string | null;
  eventType: string | null;
  location: string | null;
  specialNotes: string | null;
  /** The service area's name ('Graham'), null for a booking made before areas. */
  serviceAreaName: string | null;
  /** The travel fee as priced when booked (0 for the studio's own town or a quoted area). */
  travelFeeCents: number;
  /** The area's travel fee is quoted by the studio ('Other'). */
  travelQuoted: boolean;
  /** People styled. */
  partySize: number;
  bridesmaidCount: number | null;
  includeConsultation: boolean;
  paymentMethod: string | null;
  paymentHandle: string | null;
  totalPriceCents: number;
  depositCents: number;
  /** When staff set the final price (the total is then final, no longer the estimate); null until then. */
  priceSetAt: Date | null;
  /** A pending request's date is held until then for its deposit; null once paid, confirmed or over. */
  holdExpiresAt: Date | null;
  cancellationReason: string | null;
  /**
   * When the booking last changed (its row's updated_at, read with everything else here): the
   * LAST-MODIFIED of the calendar file built from this row.
   */
  updatedAt: Date;
  customer: { firstName: string | null; lastName: string | null; email: string; phone: string | null };
  lines: BookingLine[];
  /** The lead stylist's name (first and last); null when unassigned or nameless. */
  stylistName?: string | null;
  /** Who comes when (BookingDetail.plan). */
  plan: BookingPlan;
}

/** A person's name as the emails and timelines show it: first and last, or null when neither is set. */
export function personName(person: { firstName: string | null; lastName: string | null }): string | null {
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || null;
}

/** The name of a user (a stylist), or null when the user is gone or has no name. */
export async function findUserName(db: Knex, userId: string): Promise<string | null> {
  const row = await db('users').where({ id: userId }).first('firstName', 'lastName');
  return row ? personName(row) : null;
}

const CATEGORY_PREFIX: Record<string, string> = { makeup: 'Makeup: ', hair: 'Hair: ' };

/** A price line as the emails name it: a tier says which service it is ('Makeup: Better × 2'). */
export function emailLineLabel(
  line: { id: string; label: string },
  catalog: { services: ReadonlyArray<{ id: string; category: string }> },
): string {
  const category = catalog.services.find((service) => service.id === line.id)?.category;
  return `${(category && CATEGORY_PREFIX[category]) ?? ''}${line.label}`;
}

/**
 * The booking an event is about with its customer, lines and plan, or null when it was deleted
 * since. The lines and the plan are the booking page's own (BookingDetail), so the emails price
 * and staff a booking exactly as the customer sees it; a tier line says which service it is.
 */
export async function findBookingForEmail(db: Knex, id: string): Promise<BookingEmailRow | null> {
  const row: BookingRow | undefined = await bookingsQuery(db).where('b.id', id).first();
  if (!row) return null;
  const [catalog, addOnPrices, plans] = await Promise.all([
    loadCatalog(db, 'all'),
    addOnPricesOf(db, id),
    plansOf(db, [row]),
  ]);
  const plan = plans.get(id) as BookingPlan;
  const detail = toBookingDetail(row, catalog, addOnPrices, plan);
  return {
    id: detail.id,
    status: detail.status,
    paymentStatus: detail.paymentStatus,
    makeupService: detail.makeupService,
    hairService: detail.hairService,
    bridalPackage: detail.bridalPackage,
    eventDate: detail.eventDate,
    eventTime: detail.eventTime,
    timeMode: detail.timeMode,
    readyBy: detail.readyBy,
    eventType: detail.eventType,
    location: detail.location,
    specialNotes: detail.specialNotes,
    serviceAreaName: detail.serviceAreaName,
    travelFeeCents: detail.travelFeeCents,
    travelQuoted: Boolean(row.serviceAreaQuoted),
    partySize: detail.partySize,
    bridesmaidCount: detail.bridesmaidCount,
    includeConsultation: detail.includeConsultation,
    paymentMethod: detail.paymentMethod,
    paymentHandle: detail.paymentHandle,
    totalPriceCents: detail.totalPriceCents,
    depositCents: detail.depositCents,
    priceSetAt: detail.priceSetAt ? new Date(detail.priceSetAt) : null,
    holdExpiresAt: detail.holdExpiresAt ? new Date(detail.holdExpiresAt) : null,
    cancellationReason: detail.cancellationReason,
    updatedAt: new Date(row.updatedAt),
    customer: {
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      email: row.clientEmail,
      phone: row.clientPhone,
    },
    lines: detail.lines.map((line) => ({
      label: emailLineLabel(line, catalog),
      priceMinCents: line.priceMinCents,
      custom: line.custom,
    })),
    stylistName: detail.stylistName,
    plan,
  };
}

/** A booking's status and slot (what reminders and timeline entries need), or null when gone. */
export async function findBookingSlot(
  db: Knex,
  id: string,
): Promise<{
  status: string;
  eventDate: string;
  eventTime: string;
  cancellationReason: string | null;
  cancellationNote: string | null;
} | null> {
  const row = await db('bookings')
    .where({ id })
    .first('status', 'eventDate', 'eventTime', 'cancellationReason', 'cancellationNote');
  return row ?? null;
}

/** How a booking came to be cancelled: what its cancellation email needs beyond the booking itself. */
export interface BookingCancellation {
  /** Who set the status: the customer themself, someone else (the studio's staff), or unknown (no record). */
  cancelledBy: 'customer' | 'studio' | null;
  /** The deposit did not arrive in time and the date was released (nobody cancelled it by hand). */
  holdExpired: boolean;
  cancelledAt: Date | null;
  noShow: boolean;
  /** When the customer joined (the free consultation offer runs from then). */
  customerSince: Date;
  /** Whether a free consultation that came with the booking was cancelled with it (given back). */
  freeConsultationReturned: boolean;
  /** Whether the customer holds another free consultation that is not cancelled. */
  freeConsultationInUse: boolean;
  /** What the studio wrote to her when it cancelled; null when nothing was written. */
  note: string | null;
}

/** The staff member who cancelled the booking ('First Last', or their email); null when the customer did. */
export async function findCancellingStaffName(db: Knex, id: string): Promise<string | null> {
  const row = await db('bookings as b')
    .join('users as s', 's.id', 'b.statusChangedBy')
    .where('b.id', id)
    .whereNot('s.id', db.ref('b.customerId'))
    .first('s.firstName', 's.lastName', 's.email');
  if (!row) return null;
  return [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ') || row.email;
}

/** The cancellation of a booking, or null when the booking is gone. */
export async function findBookingCancellation(db: Knex, id: string): Promise<BookingCancellation | null> {
  const row = await db('bookings as b')
    .join('users as u', 'u.id', 'b.customerId')
    .where('b.id', id)
    .first(
      'b.customerId',
      'b.statusChangedBy',
      'b.cancellationReason',
      'b.cancelledAt',
      'b.cancellationNote',
      'b.noShow',
      'b.includeConsultation',
      'u.createdAt as customerSince',
    );
  if (!row) return null;
  const freeConsultations: Array<{ bookingId: string | null; status: string }> = row.includeConsultation
    ? await db('consultations')
        .where({ customerId: row.customerId, usedFreeConsultation: true })
        .select('bookingId', 'status')
    : [];
  return {
    cancelledBy:
      row.cancellationReason === 'hold-expired'
        ? null
        : row.statusChangedBy
          ? row.statusChangedBy === row.customerId
            ? 'customer'
            : 'studio'
          : null,
    holdExpired: row.cancellationReason === 'hold-expired',
    cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
    noShow: row.noShow,
    customerSince: new Date(row.customerSince),
    freeConsultationReturned: freeConsultations.some((c) => c.bookingId === id && c.status === 'cancelled'),
    freeConsultationInUse: freeConsultations.some((c) => c.status !== 'cancelled'),
    note: row.cancellationNote,
  };
}

/** What decides a booking's reminder (planReminder), or undefined when the booking is gone. */
export function remindedBookingOf(
  trx: Knex.Transaction,
  bookingId: string,
): Promise<{ status: string; eventDate: string; eventTime: string; createdAt: Date } | undefined> {
  return trx('bookings').where({ id: bookingId }).first('status', 'eventDate', 'eventTime', 'createdAt');
}
