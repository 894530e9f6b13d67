import type { Booking } from '@beauty/domain/schemas/booking';
import { useInfiniteQuery } from '@tanstack/react-query';
import { bookingsQueryKey } from '@/lib/customer-query-keys';
import { pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/bookings: the signed-in customer's own bookings, newest booked first. The first page
 * holds every one from today on and the 20 latest before; each page's Next-Cursor asks for the
 * earlier ones (?before=), read on demand ('Show earlier bookings'); every page read so far is
 * one list (the screens group and sort it).
 */
export const bookingsQueryOptions = pagedListOptions<Booking>(bookingsQueryKey);

export function useBookings() {
  return useInfiniteQuery(bookingsQueryOptions);
}
