import type { StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/stylist/clients: customers with bookings assigned to me (an admin: every customer with
 * bookings), the latest booked first, 50 a page; each page's Next-Cursor header asks for the next
 * ones (?before=), read on demand ('Show more clients'). A client who booked again between pages
 * is listed once.
 */
export const stylistClientsQueryKey = ['/api/stylist/clients'] as const;

export const stylistClientsQueryOptions = pagedListOptions<StylistClient>(stylistClientsQueryKey);

export function useStylistClients({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...stylistClientsQueryOptions, enabled });
}
