import { type Static, Type } from '@sinclair/typebox';
import { TESTIMONIAL_SERVICE_TYPES } from '../catalog';
import { MIN_LENGTHS, RATING_STARS } from '../limits';
import { fieldMessages } from '../messages';
import { TESTIMONIAL_STATUSES } from '../status';
import { moderationFields } from './admin';
import { email, LIMITS, literals, oneOf, requiredText, strictObject, uuid } from './fields';

/** POST /api/testimonials (spec 001 section 3 and 5). */
export const testimonialInput = strictObject(
  {
    customerName: requiredText(fieldMessages.nameMin2, { min: MIN_LENGTHS.name, max: LIMITS.name }),
    customerEmail: email(),
    serviceType: oneOf(TESTIMONIAL_SERVICE_TYPES, fieldMessages.serviceType),
    rating: Type.Integer({ minimum: 1, maximum: RATING_STARS, errorMessage: fieldMessages.rating }),
    content: requiredText(fieldMessages.reviewContent, { min: MIN_LENGTHS.review, max: LIMITS.longText }),
  },
  { $id: 'TestimonialInput' },
);
export type TestimonialInput = Static<typeof testimonialInput>;

/** Public view: no email, no notes. */
export const publicTestimonial = Type.Object({
  id: uuid(),
  customerName: Type.String(),
  serviceType: literals(TESTIMONIAL_SERVICE_TYPES),
  rating: Type.Integer({ minimum: 1, maximum: RATING_STARS }),
  content: Type.String(),
});
export type PublicTestimonial = Static<typeof publicTestimonial>;

export const testimonial = Type.Composite([
  publicTestimonial,
  Type.Object({
    customerEmail: Type.String(),
    ...moderationFields(TESTIMONIAL_STATUSES),
  }),
]);
export type Testimonial = Static<typeof testimonial>;
