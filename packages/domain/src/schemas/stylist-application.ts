import { type Static, Type } from '@sinclair/typebox';
import { SPECIALTIES } from '../catalog';
import { MIN_LENGTHS } from '../limits';
import { fieldMessages } from '../messages';
import { APPLICATION_STATUSES } from '../status';
import { moderationFields } from './admin';
import {
  email,
  LIMITS,
  literals,
  nullable,
  oneOf,
  optionalText,
  requiredText,
  strictObject,
  uuid,
} from './fields';

/** POST /api/stylist-applications (spec 001 section 3 and 5). */
export const stylistApplicationInput = strictObject(
  {
    firstName: requiredText(fieldMessages.firstNameRequired, { max: LIMITS.name }),
    lastName: requiredText(fieldMessages.lastNameRequired, { max: LIMITS.name }),
    email: email(),
    phone: requiredText(fieldMessages.phone, { min: 10, max: LIMITS.phone }),
    specialties: oneOf(SPECIALTIES, fieldMessages.specialties),
    experience: requiredText(fieldMessages.experience, { min: MIN_LENGTHS.experience, max: LIMITS.longText }),
    portfolio: Type.Optional(
      Type.Union(
        [Type.String({ format: 'uri', pattern: '^https?://', maxLength: LIMITS.url }), Type.Literal('')],
        {
          errorMessage: fieldMessages.portfolio,
        },
      ),
    ),
    resumeUrl: requiredText(fieldMessages.resume, { max: LIMITS.url }),
    additionalInfo: optionalText(LIMITS.longText),
  },
  { $id: 'StylistApplicationInput' },
);
export type StylistApplicationInput = Static<typeof stylistApplicationInput>;

/**
 * GET /api/admin/stylist-applications: an application as the admin reviews it. `resumeUrl` is the
 * resume's address on this site (/api/images/<upload id>), which downloads for a signed-in admin.
 */
export const stylistApplication = Type.Object({
  id: uuid(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  specialties: literals(SPECIALTIES),
  experience: Type.String(),
  portfolio: nullable(Type.String()),
  resumeUrl: Type.String(),
  additionalInfo: nullable(Type.String()),
  ...moderationFields(APPLICATION_STATUSES),
});
export type StylistApplication = Static<typeof stylistApplication>;
