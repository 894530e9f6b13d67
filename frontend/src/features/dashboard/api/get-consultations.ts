import type { Consultation } from '@beauty/domain/schemas/consultation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsQueryKey } from '@/lib/customer-query-keys';

/** GET /api/consultations: the signed-in customer's own consultations, newest first. */
export const consultationsQueryOptions = queryOptions<Consultation[]>({ queryKey: consultationsQueryKey });

export function useConsultations() {
  return useQuery(consultationsQueryOptions);
}
