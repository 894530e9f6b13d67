import { type Static, Type } from '@sinclair/typebox';
import { PAYMENT_STATUSES } from '../status';
import { booking, bookingPlan, finalPriceCents } from './booking';
import { LIMITS, nullable, oneOf, optionalText, strictObject, timestamp, uuid } from './fields';

/** Bookings as staff read and change them: the Appointments list, the admin's list and PATCH. */

/**
 * A booking as staff see it (GET /api/admin/bookings, GET /api/stylist/bookings): the customer's
 * contact details, who is assigned, and the staff-only marks. `claimable` is true for a stylist
 * looking at an active booking nobody is assigned to yet.
 */
export const staffBooking = Type.Object({
  // Not the customer's account id: booking an email staff typed tells them nothing of its account.
  ...Type.Omit(booking, ['customerId']).properties,
  clientPhone: nullable(Type.String()),
  stylistName: nullable(Type.String()),
  noShow: Type.Boolean(),
  confirmedAt: nullable(timestamp()),
  completedAt: nullable(timestamp()),
  cancelledAt: nullable(timestamp()),
  claimable: Type.Boolean(),
  plan: bookingPlan,
});
export type StaffBooking = Static<typeof staffBooking>;

/**
 * A row of the Appointments list (GET /api/stylist/bookings): a staff booking without what the
 * list never shows (when it was requested, confirmed, completed or cancelled, the amounts again
 * in dollars, the service area's id, the cancellation reason, the consultation and bridesmaid
 * fields); the PATCH answers carry the whole booking. The note the studio sent with a cancellation
 * stays: the row's Appointment Notes show it.
 */
export const staffBookingRow = Type.Omit(staffBooking, [
  'createdAt',
  'confirmedAt',
  'completedAt',
  'cancelledAt',
  'totalPrice',
  'depositAmount',
  'serviceArea',
  'cancellationReason',
  'includeConsultation',
  'bridesmaidCount',
]);
export type StaffBookingRow = Static<typeof staffBookingRow>;

/**
 * PATCH /api/admin/bookings/{id}: confirm, complete or cancel through the booking status
 * machine (409 otherwise), assign a stylist (null unassigns), record payments, mark a no-show,
 * set the final price (`totalPriceCents`), cancel with a note to the client (`cancellationNote`).
 */
export const adminBookingPatch = strictObject(
  {
    status: Type.Optional(oneOf(['confirmed', 'completed', 'cancelled'] as const, 'Unknown booking status')),
    stylistId: Type.Optional(nullable(uuid())),
    paymentStatus: Type.Optional(oneOf(PAYMENT_STATUSES, 'Unknown payment status')),
    noShow: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
    totalPriceCents: finalPriceCents(),
    /** With `status: 'cancelled'` only: what the studio writes to her about it (emailed, on her page). */
    cancellationNote: optionalText(LIMITS.notes),
  },
  { $id: 'AdminBookingPatch' },
);
export type AdminBookingPatch = Static<typeof adminBookingPatch>;

/** The private calendar feed of the Schedule tab (an .ics address calendar apps subscribe to). */
export const calendarFeed = Type.Object({ url: Type.String(), createdAt: timestamp() });
export type CalendarFeed = Static<typeof calendarFeed>;

/**
 * `?before=` / `?after=` of a bookings list: the cursor header of an earlier answer,
 * '2026-03-14.10:00.<booking id>' (date.time.id). Its form is checked where it is read, which
 * says what a cursor looks like (a 400 naming the field).
 */
const bookingCursorParam = () => Type.Optional(Type.String({ maxLength: 100 }));

/**
 * GET /api/stylist/bookings: `before` asks for the finished ones before a Next-Cursor header,
 * `after` for the bookings after a Later-Cursor header, `openBefore` for the past ones still open
 * before an Open-Cursor header (one of them).
 */
export const stylistBookingsQuery = strictObject(
  { before: bookingCursorParam(), after: bookingCursorParam(), openBefore: bookingCursorParam() },
  { $id: 'StylistBookingsQuery' },
);
export type StylistBookingsQuery = Static<typeof stylistBookingsQuery>;

/** GET /api/admin/bookings: how many bookings one answer holds unless `limit` says. */
export const ADMIN_BOOKINGS_PAGE_SIZE = 50;
/** GET /api/admin/bookings: the most `limit` may ask for. */
export const ADMIN_BOOKINGS_LIMIT_MAX = 100;

/**
 * GET /api/admin/bookings: every booking by appointment time, `limit` of them (default 50, at
 * most 100); `after` asks for the page after a Next-Cursor header.
 */
export const adminBookingsQuery = strictObject(
  {
    after: bookingCursorParam(),
    limit: Type.Optional(
      Type.String({
        pattern: '^([1-9]|[1-9][0-9]|100)$',
        errorMessage: `'limit' must be a whole number from 1 to ${ADMIN_BOOKINGS_LIMIT_MAX}`,
      }),
    ),
  },
  { $id: 'AdminBookingsQuery' },
);
export type AdminBookingsQuery = Static<typeof adminBookingsQuery>;
