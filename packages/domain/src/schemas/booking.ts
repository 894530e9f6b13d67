import { type Static, Type } from '@sinclair/typebox';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../booking-rules';
import {
  BRIDAL_PACKAGES,
  BRIDESMAIDS_MAX,
  BRIDESMAIDS_MIN,
  EVENT_TYPES,
  HAIR_TIERS,
  MAKEUP_TIERS,
  PAYMENT_METHODS,
} from '../catalog';
import { bookingMessages, toasts } from '../messages';
import { CLOCK_TIME_PATTERN } from '../slots';
import { TIME_MODES } from '../staffing';
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
/** HH:MM in the business's time zone: when styling starts, or (timeMode 'ready-by') when everyone is ready. */
const clockTime = (message: string) =>
  Type.String({ pattern: CLOCK_TIME_PATTERN, errorMessage: message, examples: ['11:00'] });
const eventTime = clockTime(toasts.missingDateTime.description);
const eventType = optionalChoice(EVENT_TYPES, 'Please choose an event type from the list');
const timeMode = Type.Optional(oneOf(TIME_MODES, "Please choose 'start' or 'ready-by'"));
/** Where the event is: one of the service areas (GET /api/service-areas). */
const serviceArea = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[a-z0-9-]+$',
  errorMessage: bookingMessages.serviceAreaRequired,
  examples: ['puyallup'],
});
const partySize = Type.Optional(
  Type.Union([Type.Integer({ minimum: PARTY_SIZE_MIN, maximum: PARTY_SIZE_MAX }), Type.Null()], {
    errorMessage: bookingMessages.partySizeRange,
  }),
);
const bridesmaidCount = Type.Optional(
  Type.Union([Type.Integer({ minimum: BRIDESMAIDS_MIN, maximum: BRIDESMAIDS_MAX }), Type.Null()], {
    errorMessage: `The Full Bridal Party is for ${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX} bridesmaids`,
  }),
);
const addOns = Type.Optional(
  Type.Array(Type.String({ maxLength: 40 }), {
    maxItems: 20,
    uniqueItems: true,
    errorMessage: 'Invalid add-ons',
  }),
);

/** The landing form's selections, carried through sign-in as `data` (spec 000 section 7). */
export const bookingDraft = Type.Object(
  {
    ...serviceChoices,
    addOns: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
    eventDate: Type.Optional(Type.String({ maxLength: 10 })),
    eventTime: Type.Optional(Type.String({ maxLength: 5 })),
    timeMode: Type.Optional(Type.String({ maxLength: 10 })),
    serviceArea: Type.Optional(Type.String({ maxLength: 40 })),
    partySize: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
    bridesmaidCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
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
    addOns,
    eventDate,
    eventTime,
    timeMode,
    serviceArea,
    partySize,
    eventType,
    specialNotes: optionalText(LIMITS.notes),
    includeConsultation: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
    paymentMethod: oneOf(PAYMENT_METHODS, toasts.paymentMethodRequired.description),
    paymentHandle: requiredText(toasts.paymentHandleRequired.description, { max: 120 }),
    /** The address or venue within the area (free text, for the stylists). */
    location: optionalText(LIMITS.shortText),
    bridesmaidCount,
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
    eventTime: clockTime(toasts.missingInformation.description),
    timeMode,
    serviceArea,
    location: optionalText(LIMITS.shortText),
    eventType,
    ...serviceChoices,
    addOns,
    partySize,
    bridesmaidCount,
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
  /** 'ready-by': the customer gave the time everyone must be ready (`readyBy`); eventTime is when styling starts. */
  timeMode: Type.Union(TIME_MODES.map((m) => Type.Literal(m))),
  readyBy: nullable(Type.String()),
  eventType: nullable(Type.String()),
  specialNotes: nullable(Type.String()),
  serviceArea: nullable(Type.String()),
  serviceAreaName: nullable(Type.String()),
  location: nullable(Type.String()),
  partySize: Type.Integer(),
  bridesmaidCount: nullable(Type.Integer()),
  travelFeeCents: Type.Integer(),
  includeConsultation: Type.Boolean(),
  paymentMethod: nullable(Type.String()),
  paymentHandle: nullable(Type.String()),
  status: bookingStatus,
  paymentStatus: Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s))),
  totalPrice: Type.Number(),
  depositAmount: Type.Number(),
  totalPriceCents: Type.Integer(),
  depositCents: Type.Integer(),
  /** A pending request's date is held until then for the deposit; null once paid or confirmed. */
  holdExpiresAt: nullable(timestamp()),
  cancellationReason: nullable(Type.String()),
  createdAt: timestamp(),
});
export type Booking = Static<typeof booking>;

/** Who comes when: one stylist's part of a booking. */
export const plannedAssignment = Type.Object({
  stylistId: uuid(),
  stylistName: Type.String(),
  role: Type.Union([Type.Literal('lead'), Type.Literal('assist')]),
  serviceStart: timestamp(),
  serviceEnd: timestamp(),
  heldFrom: timestamp(),
  heldUntil: timestamp(),
  members: Type.Array(Type.Object({ label: Type.String(), minutes: Type.Integer(), startsAt: timestamp() })),
});
export type PlannedAssignmentView = Static<typeof plannedAssignment>;

/** A booking's plan; `staffed` is false while nobody holds its time (an old booking, or unassigned by staff). */
export const bookingPlan = Type.Object({
  staffed: Type.Boolean(),
  startsAt: timestamp(),
  readyAt: timestamp(),
  assignments: Type.Array(plannedAssignment),
});
export type BookingPlan = Static<typeof bookingPlan>;

/** One priced line of a booking: a service tier, a bridal package or an add-on (custom ones show no price). */
export const bookingLine = Type.Object({
  id: Type.String(),
  label: Type.String(),
  priceMin: Type.Number(),
  priceMinCents: Type.Integer(),
  quantity: Type.Integer(),
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
  plan: bookingPlan,
});
export type BookingDetail = Static<typeof bookingDetail>;

/** POST /api/bookings answer (201): the booking and the message the success toast shows. */
export const bookingCreated = Type.Object({ booking: bookingDetail, message: Type.String() });
export type BookingCreated = Static<typeof bookingCreated>;

/** POST /api/bookings/{id}/reschedule: a new date and slot, same rules as booking. */
export const bookingReschedule = strictObject(
  { eventDate, eventTime, timeMode },
  { $id: 'BookingReschedule' },
);
export type BookingReschedule = Static<typeof bookingReschedule>;

const queryChoice = (pattern: string, message: string) =>
  Type.Optional(Type.String({ pattern, maxLength: 200, errorMessage: message }));

/**
 * GET /api/availability: the times at which a selection can be fully staffed on a date or a
 * range of dates (at most 31), for the service area; no sign-in, no personal data. `booking`
 * (signed in, one's own or as staff) asks for a booking being moved: its selection, and its own
 * time counts as free.
 */
export const availabilityQuery = strictObject(
  {
    date: Type.Optional(
      Type.String({ format: 'date', errorMessage: 'Please choose a valid date (YYYY-MM-DD)' }),
    ),
    from: Type.Optional(
      Type.String({ format: 'date', errorMessage: 'Please choose a valid date (YYYY-MM-DD)' }),
    ),
    to: Type.Optional(
      Type.String({ format: 'date', errorMessage: 'Please choose a valid date (YYYY-MM-DD)' }),
    ),
    makeupService: queryChoice(`^(${MAKEUP_TIERS.join('|')})?$`, 'Please choose a makeup tier from the list'),
    hairService: queryChoice(`^(${HAIR_TIERS.join('|')})?$`, 'Please choose a hair tier from the list'),
    bridalPackage: queryChoice(
      `^(${BRIDAL_PACKAGES.join('|')})?$`,
      'Please choose a bridal package from the list',
    ),
    addOns: queryChoice('^([a-z0-9-]{1,40}(,[a-z0-9-]{1,40}){0,19})?$', 'Invalid add-ons'),
    partySize: queryChoice(`^[${PARTY_SIZE_MIN}-${PARTY_SIZE_MAX}]?$`, bookingMessages.partySizeRange),
    bridesmaidCount: queryChoice(
      `^[${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX}]?$`,
      `The Full Bridal Party is for ${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX} bridesmaids`,
    ),
    serviceArea: Type.Optional(
      Type.String({ pattern: '^[a-z0-9-]{1,40}$', errorMessage: bookingMessages.unknownServiceArea }),
    ),
    timeMode: Type.Optional(oneOf(TIME_MODES, "Please choose 'start' or 'ready-by'")),
    booking: Type.Optional(uuid()),
    /** Staff only: times at which this stylist can take the booking herself (New Appointment). */
    stylistId: Type.Optional(uuid()),
  },
  { $id: 'AvailabilityQuery' },
);
export type AvailabilityQuery = Static<typeof availabilityQuery>;

/** One time that can be staffed: how many stylists would come, from when, and when all are ready. */
export const availableTime = Type.Object({
  time: Type.String(),
  stylists: Type.Integer(),
  startsAt: Type.String(),
  readyAt: Type.String(),
});
export type AvailableTime = Static<typeof availableTime>;

export const availability = Type.Object({
  timeMode: Type.Union(TIME_MODES.map((m) => Type.Literal(m))),
  serviceArea: Type.String(),
  minutes: Type.Integer(),
  partySize: Type.Integer(),
  days: Type.Array(Type.Object({ date: Type.String(), times: Type.Array(availableTime) })),
});
export type Availability = Static<typeof availability>;

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
 * fields); the PATCH answers carry the whole booking.
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
