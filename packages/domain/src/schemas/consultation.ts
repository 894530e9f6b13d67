import { type Static, Type } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { consultationMessages } from '../messages';
import { CLOCK_TIME_PATTERN } from '../slots';
import { CONSULTATION_STATUSES } from '../status';
import {
  literals,
  nullable,
  oneOf,
  optionalText,
  requiredText,
  strictObject,
  timestamp,
  uuid,
} from './fields';

/** What the customer asked when she asked to move a scheduled consultation. */
export const consultationMoveRequest = Type.Object({
  requestedAt: timestamp(),
  preferredTimes: Type.String(),
  note: nullable(Type.String()),
});
export type ConsultationMoveRequest = Static<typeof consultationMoveRequest>;

/** GET /api/consultations (customer view). */
export const consultation = Type.Object({
  id: uuid(),
  usedFreeConsultation: Type.Boolean(),
  scheduledDate: nullable(Type.String()),
  scheduledTime: nullable(Type.String()),
  status: literals(CONSULTATION_STATUSES),
  createdAt: timestamp(),
  /** The booking it came with (null for one whose booking is gone). */
  bookingId: Type.Optional(nullable(uuid())),
  /** What staff wrote with the time (how they will meet: phone, video, studio). */
  meetingNote: Type.Optional(nullable(Type.String())),
  /** Her open request to move it, until staff set a new time. */
  moveRequest: Type.Optional(nullable(consultationMoveRequest)),
  /**
   * Asked for with the landing page's questionnaire (not with a booking): the studio set its
   * time, and she moves it by replying to the email that gave it.
   */
  askedOnline: Type.Optional(Type.Boolean()),
});
export type Consultation = Static<typeof consultation>;

/** GET /api/consultations/free-status. */
export const freeConsultationStatus = Type.Object({
  hasUsedFreeConsultation: Type.Boolean(),
  eligible: Type.Boolean(),
  expiresAt: nullable(timestamp()),
});
export type FreeConsultationStatus = Static<typeof freeConsultationStatus>;

/** GET /api/staff/consultations: an open consultation with its customer and booking. */
export const staffConsultation = Type.Object({
  id: uuid(),
  status: literals(CONSULTATION_STATUSES),
  usedFreeConsultation: Type.Boolean(),
  scheduledDate: nullable(Type.String()),
  scheduledTime: nullable(Type.String()),
  meetingNote: nullable(Type.String()),
  createdAt: timestamp(),
  customer: Type.Object({
    id: uuid(),
    name: Type.String(),
    email: Type.String(),
    phone: nullable(Type.String()),
  }),
  booking: nullable(
    Type.Object({
      id: uuid(),
      eventDate: Type.String(),
      eventTime: Type.String(),
      eventType: nullable(Type.String()),
      status: Type.String(),
    }),
  ),
  /** Who last set the time, and when. */
  scheduledBy: nullable(Type.String()),
  scheduledAt: nullable(timestamp()),
  moveRequest: nullable(consultationMoveRequest),
});
export type StaffConsultation = Static<typeof staffConsultation>;

/** PUT /api/staff/consultations/{id}/schedule: the date and time (America/Los_Angeles), 30 minutes. */
export const consultationScheduleInput = strictObject(
  {
    scheduledDate: Type.String({ format: 'date', errorMessage: consultationMessages.dateRequired }),
    scheduledTime: Type.String({
      pattern: CLOCK_TIME_PATTERN,
      errorMessage: consultationMessages.timeRequired,
      examples: ['11:00'],
    }),
    meetingNote: optionalText(LIMITS.consultationNote),
  },
  { $id: 'ConsultationScheduleInput' },
);
export type ConsultationScheduleInput = Static<typeof consultationScheduleInput>;

/** PATCH /api/staff/consultations/{id}: held, or called off. */
export const consultationStatusInput = strictObject(
  {
    status: oneOf(['completed', 'cancelled'] as const, 'Please choose completed or cancelled'),
  },
  { $id: 'ConsultationStatusInput' },
);
export type ConsultationStatusInput = Static<typeof consultationStatusInput>;

/** POST /api/consultations/{id}/move-request: when would suit her instead, and a note. */
export const consultationMoveRequestInput = strictObject(
  {
    preferredTimes: requiredText(consultationMessages.preferredTimesRequired, {
      max: LIMITS.consultationNote,
    }),
    note: optionalText(LIMITS.consultationNote),
  },
  { $id: 'ConsultationMoveRequestInput' },
);
export type ConsultationMoveRequestInput = Static<typeof consultationMoveRequestInput>;
