import type { WaitlistEntry, WaitlistInput } from '@beauty/domain/schemas/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { waitlistQueryKey } from '@/lib/customer-query-keys';

/**
 * POST /api/waitlist: 201 with the entry; 409 while the date still has times or when she already
 * waits for it with this selection; 401 signed out.
 */
export async function joinWaitlist(input: WaitlistInput): Promise<WaitlistEntry> {
  const res = await apiRequest('POST', '/api/waitlist', input);
  return (await res.json()) as WaitlistEntry;
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
