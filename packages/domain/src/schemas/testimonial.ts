import { type Static, Type } from '@sinclair/typebox';
import { TESTIMONIAL_SERVICE_TYPES } from '../catalog';
import { fieldMessages } from '../messages';
import { TESTIMONIAL_STATUSES } from '../status';
import { email, LIMITS, nullable, oneOf, requiredText, strictObject, timestamp, uuid } from './fields';

/** POST /api/testimonials (spec 001 section 3 and 5). */
export const testimonialInput = strictObject(
  {
    customerName: requiredText(fieldMessages.nameMin2, { min: 2, max: LIMITS.name }),
    customerEmail: email(),
    serviceType: oneOf(TESTIMONIAL_SERVICE_TYPES, fieldMessages.serviceType),
    rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: fieldMessages.rating }),
    content: requiredText(fieldMessages.reviewContent, { min: 20, max: LIMITS.longText }),
  },
  { $id: 'TestimonialInput' },
);
export type TestimonialInput = Static<typeof testimonialInput>;

/** Public view: no email, no notes. */
export const publicTestimonial = Type.Object({
  id: uuid(),
  customerName: Type.String(),
  serviceType: Type.Union(TESTIMONIAL_SERVICE_TYPES.map((s) => Type.Literal(s))),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
});
export type PublicTestimonial = Static<typeof publicTestimonial>;

export const testimonial = Type.Composite([
  publicTestimonial,
  Type.Object({
    customerEmail: Type.String(),
    status: Type.Union(TESTIMONIAL_STATUSES.map((s) => Type.Literal(s))),
    adminNotes: nullable(Type.String()),
    createdAt: timestamp(),
    statusChangedAt: nullable(timestamp()),
    statusChangedBy: nullable(Type.String()),
  }),
]);
export type Testimonial = Static<typeof testimonial>;
