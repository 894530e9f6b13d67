import type { WaitlistEntry } from '@beauty/domain/schemas/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { waitlistQueryKey } from '@/lib/customer-query-keys';

/** DELETE /api/waitlist/{id}: 200 { message }; 404 when it is not hers or already gone; 401 signed out. */
export async function leaveWaitlist(id: string): Promise<{ message: string }> {
  const res = await apiRequest('DELETE', `/api/waitlist/${encodeURIComponent(id)}`);
  return (await res.json()) as { message: string };
}

/** Leave an entry: it goes from the list at once; the list is asked for again either way (it may have moved on). */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<WaitlistEntry[]>(waitlistQueryKey, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
