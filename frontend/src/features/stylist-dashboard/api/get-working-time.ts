import type { WorkingTime } from '@beauty/domain/schemas/working-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/stylist/working-time: a stylist's weekly hours (or the studio's default) and her time
 * off still to come. Mine without `stylistId`; an admin passes anyone's.
 */
export const workingTimeQueryKeyBase = ['/api/stylist/working-time'] as const;

export const workingTimeQueryKey = (stylistId: string | null) =>
  [...workingTimeQueryKeyBase, stylistId ?? 'me'] as const;

export const workingTimeQueryOptions = (stylistId: string | null) =>
  queryOptions<WorkingTime>({
    queryKey: workingTimeQueryKey(stylistId),
    queryFn: ({ signal }) =>
      apiGet<WorkingTime>(
        stylistId
          ? `/api/stylist/working-time?stylistId=${encodeURIComponent(stylistId)}`
          : '/api/stylist/working-time',
        { signal },
      ),
  });

export function useWorkingTime(stylistId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workingTimeQueryOptions(stylistId), enabled });
}
