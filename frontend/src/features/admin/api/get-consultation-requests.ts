import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/admin/consultation-requests (admin): the new ones first, then the others, each newest
 * first, 50 a page ('Show older requests' reads the next).
 */
export const adminConsultationRequestsQueryKey = ['/api/admin/consultation-requests'] as const;

export const adminConsultationRequestsQueryOptions = pagedListOptions<ConsultationRequest>(
  adminConsultationRequestsQueryKey,
);

export function useAdminConsultationRequests() {
  return useInfiniteQuery(adminConsultationRequestsQueryOptions);
}
