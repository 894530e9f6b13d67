import type { ContactMessageStatusUpdate } from '@beauty/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminContactMessagesQueryKey } from './get-contact-messages';
import {
  applyStatusChange,
  type StatusChange,
  type StatusChangeAnswer,
  statusChangeBody,
} from './status-change';

type Status = ContactMessageStatusUpdate['status'];

/** PUT /api/admin/contact-messages/{id}/status: read or responded; 409 once responded. */
export async function updateContactMessageStatus(
  change: StatusChange<Status>,
): Promise<StatusChangeAnswer<Status>> {
  const res = await apiRequest(
    'PUT',
    `/api/admin/contact-messages/${encodeURIComponent(change.id)}/status`,
    statusChangeBody(change),
  );
  return (await res.json()) as StatusChangeAnswer<Status>;
}

export function useUpdateContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessageStatus,
    onSuccess: (answer) => applyStatusChange(queryClient, adminContactMessagesQueryKey, answer),
  });
}
