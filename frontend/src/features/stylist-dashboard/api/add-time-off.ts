import type { TimeOff, TimeOffInput } from '@beauty/domain/schemas/working-time';
import type { QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateKeys, useApiMutation } from '@/lib/api-mutation';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { scheduleQueryKeyBase } from './get-schedule';
import { workingTimeQueryKeyBase } from './get-working-time';

/**
 * POST /api/stylist/time-off: whole days or part of one (an admin: anyone's, with stylistId).
 * 409 when it would cover an appointment she already has; 422 when it ends before it starts.
 */
export function addTimeOff(input: TimeOffInput): Promise<TimeOff> {
  return apiJson<TimeOff>('POST', '/api/stylist/time-off', input);
}

/** After time off is added or removed: her list, the week and the open times are read again. */
export function afterTimeOffChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, workingTimeQueryKeyBase, scheduleQueryKeyBase, availabilityQueryKey);
}

export function useAddTimeOff() {
  return useApiMutation(addTimeOff, { onSuccess: afterTimeOffChange });
}
