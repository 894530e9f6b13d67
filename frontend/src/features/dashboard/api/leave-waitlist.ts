import type { WaitlistEntry } from '@beauty/domain/schemas/waitlist';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { waitlistQueryKey } from '@/lib/customer-query-keys';

/** DELETE /api/waitlist/{id}: 200 { message }; 404 when it is not hers or already gone; 401 signed out. */
export function leaveWaitlist(id: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/waitlist/${encodeURIComponent(id)}`);
}

/** Leave an entry: it goes from the list at once; the list is asked for again either way (it may have moved on). */
export function useLeaveWaitlist() {
  return useApiMutation(leaveWaitlist, {
    onSuccess: (queryClient, _answer, id) => {
      queryClient.setQueryData<WaitlistEntry[]>(waitlistQueryKey, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
    },
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
