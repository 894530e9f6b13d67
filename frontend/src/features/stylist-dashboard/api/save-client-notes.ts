import type { ClientNotes, ClientNotesInput } from '@beauty/domain/schemas/stylist-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientNotesQueryKey } from './get-client-notes';

export interface SaveClientNotesVariables {
  clientId: string;
  notes: ClientNotesInput;
}

/** PUT /api/stylist/clients/{id}/notes: my notes about a client (per stylist and client). */
export async function saveClientNotes({ clientId, notes }: SaveClientNotesVariables): Promise<ClientNotes> {
  const res = await apiRequest('PUT', `/api/stylist/clients/${encodeURIComponent(clientId)}/notes`, notes);
  return (await res.json()) as ClientNotes;
}

/** Saves, and keeps the answer as the client's notes so the dialog opens with them next time. */
export function useSaveClientNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientNotes,
    onSuccess: (saved, { clientId }) => {
      queryClient.setQueryData(clientNotesQueryKey(clientId), saved);
    },
  });
}
