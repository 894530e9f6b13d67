import type { Booking } from '@beauty/domain/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsQueryKey } from '@/lib/customer-query-keys';

/** GET /api/bookings: the signed-in customer's own bookings, newest first. */
export const bookingsQueryOptions = queryOptions<Booking[]>({ queryKey: bookingsQueryKey });

export function useBookings() {
  return useQuery(bookingsQueryOptions);
}
