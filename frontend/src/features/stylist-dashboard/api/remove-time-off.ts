import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { afterTimeOffChange } from './add-time-off';

/** DELETE /api/stylist/time-off/{id}: the time is free again (an admin: anyone's). */
export async function removeTimeOff(timeOffId: string): Promise<void> {
  await apiRequest('DELETE', `/api/stylist/time-off/${encodeURIComponent(timeOffId)}`);
}

export function useRemoveTimeOff() {
  return useApiMutation(removeTimeOff, { onSuccess: afterTimeOffChange });
}
