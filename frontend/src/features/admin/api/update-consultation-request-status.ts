import type { ConsultationRequestStatusUpdate } from '@beauty/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminConsultationRequestsQueryKey } from './get-consultation-requests';
import {
  applyStatusChange,
  type StatusChange,
  type StatusChangeAnswer,
  statusChangeBody,
} from './status-change';

type Status = ConsultationRequestStatusUpdate['status'];

/** PUT /api/admin/consultation-requests/{id}/status: contacted, scheduled or completed; 409 if illegal. */
export async function updateConsultationRequestStatus(
  change: StatusChange<Status>,
): Promise<StatusChangeAnswer<Status>> {
  const res = await apiRequest(
    'PUT',
    `/api/admin/consultation-requests/${encodeURIComponent(change.id)}/status`,
    statusChangeBody(change),
  );
  return (await res.json()) as StatusChangeAnswer<Status>;
}

export function useUpdateConsultationRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultationRequestStatus,
    onSuccess: (answer) => applyStatusChange(queryClient, adminConsultationRequestsQueryKey, answer),
  });
}
