import type { SlotAvailability } from '@beauty/domain/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { availabilityQueryKey } from '@/lib/customer-query-keys';

/** GET /api/availability?date=YYYY-MM-DD: the 8 slots of a date, each open or full. */
export function getAvailability(date: string, signal?: AbortSignal): Promise<SlotAvailability> {
  return apiGet<SlotAvailability>(`/api/availability?date=${encodeURIComponent(date)}`, { signal });
}

export function availabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...availabilityQueryKey, { date }] as const,
    queryFn: ({ signal }) => getAvailability(date, signal),
    staleTime: 60_000,
  });
}

/** The open slots of `date` for the New Appointment dialog, asked once it is a date not before today. */
export function useAvailability(date: string, today: string) {
  const enabled = /^\d{4}-\d{2}-\d{2}$/.test(date) && (!today || date >= today);
  return useQuery({ ...availabilityQueryOptions(date), enabled });
}
