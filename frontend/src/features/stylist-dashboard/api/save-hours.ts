import type { HoursInput, WorkingTime } from '@beauty/domain/schemas/working-time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { scheduleQueryKeyBase } from './get-schedule';
import { workingTimeQueryKey } from './get-working-time';

/** PUT /api/stylist/working-time/hours: all seven days at once (an admin: anyone's, with stylistId). */
export async function saveHours(input: HoursInput): Promise<WorkingTime> {
  const res = await apiRequest('PUT', '/api/stylist/working-time/hours', input);
  return (await res.json()) as WorkingTime;
}

/** Saves, keeps the answer as that stylist's working time, and reads the week and the open times again. */
export function useSaveHours(subject: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHours,
    onSuccess: async (saved) => {
      queryClient.setQueryData(workingTimeQueryKey(subject), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleQueryKeyBase }),
        queryClient.invalidateQueries({ queryKey: availabilityQueryKey }),
      ]);
    },
  });
}
