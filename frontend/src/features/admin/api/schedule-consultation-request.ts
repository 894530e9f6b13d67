import type { ConsultationScheduleInput } from '@beauty/domain/schemas/consultation';
import type { ConsultationRequestScheduled } from '@beauty/domain/schemas/consultation-request';
import { apiJson } from '@/lib/api-client';
import { invalidateKeys, useApiMutation } from '@/lib/api-mutation';
import { adminConsultationRequestsQueryKey } from './get-consultation-requests';
import { panelCountsQueryKey } from './get-panel-counts';

/**
 * PUT /api/admin/consultation-requests/{id}/schedule: its date and time (the client is emailed a
 * calendar file), with the admin notes when some were written; then the list and the badges are
 * read again.
 */
export function useScheduleConsultationRequest() {
  return useApiMutation(
    ({ id, input, adminNotes }: { id: string; input: ConsultationScheduleInput; adminNotes?: string }) =>
      apiJson<ConsultationRequestScheduled>(
        'PUT',
        `/api/admin/consultation-requests/${encodeURIComponent(id)}/schedule`,
        adminNotes?.trim() ? { ...input, adminNotes: adminNotes.trim() } : input,
      ),
    {
      onSuccess: (queryClient) =>
        invalidateKeys(queryClient, adminConsultationRequestsQueryKey, panelCountsQueryKey),
    },
  );
}
