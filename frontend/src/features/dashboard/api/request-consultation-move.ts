import type { Consultation, ConsultationMoveRequestInput } from '@beauty/domain/schemas/consultation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { consultationsQueryKey } from '@/lib/customer-query-keys';

/** POST /api/consultations/{id}/move-request: she asks to move her scheduled consultation. */
export function useRequestConsultationMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ConsultationMoveRequestInput }) => {
      const res = await apiRequest(
        'POST',
        `/api/consultations/${encodeURIComponent(id)}/move-request`,
        input,
      );
      return (await res.json()) as Consultation;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationsQueryKey }),
  });
}
