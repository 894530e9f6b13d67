import type { ClientNotes } from '@beauty/domain/schemas/stylist-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/stylist/clients/{id}/notes: my notes about one client (empty fields until saved). */
export const clientNotesQueryKey = (clientId: string) => ['/api/stylist/clients', clientId, 'notes'] as const;

export const clientNotesQueryOptions = (clientId: string) =>
  queryOptions<ClientNotes>({ queryKey: clientNotesQueryKey(clientId) });

/** Read while the notes dialog of `clientId` is open. */
export function useClientNotes(clientId: string | null) {
  return useQuery({ ...clientNotesQueryOptions(clientId ?? ''), enabled: clientId !== null });
}
