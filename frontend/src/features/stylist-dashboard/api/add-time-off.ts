import type { TimeOff, TimeOffInput } from '@beauty/domain/schemas/working-time';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { scheduleQueryKeyBase } from './get-schedule';
import { workingTimeQueryKeyBase } from './get-working-time';

/**
 * POST /api/stylist/time-off: whole days or part of one (an admin: anyone's, with stylistId).
 * 409 when it would cover an appointment she already has; 422 when it ends before it starts.
 */
export async function addTimeOff(input: TimeOffInput): Promise<TimeOff> {
  const res = await apiRequest('POST', '/api/stylist/time-off', input);
  return (await res.json()) as TimeOff;
}

/** After time off is added or removed: her list, the week and the open times are read again. */
export async function afterTimeOffChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workingTimeQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: availabilityQueryKey }),
  ]);
}

export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTimeOff, onSuccess: () => afterTimeOffChange(queryClient) });
}
