import { type Static, type TNull, type TString, type TUnion, Type } from '@sinclair/typebox';
import { EVENT_TYPES, FALSE_LASHES_EXPERIENCE, SKIN_TYPES } from '../catalog';
import { MIN_LENGTHS } from '../limits';
import { fieldMessages } from '../messages';
import { QUESTIONNAIRE_FIELDS, type QuestionnaireField } from '../questionnaire';
import { CONSULTATION_REQUEST_STATUSES } from '../status';
import { consultationScheduleInput } from './consultation';
import {
  contactDetails,
  contactInput,
  LIMITS,
  literals,
  nullable,
  optionalChoice,
  optionalText,
  strictObject,
  timestamp,
  uuid,
} from './fields';

/** POST /api/consultation-requests: the questionnaire of spec 000 section 3. */
export const consultationRequestInput = strictObject(
  {
    ...contactInput(fieldMessages.nameMin2, MIN_LENGTHS.name),
    eventType: optionalChoice(EVENT_TYPES, 'Please choose an event type from the list'),
    eventDate: Type.Optional(
      Type.Union([Type.String({ format: 'date' }), Type.Literal('')], {
        errorMessage: 'Please choose a valid date',
      }),
    ),
    skinType: optionalChoice(SKIN_TYPES, 'Please choose a skin type from the list'),
    favoriteFeatures: optionalText(),
    falseLashesExperience: optionalChoice(FALSE_LASHES_EXPERIENCE, 'Please choose an answer from the list'),
    tooFoldForYou: optionalText(),
    celebrityInspiration: optionalText(),
    dailyRoutine: optionalText(LIMITS.longText),
    holyGrailProducts: optionalText(),
    commentsOrConcerns: optionalText(LIMITS.longText),
    allergiesOrSensitivities: optionalText(),
    inspirationImages: Type.Optional(
      Type.Array(Type.String({ maxLength: LIMITS.url }), {
        maxItems: LIMITS.images,
        errorMessage: `Up to ${LIMITS.images} inspiration images`,
      }),
    ),
  },
  { $id: 'ConsultationRequestInput' },
);
export type ConsultationRequestInput = Static<typeof consultationRequestInput>;

/** The questionnaire's answers as stored and answered, in the list's order (null for a blank one). */
const questionnaireAnswers = Object.fromEntries(
  QUESTIONNAIRE_FIELDS.map((field) => [field, nullable(Type.String())]),
) as Record<QuestionnaireField, TUnion<[TString, TNull]>>;

export const consultationRequest = Type.Object({
  id: uuid(),
  ...contactDetails(),
  eventDate: nullable(Type.String()),
  eventType: nullable(Type.String()),
  status: literals(CONSULTATION_REQUEST_STATUSES),
  adminNotes: nullable(Type.String()),
  createdAt: timestamp(),
  contactedAt: nullable(timestamp()),
  statusChangedAt: nullable(timestamp()),
  statusChangedBy: nullable(Type.String()),
  ...questionnaireAnswers,
  inspirationImages: Type.Array(Type.String()),
  /** Set by an admin (PUT .../schedule): the date and time (America/Los_Angeles) and how they will meet. */
  scheduledDate: nullable(Type.String({ format: 'date' })),
  scheduledTime: nullable(Type.String()),
  meetingNote: nullable(Type.String()),
});
export type ConsultationRequest = Static<typeof consultationRequest>;

/**
 * PUT /api/admin/consultation-requests/{id}/schedule: the date and time (America/Los_Angeles),
 * how they will meet, and the admin's notes when she wrote some (kept as a status change keeps them).
 */
export const consultationRequestScheduleInput = strictObject(
  {
    ...consultationScheduleInput.properties,
    adminNotes: optionalText(LIMITS.notes),
  },
  { $id: 'ConsultationRequestScheduleInput' },
);
export type ConsultationRequestScheduleInput = Static<typeof consultationRequestScheduleInput>;

/** Its answer: the request as scheduled. */
export const consultationRequestScheduled = Type.Object({
  id: uuid(),
  status: literals(CONSULTATION_REQUEST_STATUSES),
  scheduledDate: Type.String({ format: 'date' }),
  scheduledTime: Type.String(),
  meetingNote: nullable(Type.String()),
});
export type ConsultationRequestScheduled = Static<typeof consultationRequestScheduled>;
