import { type Static, Type } from '@sinclair/typebox';
import { MIN_LENGTHS } from '../limits';
import { fieldMessages } from '../messages';
import { CONTACT_MESSAGE_STATUSES } from '../status';
import { moderationFields } from './admin';
import { contactDetails, contactInput, LIMITS, requiredText, strictObject, uuid } from './fields';

/** POST /api/contact (spec 001 section 3 and 5). */
export const contactMessageInput = strictObject(
  {
    ...contactInput(fieldMessages.nameRequired),
    subject: requiredText(fieldMessages.subjectRequired, { max: LIMITS.subject }),
    message: requiredText(fieldMessages.contactMessageMin, {
      min: MIN_LENGTHS.message,
      max: LIMITS.longText,
    }),
  },
  { $id: 'ContactMessageInput' },
);
export type ContactMessageInput = Static<typeof contactMessageInput>;

export const contactMessageCreated = Type.Object({
  id: uuid(),
  trackingToken: Type.String(),
  message: Type.String(),
});
export type ContactMessageCreated = Static<typeof contactMessageCreated>;

export const contactMessage = Type.Object({
  id: uuid(),
  ...contactDetails(),
  subject: Type.String(),
  message: Type.String(),
  ...moderationFields(CONTACT_MESSAGE_STATUSES),
});
export type ContactMessage = Static<typeof contactMessage>;
