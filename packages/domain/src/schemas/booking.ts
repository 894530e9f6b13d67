import { type Static, Type } from '@sinclair/typebox';
import {
  BRIDAL_PACKAGES,
  BRIDESMAIDS_MAX,
  BRIDESMAIDS_MIN,
  EVENT_TYPES,
  HAIR_TIERS,
  MAKEUP_TIERS,
  PAYMENT_METHODS,
} from '../catalog';
import { toasts } from '../messages';
import { TIME_SLOTS } from '../slots';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../status';
import {
  email,
  LIMITS,
  nullable,
  oneOf,
  optionalChoice,
  optionalText,
  requiredText,
  strictObject,
  timestamp,
  uuid,
} from './fields';

const serviceChoices = {
  makeupService: optionalChoice(MAKEUP_TIERS, 'Please choose a makeup tier from the list'),
  hairService: optionalChoice(HAIR_TIERS, 'Please choose a hair tier from the list'),
  bridalPackage: optionalChoice(BRIDAL_PACKAGES, 'Please choose a bridal package from the list'),
};
const eventDate = Type.String({ format: 'date', errorMessage: toasts.missingDateTime.description });
const eventTime = oneOf(TIME_SLOTS, toasts.missingDateTime.description);
const eventType = optionalChoice(EVENT_TYPES, 'Please choose an event type from the list');

/** The landing form's selections, carried through sign-in as `data` (spec 000 section 7). */
export const bookingDraft = Type.Object(
  {
    ...serviceChoices,
    addOns: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
    eventDate: Type.Optional(Type.String({ maxLength: 10 })),
    eventTime: Type.Optional(Type.String({ maxLength: 5 })),
    eventType: Type.Optional(Type.String({ maxLength: 40 })),
    specialNotes: optionalText(LIMITS.notes),
    includeConsultation: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BookingDraft = Static<typeof bookingDraft>;

/** POST /api/bookings (spec 001 section 3, booking submission). */
export const bookingInput = strictObject(
  {
    ...serviceChoices,
    addOns: Type.Optional(
      Type.Array(Type.String({ maxLength: 40 }), {
        maxItems: 20,
        uniqueItems: true,
        errorMessage: 'Invalid add-ons',
      }),
    ),
    eventDate,
    eventTime,
    eventType,
    specialNotes: optionalText(LIMITS.notes),
    includeConsultation: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
    paymentMethod: oneOf(PAYMENT_METHODS, toasts.paymentMethodRequired.description),
    paymentHandle: requiredText(toasts.paymentHandleRequired.description, { max: 120 }),
    location: optionalText(LIMITS.shortText),
    bridesmaidCount: Type.Optional(
      Type.Union([Type.Integer({ minimum: BRIDESMAIDS_MIN, maximum: BRIDESMAIDS_MAX }), Type.Null()], {
        errorMessage: `The Full Bridal Party is for ${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX} bridesmaids`,
      }),
    ),
  },
  { $id: 'BookingInput' },
);
export type BookingInput = Static<typeof bookingInput>;

/** POST /api/stylist/appointments (spec 001 section 3, stylist-created appointment). */
export const stylistAppointmentInput = strictObject(
  {
    clientName: requiredText(toasts.missingInformation.description, { max: LIMITS.name }),
    clientEmail: email(),
    clientPhone: optionalText(LIMITS.phone),
    eventDate: Type.String({ format: 'date', errorMessage: toasts.missingInformation.description }),
    eventTime: oneOf(TIME_SLOTS, toasts.missingInformation.description),
    eventType,
    ...serviceChoices,
    paymentMethod: optionalChoice(PAYMENT_METHODS, 'Please choose a payment method from the list'),
    paymentHandle: optionalText(120),
    specialNotes: optionalText(LIMITS.notes),
  },
  { $id: 'StylistAppointmentInput' },
);
export type StylistAppointmentInput = Static<typeof stylistAppointmentInput>;

/** PATCH /api/stylist/bookings/{id}. */
export const stylistBookingPatch = strictObject(
  {
    status: Type.Optional(oneOf(BOOKING_STATUSES, 'Unknown booking status')),
    paymentStatus: Type.Optional(oneOf(PAYMENT_STATUSES, 'Unknown payment status')),
  },
  { $id: 'StylistBookingPatch' },
);
export type StylistBookingPatch = Static<typeof stylistBookingPatch>;

export const bookingStatus = Type.Union(BOOKING_STATUSES.map((s) => Type.Literal(s)));

export const booking = Type.Object({
  id: uuid(),
  customerId: uuid(),
  stylistId: nullable(uuid()),
  clientName: Type.String(),
  clientEmail: Type.String(),
  makeupService: nullable(Type.String()),
  hairService: nullable(Type.String()),
  bridalPackage: nullable(Type.String()),
  addOns: Type.Array(Type.String()),
  eventDate: Type.String(),
  eventTime: Type.String(),
  eventType: nullable(Type.String()),
  specialNotes: nullable(Type.String()),
  location: nullable(Type.String()),
  bridesmaidCount: nullable(Type.Integer()),
  includeConsultation: Type.Boolean(),
  paymentMethod: nullable(Type.String()),
  paymentHandle: nullable(Type.String()),
  status: bookingStatus,
  paymentStatus: Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s))),
  totalPrice: Type.Number(),
  depositAmount: Type.Number(),
  totalPriceCents: Type.Integer(),
  depositCents: Type.Integer(),
  createdAt: timestamp(),
});
export type Booking = Static<typeof booking>;

/** One priced line of a booking: a service tier, a bridal package or an add-on (custom ones show no price). */
export const bookingLine = Type.Object({
  id: Type.String(),
  label: Type.String(),
  priceMin: Type.Number(),
  priceMinCents: Type.Integer(),
  custom: Type.Boolean(),
});
export type BookingLine = Static<typeof bookingLine>;

/**
 * GET /api/bookings/{id} (owner only): the booking, its price breakdown and what the customer may
 * still do. `startsAt` is the appointment's start as an instant (the date and time are in the
 * business's time zone); `changeableUntil` is 48 hours before it.
 */
export const bookingDetail = Type.Object({
  ...booking.properties,
  lines: Type.Array(bookingLine),
  balanceAmount: Type.Number(),
  balanceCents: Type.Integer(),
  startsAt: timestamp(),
  changeableUntil: timestamp(),
  canCancel: Type.Boolean(),
  canReschedule: Type.Boolean(),
  stylistName: nullable(Type.String()),
  cancelledAt: nullable(timestamp()),
});
export type BookingDetail = Static<typeof bookingDetail>;

/** POST /api/bookings answer (201): the booking and the message the success toast shows. */
export const bookingCreated = Type.Object({ booking: bookingDetail, message: Type.String() });
export type BookingCreated = Static<typeof bookingCreated>;

/** POST /api/bookings/{id}/reschedule: a new date and slot, same rules as booking. */
export const bookingReschedule = strictObject({ eventDate, eventTime }, { $id: 'BookingReschedule' });
export type BookingReschedule = Static<typeof bookingReschedule>;

/** GET /api/availability?date=YYYY-MM-DD. */
export const availabilityQuery = strictObject(
  { date: Type.String({ format: 'date', errorMessage: 'Please choose a valid date (YYYY-MM-DD)' }) },
  { $id: 'AvailabilityQuery' },
);
export type AvailabilityQuery = Static<typeof availabilityQuery>;

/** Each of the 8 slots of a date: open while a place is left and the slot has not started. */
export const slotAvailability = Type.Object({
  date: Type.String(),
  capacity: Type.Integer(),
  slots: Type.Array(Type.Object({ time: Type.String(), open: Type.Boolean(), remaining: Type.Integer() })),
});
export type SlotAvailability = Static<typeof slotAvailability>;

/**
 * A booking as staff see it (GET /api/admin/bookings, GET /api/stylist/bookings): the customer's
 * contact details, who is assigned, and the staff-only marks. `claimable` is true for a stylist
 * looking at an active booking nobody is assigned to yet.
 */
export const staffBooking = Type.Object({
  ...booking.properties,
  clientPhone: nullable(Type.String()),
  stylistName: nullable(Type.String()),
  noShow: Type.Boolean(),
  confirmedAt: nullable(timestamp()),
  completedAt: nullable(timestamp()),
  cancelledAt: nullable(timestamp()),
  claimable: Type.Boolean(),
});
export type StaffBooking = Static<typeof staffBooking>;

/**
 * PATCH /api/admin/bookings/{id}: confirm, complete or cancel through the booking status
 * machine (409 otherwise), assign a stylist (null unassigns), record payments, mark a no-show.
 */
export const adminBookingPatch = strictObject(
  {
    status: Type.Optional(oneOf(['confirmed', 'completed', 'cancelled'] as const, 'Unknown booking status')),
    stylistId: Type.Optional(nullable(uuid())),
    paymentStatus: Type.Optional(oneOf(PAYMENT_STATUSES, 'Unknown payment status')),
    noShow: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
  },
  { $id: 'AdminBookingPatch' },
);
export type AdminBookingPatch = Static<typeof adminBookingPatch>;

/** The private calendar feed of the Schedule tab (an .ics address calendar apps subscribe to). */
export const calendarFeed = Type.Object({ url: Type.String(), createdAt: timestamp() });
export type CalendarFeed = Static<typeof calendarFeed>;
