import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * Domain events written to the outbox in the same transaction as the rows they describe.
 * Payloads carry ids, not copies: handlers read the current rows (and skip when gone).
 */
const id = Type.String({ format: 'uuid' });
const ids = <K extends string>(...keys: K[]) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, id])) as Record<K, typeof id>, {
    additionalProperties: false,
  });
/** What every admin status change of a moderated item says: from, to, by whom, her notes. */
const statusChangeFields = {
  from: Type.String(),
  to: Type.String(),
  changedBy: Type.Union([id, Type.Null()]),
  adminNotes: Type.Optional(Type.Union([Type.String(), Type.Null()])),
};
const statusChange = <K extends string>(key: K) =>
  Type.Object(
    { ...(Object.fromEntries([[key, id]]) as Record<K, typeof id>), ...statusChangeFields },
    {
      additionalProperties: false,
    },
  );

/**
 * The SEQUENCE of the booking's calendar file the event sends (bookings.calendar_sequence, raised
 * in the event's transaction); absent on events written before it was kept, which count instead.
 */
const calendarSequence = Type.Optional(Type.Integer({ minimum: 0 }));

export const eventPayloadSchemas = {
  'contact_message.received': ids('contactMessageId'),
  'contact_message.status_changed': statusChange('contactMessageId'),
  'consultation_request.received': ids('consultationRequestId'),
  'consultation_request.status_changed': statusChange('consultationRequestId'),
  /**
   * An admin set (or moved) the date and time of a consultation asked for on the landing page;
   * `sequence` is its calendar file's SEQUENCE, as for 'consultation.scheduled'. The date and time
   * it was set to are kept for its timeline entry (a later move changes the row); events written
   * before they were added have neither.
   */
  'consultation_request.scheduled': Type.Object(
    {
      consultationRequestId: id,
      changedBy: id,
      sequence: Type.Integer({ minimum: 0 }),
      scheduledDate: Type.Optional(Type.String({ format: 'date' })),
      scheduledTime: Type.Optional(Type.String()),
      /** False when only how they meet changed (same date and time); absent on older events. */
      moved: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  'testimonial.submitted': ids('testimonialId'),
  'testimonial.status_changed': statusChange('testimonialId'),
  'stylist_application.received': ids('applicationId'),
  /**
   * `notifyApplicant`: the admin asked for the applicant to be emailed about this step (an
   * interview, a hire, a decline); absent on events written before it could be asked (false).
   */
  'stylist_application.status_changed': Type.Object(
    { ...statusChange('applicationId').properties, notifyApplicant: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  'booking.created': ids('bookingId'),
  /**
   * Staff confirmed a pending booking (request-to-book): the customer is emailed, with the final
   * price when the same save set it (its 'booking.updated' has `priceInConfirmation`).
   */
  'booking.confirmed': Type.Object(
    { bookingId: id, changedBy: id, sequence: calendarSequence },
    { additionalProperties: false },
  ),
  'booking.rescheduled': Type.Object(
    {
      bookingId: id,
      sequence: calendarSequence,
      /** Where the booking was before the move; optional, so the staff email can name the freed slot. */
      from: Type.Optional(
        Type.Object(
          { eventDate: Type.String({ format: 'date' }), eventTime: Type.String() },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  'booking.cancelled': Type.Object(
    { bookingId: id, sequence: calendarSequence },
    { additionalProperties: false },
  ),
  'booking.completed': Type.Object({ bookingId: id, changedBy: id }, { additionalProperties: false }),
  /** Staff changed the assignment, the payment status, the no-show mark or the price (only what changed is present). */
  'booking.updated': Type.Object(
    {
      bookingId: id,
      changedBy: id,
      stylistId: Type.Optional(Type.Union([id, Type.Null()])),
      previousStylistId: Type.Optional(Type.Union([id, Type.Null()])),
      paymentStatus: Type.Optional(Type.String()),
      noShow: Type.Optional(Type.Boolean()),
      /** The final price staff set (cents); the deposit follows it while unpaid. */
      totalPriceCents: Type.Optional(Type.Integer()),
      /** With a final price: the calendar file's SEQUENCE its email sends. */
      sequence: calendarSequence,
      /**
       * With a final price set by the same save that confirmed the booking: her confirmation
       * ('booking.confirmed') tells her the price, with the one calendar file, so this event sends
       * no email and takes no SEQUENCE. Absent otherwise, and on events written before it.
       */
      priceInConfirmation: Type.Optional(Type.Literal(true)),
    },
    { additionalProperties: false },
  ),
  /** A gallery image was deleted; the worker removes its upload's stored files (original and WebP sizes). */
  'gallery_image.deleted': Type.Object(
    { galleryImageId: id, uploadId: Type.Union([id, Type.Null()]) },
    { additionalProperties: false },
  ),
  /**
   * Written by the worker when a booking's 24-hour reminder comes due (never by a request), at
   * most once per booking and start time; `startsAt` is the start the reminder is for.
   */
  'booking.reminder_due': Type.Object(
    { bookingId: id, startsAt: Type.String({ format: 'date-time' }) },
    { additionalProperties: false },
  ),
  'upload.received': ids('uploadId'),
  'gallery_image.changed': ids('galleryImageId'),
  'user.registered': ids('userId'),
  /**
   * The emailed links (a reset, an invitation, a confirmation) travel as their row's id: the worker
   * mints the secret when it sends, so no payload, job or stored email holds a usable token.
   */
  'user.password_reset_requested': ids('userId', 'tokenId'),
  /** A stylist's weekly hours were saved: widened hours may fit a waitlisted request. */
  'staffing.hours_changed': Type.Object({ stylistId: id, changedBy: id }, { additionalProperties: false }),
  /** Time off was removed: that time is free again for waitlisted requests. */
  'staffing.time_off_removed': Type.Object(
    {
      stylistId: id,
      from: Type.String({ format: 'date-time' }),
      until: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
  /**
   * An account without a password was made for her (a stylist booked her in), or she tried to
   * register with it: the worker emails a link to set her password (the token's row holds only its hash).
   */
  'user.invited': ids('userId', 'tokenId'),
  /** A new account (or she asked again): the worker emails a link to confirm her address (24 hours). */
  'user.email_confirmation_requested': ids('userId', 'tokenId'),
  /** She asked to change her email: the new address gets a link; the email changes only when it is opened. */
  'user.email_change_requested': ids('userId', 'tokenId'),
  /** Her email changed (the link was opened): the old address is told. */
  'user.email_changed': Type.Object(
    { userId: id, previousEmail: Type.String({ minLength: 3, maxLength: 320 }) },
    { additionalProperties: false },
  ),
  /** Her password was changed (in Account Settings, or from a reset link): she is told, so a change she did not make is seen. */
  'user.password_changed': ids('userId'),
  /** Someone tried to register with the email of an account that has a password: she is told, by email only. */
  'user.registration_repeated': ids('userId'),
  'user.role_changed': Type.Object(
    { userId: id, from: Type.String(), to: Type.String(), changedBy: id },
    { additionalProperties: false },
  ),
  /**
   * Staff set (or moved) a consultation's date and time; `sequence` is the calendar file's
   * SEQUENCE for this version (0 the first time), so an email superseded by a later move is skipped.
   */
  'consultation.scheduled': Type.Object(
    { consultationId: id, changedBy: id, sequence: Type.Integer({ minimum: 0 }) },
    { additionalProperties: false },
  ),
  /** The customer asked to move her scheduled consultation: the staff are emailed. */
  'consultation.move_requested': ids('consultationId'),
  /**
   * Completed or cancelled (by staff, or with its booking). `sequence` is present when a
   * scheduled one is cancelled: the SEQUENCE of the file that takes it out of her calendar.
   */
  'consultation.status_changed': Type.Object(
    {
      consultationId: id,
      from: Type.String(),
      to: Type.String(),
      changedBy: Type.Union([id, Type.Null()]),
      sequence: Type.Optional(Type.Integer({ minimum: 0 })),
    },
    { additionalProperties: false },
  ),
  /** A stylist profile's photo was replaced or removed: the worker removes the old upload's files. */
  'stylist_photo.replaced': ids('stylistProfileId', 'uploadId'),
} satisfies Record<string, TSchema>;

export type EventType = keyof typeof eventPayloadSchemas;
export type EventPayload<T extends EventType> = Static<(typeof eventPayloadSchemas)[T]>;
export const EVENT_TYPES = Object.keys(eventPayloadSchemas) as EventType[];

/** The timeline entity an event is about, and the label it appends (ARCHITECTURE: status timelines). */
export const TIMELINE_LABELS = {
  requestReceived: 'Request received',
  messageReceived: 'Message received',
  teamNotified: 'Team notified',
  confirmationEmailSent: 'Confirmation email sent',
  photosProcessed: 'Inspiration photos processed',
  markedContacted: 'Marked contacted',
  markedScheduled: 'Marked scheduled',
  consultationScheduled: 'Consultation scheduled',
  consultationMoved: 'Consultation moved',
  consultationUpdated: 'Consultation details updated',
  markedRead: 'Marked read',
  markedResponded: 'Marked responded',
  approved: 'Approved',
  rejected: 'Rejected',
  /** A review taken down after it was approved, and one published after it was rejected. */
  unpublished: 'Unpublished',
  published: 'Published',
  bookingConfirmed: 'Booking confirmed',
  bookingRescheduled: 'Booking rescheduled',
  bookingCancelled: 'Booking cancelled',
  /** Staff only: what the studio wrote to her when it cancelled (she reads it on her booking's page). */
  noteToClient: 'Note to the client',
  reminderSent: 'Reminder sent',
  completed: 'Completed',
  applicationReceived: 'Application received',
  markedReviewed: 'Marked reviewed',
  markedInterviewing: 'Invited to interview',
  hired: 'Hired',
  declined: 'Declined',
  /** A declined application taken up again (back to reviewed): the button's own word. */
  reconsidered: 'Reconsidered',
  /** The applicant was sent the email of a step (the admin ticked 'Email … about this'). */
  applicantEmailed: 'Applicant emailed',
  reviewReceived: 'Review received',
  stylistAssigned: 'Stylist assigned',
  stylistUnassigned: 'Stylist unassigned',
  depositReceived: 'Deposit received',
  paidInFull: 'Paid in full',
  paymentRefunded: 'Payment refunded',
  markedNoShow: 'Marked no-show',
  finalPriceSet: 'Final price set',
} as const;
