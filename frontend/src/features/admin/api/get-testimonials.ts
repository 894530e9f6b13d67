import type { Testimonial } from '@beauty/domain/schemas/testimonial';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/testimonials: every review, pending, approved and rejected, newest first. */
export const adminTestimonialsQueryKey = ['/api/admin/testimonials'] as const;

export const adminTestimonialsQueryOptions = queryOptions<Testimonial[]>({
  queryKey: adminTestimonialsQueryKey,
});

export function useAdminTestimonials() {
  return useQuery(adminTestimonialsQueryOptions);
}
