import type { TestimonialStatusUpdate } from '@beauty/domain/schemas/admin';
import { adminTestimonialsQueryKey } from './get-testimonials';
import { useStatusChange } from './status-change';

/** The landing page's approved reviews (GET /api/testimonials), refreshed after a decision. */
const publicTestimonialsQueryKey = ['/api/testimonials'] as const;

/**
 * PUT /api/admin/testimonials/{id}/status: approve or reject a pending review, unpublish an
 * approved one (to rejected) or publish a rejected one; 409 otherwise.
 */
export function useUpdateTestimonialStatus() {
  return useStatusChange<TestimonialStatusUpdate['status']>(
    '/api/admin/testimonials',
    adminTestimonialsQueryKey,
    publicTestimonialsQueryKey,
  );
}
