import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/consultation-requests: every request, newest first (admin). */
export const adminConsultationRequestsQueryKey = ['/api/admin/consultation-requests'] as const;

export const adminConsultationRequestsQueryOptions = queryOptions<ConsultationRequest[]>({
  queryKey: adminConsultationRequestsQueryKey,
});

export function useAdminConsultationRequests() {
  return useQuery(adminConsultationRequestsQueryOptions);
}
