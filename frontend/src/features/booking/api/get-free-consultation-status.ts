import type { FreeConsultationStatus } from '@beauty/domain/schemas/consultation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { freeConsultationStatusQueryKey } from '@/lib/customer-query-keys';

/** GET /api/consultations/free-status: whether the one free consultation is still on offer. */
export const freeConsultationStatusQueryOptions = queryOptions<FreeConsultationStatus>({
  queryKey: freeConsultationStatusQueryKey,
});

export function useFreeConsultationStatus() {
  return useQuery(freeConsultationStatusQueryOptions);
}
