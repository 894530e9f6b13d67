import type { ClientNotes, ClientNotesInput } from '@beauty/domain/schemas/stylist-dashboard';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { clientNotesQueryKey } from './get-client-notes';

export interface SaveClientNotesVariables {
  clientId: string;
  notes: ClientNotesInput;
}

/** PUT /api/stylist/clients/{id}/notes: my notes about a client (per stylist and client). */
export function saveClientNotes({ clientId, notes }: SaveClientNotesVariables): Promise<ClientNotes> {
  return apiJson<ClientNotes>('PUT', `/api/stylist/clients/${encodeURIComponent(clientId)}/notes`, notes);
}

/** Saves, and keeps the answer as the client's notes so the dialog opens with them next time. */
export function useSaveClientNotes() {
  return useApiMutation(saveClientNotes, {
    onSuccess: (queryClient, saved, { clientId }) => {
      queryClient.setQueryData(clientNotesQueryKey(clientId), saved);
    },
  });
}
