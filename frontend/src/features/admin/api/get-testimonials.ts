import type { Testimonial } from '@beauty/domain/schemas/testimonial';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/admin/testimonials: reviews, the pending ones first, then the approved and rejected,
 * each newest first, 50 a page ('Show older reviews' reads the next).
 */
export const adminTestimonialsQueryKey = ['/api/admin/testimonials'] as const;

export const adminTestimonialsQueryOptions = pagedListOptions<Testimonial>(adminTestimonialsQueryKey);

export function useAdminTestimonials() {
  return useInfiniteQuery(adminTestimonialsQueryOptions);
}
