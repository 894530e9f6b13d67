import type { SlotAvailability } from '@beauty/domain/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { availabilityQueryKey } from './customer-query-keys';
import { isIsoDate } from './iso-date';

/**
 * GET /api/availability?date=YYYY-MM-DD: the 8 slots of a date, each open or full. Read by the
 * booking screens and the Stylist Dashboard's New Appointment dialog alike.
 */
export function getAvailability(date: string, signal?: AbortSignal): Promise<SlotAvailability> {
  return apiGet<SlotAvailability>(`/api/availability?date=${encodeURIComponent(date)}`, { signal });
}

export function availabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...availabilityQueryKey, { date }] as const,
    queryFn: ({ signal }) => getAvailability(date, signal),
    // Places go quickly: a date seen a minute ago is asked again when it is chosen again.
    staleTime: 60_000,
  });
}

/** The availability of `date`, asked only once it is a whole date not before `today`. */
export function useAvailability(date: string, today: string) {
  const enabled = isIsoDate(date) && (!today || date >= today);
  return useQuery({ ...availabilityQueryOptions(date), enabled });
}
