import type { HoursInput, WorkingTime } from '@beauty/domain/schemas/working-time';
import { apiJson } from '@/lib/api-client';
import { invalidateKeys, useApiMutation } from '@/lib/api-mutation';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { scheduleQueryKeyBase } from './get-schedule';
import { workingTimeQueryKey } from './get-working-time';

/** PUT /api/stylist/working-time/hours: all seven days at once (an admin: anyone's, with stylistId). */
export function saveHours(input: HoursInput): Promise<WorkingTime> {
  return apiJson<WorkingTime>('PUT', '/api/stylist/working-time/hours', input);
}

/** Saves, keeps the answer as that stylist's working time, and reads the week and the open times again. */
export function useSaveHours(subject: string | null) {
  return useApiMutation(saveHours, {
    onSuccess: async (queryClient, saved) => {
      queryClient.setQueryData(workingTimeQueryKey(subject), saved);
      await invalidateKeys(queryClient, scheduleQueryKeyBase, availabilityQueryKey);
    },
  });
}
