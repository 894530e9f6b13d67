import { submitted } from '@beauty/domain/schemas/answers';
import { testimonialInput } from '@beauty/domain/schemas/testimonial';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { createTestimonial } from './testimonials.service';

/** Submitting a review; the approved ones are read through GET /api/testimonials (features/catalog). */
export const testimonialRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: '/api/testimonials',
    role: 'public',
    summary: 'Submit a review; it waits for approval (spec 001 /submit-testimonial)',
    body: testimonialInput,
    status: 201,
    rateLimit: 'publicForm',
    response: submitted,
    handler: ({ deps, body }) => createTestimonial(deps, body),
  }),
];
