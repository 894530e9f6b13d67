import { type StaffingSelection, selectionProblem } from '@beauty/domain/booking-rules';
import type { Availability } from '@beauty/domain/schemas/availability';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { availabilityQueryKey } from './customer-query-keys';
import { isIsoDate } from './iso-date';

/**
 * A question to GET /api/availability: at which times of `date` can this selection, in this
 * service area, be fully staffed? `booking` asks for a booking being moved (its own selection and
 * area; its time counts as free); `stylistId` (staff only) asks for times she can take it herself.
 */
export interface AvailabilityParams {
  date: string;
  timeMode: TimeMode;
  serviceArea?: string;
  selection?: StaffingSelection;
  booking?: string;
  stylistId?: string;
}

/**
 * The question a booking form's time field asks: its date, time mode and service area, with the
 * selection as the form holds it.
 */
export const availabilityOf = (
  values: { eventDate: string; timeMode: TimeMode; serviceArea: string },
  selection: StaffingSelection,
): AvailabilityParams => ({
  date: values.eventDate,
  timeMode: values.timeMode,
  serviceArea: values.serviceArea,
  selection,
});

/** The query string of a question, with only what it says (empty choices left out). */
export function availabilitySearch(params: AvailabilityParams): string {
  const search = new URLSearchParams({ date: params.date, timeMode: params.timeMode });
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  };
  if (params.booking) put('booking', params.booking);
  else {
    const s = params.selection ?? {};
    put('serviceArea', params.serviceArea);
    put('makeupService', s.makeupService);
    put('hairService', s.hairService);
    put('bridalPackage', s.bridalPackage);
    put('addOns', s.addOns?.join(','));
    put('partySize', s.bridalPackage ? null : s.partySize);
    put('bridesmaidCount', s.bridalPackage ? s.bridesmaidCount : null);
    put('stylistId', params.stylistId);
  }
  return search.toString();
}

export function getAvailability(params: AvailabilityParams, signal?: AbortSignal): Promise<Availability> {
  return apiGet<Availability>(`/api/availability?${availabilitySearch(params)}`, { signal });
}

export function availabilityQueryOptions(params: AvailabilityParams) {
  const search = availabilitySearch(params);
  return queryOptions({
    queryKey: [...availabilityQueryKey, search] as const,
    queryFn: ({ signal }) => getAvailability(params, signal),
    // Time goes quickly: a question asked a minute ago is asked again when it comes back.
    staleTime: 60_000,
  });
}

/** Why no time can be offered yet, or null once the question can be asked. */
export type AvailabilityWait = 'date' | 'past-date' | 'services' | 'area' | null;

export function availabilityWait(params: AvailabilityParams, today: string): AvailabilityWait {
  if (!isIsoDate(params.date)) return 'date';
  if (today && params.date < today) return 'past-date';
  if (params.booking) return null;
  if (selectionProblem(params.selection ?? {}) === 'none-selected') return 'services';
  if (!params.serviceArea) return 'area';
  return null;
}

/** The times of `params.date` that can be staffed, asked only once the question is whole. */
export function useAvailability(params: AvailabilityParams, today: string, enabled = true) {
  const wait = availabilityWait(params, today);
  const query = useQuery({ ...availabilityQueryOptions(params), enabled: enabled && wait === null });
  const day = query.data?.days.find((d) => d.date === params.date);
  return {
    ...query,
    wait,
    times: wait === null ? day?.times : undefined,
    /** No date can staff the party: it needs more stylists at once than the team has. */
    partyTooLarge: wait === null && query.data?.partyTooLarge === true,
  };
}
