import type { StaffBookingRow } from '@beauty/domain/schemas/booking';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { pageUrl } from '@/lib/paged-list';

/**
 * GET /api/stylist/bookings: the bookings assigned to me and the active unassigned ones I can
 * claim (an admin sees every booking). The first page holds the past ones still to complete, the
 * first 50 from today on and the 50 latest finished ones; each page's Next-Cursor header asks
 * for the finished ones before it (?before=, 'Show earlier appointments'), and the first page's
 * Later-Cursor for the bookings after its last upcoming one (?after=, 'Show later appointments').
 */
export const stylistBookingsQueryKey = ['/api/stylist/bookings'] as const;

export interface StylistBookingsPage {
  bookings: StaffBookingRow[];
  nextCursor: string | null;
  laterCursor: string | null;
}

export type StylistBookingsData = InfiniteData<StylistBookingsPage, string | null>;

async function readPage(url: string, signal: AbortSignal): Promise<StylistBookingsPage> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  return {
    bookings: (await res.json()) as StaffBookingRow[],
    nextCursor: res.headers.get('Next-Cursor'),
    laterCursor: res.headers.get('Later-Cursor'),
  };
}

export const stylistBookingsQueryOptions = infiniteQueryOptions({
  queryKey: stylistBookingsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    readPage(pageUrl(stylistBookingsQueryKey[0], 'before', pageParam), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: StylistBookingsPage) => last.nextCursor,
  // Every page's bookings in one list (the screen splits it by date).
  select: (data: StylistBookingsData) => data.pages.flatMap((page) => page.bookings),
});

export function useStylistBookings({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...stylistBookingsQueryOptions, enabled });
}

/** Where the first page's upcoming bookings end (its Later-Cursor), null when nothing is later. */
export function useFirstPageLaterCursor({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...stylistBookingsQueryOptions,
    select: (data: StylistBookingsData) => data.pages[0]?.laterCursor ?? null,
    enabled,
  }).data;
}

/** The later pages' queries: each starts after the first page's last upcoming booking (`from`). */
export const laterStylistBookingsQueryKey = (from: string | null) =>
  [...stylistBookingsQueryKey, 'later', from] as const;

/**
 * The bookings after the first page's upcoming ones, `pages` pages of them (none until asked).
 * Keyed by where the first page ends, so when a change moves that end the later pages are read
 * again from the new one (as many as were shown): no booking missed, none twice.
 */
export function useLaterStylistBookings(from: string | null, { enabled }: { enabled: boolean }) {
  const [wanted, setWanted] = useState(0);
  const query = useInfiniteQuery({
    queryKey: laterStylistBookingsQueryKey(from),
    queryFn: ({ pageParam, signal }) =>
      readPage(pageUrl(stylistBookingsQueryKey[0], 'after', pageParam), signal),
    initialPageParam: from,
    getNextPageParam: (last: StylistBookingsPage) => last.laterCursor,
    select: (data: StylistBookingsData) => ({
      bookings: data.pages.flatMap((page) => page.bookings),
      pages: data.pages.length,
    }),
    enabled: enabled && from !== null && wanted > 0,
  });
  const shown = query.data?.pages ?? 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (wanted > shown && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [wanted, shown, hasNextPage, isFetching, isError, fetchNextPage]);
  const queryClient = useQueryClient();
  const more = from !== null && (wanted === 0 || shown < wanted || query.hasNextPage);
  return {
    bookings: wanted > 0 ? (query.data?.bookings ?? []) : [],
    /** There are later bookings than those shown. */
    more,
    loading: wanted > 0 && (query.isPending || query.isFetchingNextPage || wanted > shown) && !query.isError,
    failed: query.isError,
    showMore: () => {
      // A failed read is tried again; otherwise one page more than is shown.
      if (query.isError) void queryClient.refetchQueries({ queryKey: laterStylistBookingsQueryKey(from) });
      else setWanted((n) => Math.max(n, shown) + 1);
    },
  };
}
