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
import { adminMessages, bookingMessages, toasts } from '../messages';
import { SERVICE_AREA_ID } from '../service-areas';
import { CLOCK_TIME_PATTERN } from '../slots';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../status';
import { TIME_MODES } from '../stylist-day';
import {
  email,
  LIMITS,
  literals,
  nullable,
  oneOf,
  optionalChoice,
  optionalText,
  requiredText,
  strictObject,
  timestamp,
  uuid,
} from './fields';

/** What a choice outside the catalog, or a party size outside its range, is told (the booking and the availability alike). */
export const selectionMessages = {
  makeupService: 'Please choose a makeup tier from the list',
  hairService: 'Please choose a hair tier from the list',
  bridalPackage: 'Please choose a bridal package from the list',
  bridesmaidCount: `The Full Bridal Party is for ${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX} bridesmaids`,
} as const;

/** The services a customer picks (the booking, the stylist's appointment and the waitlist ask alike). */
export const serviceChoices = {
  makeupService: optionalChoice(MAKEUP_TIERS, selectionMessages.makeupService),
  hairService: optionalChoice(HAIR_TIERS, selectionMessages.hairService),
  bridalPackage: optionalChoice(BRIDAL_PACKAGES, selectionMessages.bridalPackage),
};

const eventDate = Type.String({ format: 'date', errorMessage: toasts.missingDateTime.description });
/** HH:MM in the business's time zone: when styling starts, or (timeMode 'ready-by') when everyone is ready. */
const clockTime = (message: string) =>
  Type.String({ pattern: CLOCK_TIME_PATTERN, errorMessage: message, examples: ['11:00'] });
const eventTime = clockTime(toasts.missingDateTime.description);
const eventType = optionalChoice(EVENT_TYPES, 'Please choose an event type from the list');
/** Whether the time asked for is when styling starts or when everyone must be ready. */
export const timeModeChoice = Type.Optional(oneOf(TIME_MODES, "Please choose 'start' or 'ready-by'"));
/** Where the event is: one of the service areas (GET /api/service-areas). */
export const serviceArea = Type.String({
  ...SERVICE_AREA_ID,
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
    errorMessage: selectionMessages.bridesmaidCount,
  }),
);
const addOns = Type.Optional(
  Type.Array(Type.String({ maxLength: 40 }), {
    maxItems: 20,
    uniqueItems: true,
    errorMessage: 'Invalid add-ons',
  }),
);

/**
 * A selection as the booking checks it (services, add-ons, party size, bridesmaids): the booking,
 * the stylist's appointment and the waitlist take the same limits and messages.
 */
export const selectionFields = { ...serviceChoices, addOns, partySize, bridesmaidCount };

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
    timeMode: timeModeChoice,
    serviceArea,
    partySize,
    eventType,
    specialNotes: optionalText(LIMITS.notes),
    includeConsultation: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
    paymentMethod: oneOf(PAYMENT_METHODS, toasts.paymentMethodRequired.description),
    paymentHandle: requiredText(toasts.paymentHandleRequired.description, { max: LIMITS.paymentHandle }),
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
    timeMode: timeModeChoice,
    serviceArea,
    location: optionalText(LIMITS.shortText),
    eventType,
    ...selectionFields,
    paymentMethod: optionalChoice(PAYMENT_METHODS, 'Please choose a payment method from the list'),
    paymentHandle: optionalText(LIMITS.paymentHandle),
    specialNotes: optionalText(LIMITS.notes),
  },
  { $id: 'StylistAppointmentInput' },
);
export type StylistAppointmentInput = Static<typeof stylistAppointmentInput>;

/**
 * The final price staff agree with the client (after a consultation, a trial, the day's extras),
 * in whole cents: it replaces the estimate the booking was made with.
 */
export const finalPriceCents = () =>
  Type.Optional(
    Type.Integer({ minimum: 0, maximum: LIMITS.priceCents, errorMessage: adminMessages.priceInvalid }),
  );

/** PATCH /api/stylist/bookings/{id}. */
export const stylistBookingPatch = strictObject(
  {
    status: Type.Optional(oneOf(BOOKING_STATUSES, 'Unknown booking status')),
    paymentStatus: Type.Optional(oneOf(PAYMENT_STATUSES, 'Unknown payment status')),
    totalPriceCents: finalPriceCents(),
  },
  { $id: 'StylistBookingPatch' },
);
export type StylistBookingPatch = Static<typeof stylistBookingPatch>;

export const bookingStatus = literals(BOOKING_STATUSES);

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
  timeMode: literals(TIME_MODES),
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
  paymentStatus: literals(PAYMENT_STATUSES),
  totalPrice: Type.Number(),
  depositAmount: Type.Number(),
  totalPriceCents: Type.Integer(),
  depositCents: Type.Integer(),
  /** When staff set the final price (the total is then theirs, no longer the estimate); null until then. */
  priceSetAt: nullable(timestamp()),
  /** The estimate the final price replaced (the total as booked); null until a price is set. */
  estimateCents: nullable(Type.Integer()),
  /** A pending request's date is held until then for the deposit; null once paid or confirmed. */
  holdExpiresAt: nullable(timestamp()),
  cancellationReason: nullable(Type.String()),
  /** What the studio wrote to her when it cancelled the booking; null otherwise. */
  cancellationNote: nullable(Type.String()),
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
  { eventDate, eventTime, timeMode: timeModeChoice },
  { $id: 'BookingReschedule' },
);
export type BookingReschedule = Static<typeof bookingReschedule>;
