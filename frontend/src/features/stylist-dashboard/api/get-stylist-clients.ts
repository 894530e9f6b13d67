import type { StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage, itemsOf, type ListPage, type ListPages, pageUrl } from '@/lib/paged-list';

/**
 * GET /api/stylist/clients: customers with bookings assigned to me (an admin: every customer with
 * bookings), the latest booked first, 50 a page; each page's Next-Cursor header asks for the next
 * ones (?before=), read on demand ('Show more clients').
 */
export const stylistClientsQueryKey = ['/api/stylist/clients'] as const;

export const stylistClientsQueryOptions = infiniteQueryOptions({
  queryKey: stylistClientsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    fetchListPage<StylistClient>(pageUrl(stylistClientsQueryKey[0], 'before', pageParam), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage<StylistClient>) => last.nextCursor,
  // Every page's clients in one list; a client who booked again between pages is listed once.
  select: (data: ListPages<StylistClient>) => itemsOf(data),
});

export function useStylistClients({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...stylistClientsQueryOptions, enabled });
}
