import type { StaffBooking } from '@beauty/domain/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/stylist/bookings: the bookings assigned to me and the active unassigned ones I can
 * claim (an admin sees every booking), ordered by date and time.
 */
export const stylistBookingsQueryKey = ['/api/stylist/bookings'] as const;

export const stylistBookingsQueryOptions = queryOptions<StaffBooking[]>({
  queryKey: stylistBookingsQueryKey,
});

export function useStylistBookings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...stylistBookingsQueryOptions, enabled });
}
