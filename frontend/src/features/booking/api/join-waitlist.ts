import type { WaitlistEntry, WaitlistInput } from '@beauty/domain/schemas/waitlist';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { waitlistQueryKey } from '@/lib/customer-query-keys';

/**
 * POST /api/waitlist: 201 with the entry; 409 while the date still has times or when she already
 * waits for it with this selection; 401 signed out.
 */
export function joinWaitlist(input: WaitlistInput): Promise<WaitlistEntry> {
  return apiJson<WaitlistEntry>('POST', '/api/waitlist', input);
}

export function useJoinWaitlist() {
  return useApiMutation(joinWaitlist, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
