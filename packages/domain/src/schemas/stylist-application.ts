import { type Static, Type } from '@sinclair/typebox';
import { SPECIALTIES } from '../catalog';
import { MIN_LENGTHS } from '../limits';
import { fieldMessages } from '../messages';
import { email, LIMITS, oneOf, optionalText, requiredText, strictObject } from './fields';

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
