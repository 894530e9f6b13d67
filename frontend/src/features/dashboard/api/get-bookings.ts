import type { Booking } from '@beauty/domain/schemas/booking';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bookingsQueryKey } from '@/lib/customer-query-keys';
import { fetchListPage, type ListPage, pageUrl } from '@/lib/paged-list';

/**
 * GET /api/bookings: the signed-in customer's own bookings, newest booked first. The first page
 * holds every one from today on and the 20 latest before; each page's Next-Cursor asks for the
 * earlier ones (?before=), read on demand ('Show earlier bookings').
 */
export const bookingsQueryOptions = infiniteQueryOptions({
  queryKey: bookingsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    fetchListPage<Booking>(pageUrl(bookingsQueryKey[0], 'before', pageParam), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage<Booking>) => last.nextCursor,
  // Every page read so far as one list (the screens group and sort it).
  select: (data: InfiniteData<ListPage<Booking>, string | null>) => data.pages.flatMap((page) => page.items),
});

export function useBookings() {
  return useInfiniteQuery(bookingsQueryOptions);
}
