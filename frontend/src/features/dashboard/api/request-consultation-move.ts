import type { Consultation, ConsultationMoveRequestInput } from '@beauty/domain/schemas/consultation';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { consultationsQueryKey } from '@/lib/customer-query-keys';

/** POST /api/consultations/{id}/move-request: she asks to move her scheduled consultation. */
export function useRequestConsultationMove() {
  return useApiMutation(
    ({ id, input }: { id: string; input: ConsultationMoveRequestInput }) =>
      apiJson<Consultation>('POST', `/api/consultations/${encodeURIComponent(id)}/move-request`, input),
    { onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: consultationsQueryKey }) },
  );
}
