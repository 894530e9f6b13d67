import { selectionOfBooking, TRAVEL_ADD_ON } from '@beauty/domain/booking-rules';
/**
 * How a booking's row reads to its audiences: the customer's booking and its detail, and the
 * staff's booking and row of the Appointments list. Pure mapping from the rows the bookings
 * repository reads; no queries.
 */
import { quote } from '@beauty/domain/pricing';
import type { Booking, BookingDetail, BookingPlan } from '@beauty/domain/schemas/booking';
import type { StaffBooking, StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { changeableUntil } from '@beauty/domain/slots';
import { ACTIVE_BOOKING_STATUSES } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import type { BookingRow, PricedCatalog } from './booking-rows';

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
    cancellationNote: row.cancellationNote,
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
    priceSetAt: row.priceSetAt ? new Date(row.priceSetAt).toISOString() : null,
    estimateCents: row.estimateCents,
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
    selectionOfBooking(row, booking.addOns),
    catalog,
    // The travel fee as it was when booked.
    row.serviceAreaId
      ? {
          id: row.serviceAreaId,
          name: row.serviceAreaName ?? row.serviceAreaId,
          travelFeeCents: row.travelFeeCents,
          quoted: Boolean(row.serviceAreaQuoted),
        }
      : null,
  ).lines.map((line) => {
    // An add-on's line is the amount stored with it when booked (for lashes, already once per
    // person; 0 for a custom one): what the booking's total counted, whatever the catalog says now.
    const booked = line.id !== TRAVEL_ADD_ON ? addOnPrices.get(line.id) : undefined;
    const priceMinCents = booked ?? line.priceMinCents;
    // An hourly add-on booked before it was priced for its planned hours: its name, no '(2 hours)'.
    const addOn = catalog.addOns.find((item) => item.id === line.id);
    const label =
      addOn?.priceType === 'hourly' && booked !== undefined && booked !== line.priceMinCents
        ? addOn.name
        : line.label;
    return { ...line, label, priceMinCents, priceMin: priceMinCents / 100 };
  });
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
