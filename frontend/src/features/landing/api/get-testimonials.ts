import type { PublicTestimonial } from '@beauty/domain/schemas/testimonial';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/testimonials: approved reviews, newest first. */
export const testimonialsQueryOptions = queryOptions<PublicTestimonial[]>({
  queryKey: ['/api/testimonials'] as const,
});

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions);
}
