import type { Schedule } from '@beauty/domain/schemas/working-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/stylist/schedule: the week from `from` (a Sunday) side by side: each stylist's hours,
 * appointments with their travel, and time off; for an admin the whole team and the requests
 * nobody holds time for, for a stylist her own column.
 */
export const scheduleQueryKeyBase = ['/api/stylist/schedule'] as const;

export const scheduleQueryKey = (from: string, days = 7) => [...scheduleQueryKeyBase, from, days] as const;

export const scheduleQueryOptions = (from: string, days = 7) =>
  queryOptions<Schedule>({
    queryKey: scheduleQueryKey(from, days),
    queryFn: ({ signal }) =>
      apiGet<Schedule>(`/api/stylist/schedule?from=${encodeURIComponent(from)}&days=${days}`, { signal }),
  });

export function useSchedule(from: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...scheduleQueryOptions(from), enabled });
}
