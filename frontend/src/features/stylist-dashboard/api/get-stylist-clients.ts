import type { StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * GET /api/stylist/clients: customers with bookings assigned to me (an admin: every customer with
 * bookings), the latest booked first, 50 a page; each page's Next-Cursor header asks for the next
 * ones (?before=), read on demand ('Show more clients').
 */
export const stylistClientsQueryKey = ['/api/stylist/clients'] as const;

export interface StylistClientsPage {
  clients: StylistClient[];
  nextCursor: string | null;
}

export type StylistClientsData = InfiniteData<StylistClientsPage, string | null>;

async function readPage(before: string | null, signal: AbortSignal): Promise<StylistClientsPage> {
  const url = before
    ? `${stylistClientsQueryKey[0]}?before=${encodeURIComponent(before)}`
    : stylistClientsQueryKey[0];
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  return { clients: (await res.json()) as StylistClient[], nextCursor: res.headers.get('Next-Cursor') };
}

export const stylistClientsQueryOptions = infiniteQueryOptions({
  queryKey: stylistClientsQueryKey,
  queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: StylistClientsPage) => last.nextCursor,
  // Every page's clients in one list; a client who booked again between pages is listed once.
  select: (data: StylistClientsData) => {
    const byId = new Map<string, StylistClient>();
    for (const client of data.pages.flatMap((page) => page.clients)) {
      if (!byId.has(client.id)) byId.set(client.id, client);
    }
    return [...byId.values()];
  },
});

export function useStylistClients({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...stylistClientsQueryOptions, enabled });
}
