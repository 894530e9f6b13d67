import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPage, pageUrl } from '@/lib/paged-list';

/**
 * GET /api/stylist/bookings: the bookings assigned to me and the active unassigned ones I can
 * claim (an admin sees every booking). The first page holds the past ones still to complete, the
 * first 50 from today on and the 50 latest finished ones; each page's Next-Cursor header asks
 * for the finished ones before it (?before=, 'Show earlier appointments'), the first page's
 * Later-Cursor for the bookings after its last upcoming one (?after=, 'Show later appointments'),
 * and its Open-Cursor for the past ones still open before the 50 it holds (?openBefore=, 'Show
 * more to complete').
 */
export const stylistBookingsQueryKey = ['/api/stylist/bookings'] as const;

export interface StylistBookingsPage {
  bookings: StaffBookingRow[];
  nextCursor: string | null;
  laterCursor: string | null;
  /** The first page's Open-Cursor: more past ones still open than it holds. */
  openCursor: string | null;
}

export type StylistBookingsData = InfiniteData<StylistBookingsPage, string | null>;

async function readPage(url: string, signal: AbortSignal): Promise<StylistBookingsPage> {
  const { items, headers } = await fetchPage<StaffBookingRow>(url, signal);
  return {
    bookings: items,
    nextCursor: headers.get('Next-Cursor'),
    laterCursor: headers.get('Later-Cursor'),
    openCursor: headers.get('Open-Cursor'),
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

/** The pages read after the first: later ones (?after=), or earlier open ones (?openBefore=). */
type Following = 'later' | 'open';

const FOLLOWING = {
  later: { param: 'after', next: (page: StylistBookingsPage) => page.laterCursor },
  open: { param: 'openBefore', next: (page: StylistBookingsPage) => page.openCursor },
} as const;

/** The following pages' queries: each starts where the first page ends (`from`). */
export const followingStylistBookingsQueryKey = (kind: Following, from: string | null) =>
  [...stylistBookingsQueryKey, kind, from] as const;

/** Where the first page's open past bookings end (its Open-Cursor), null when none are earlier. */
export function useFirstPageOpenCursor({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...stylistBookingsQueryOptions,
    select: (data: StylistBookingsData) => data.pages[0]?.openCursor ?? null,
    enabled,
  }).data;
}

/**
 * The bookings after the first page's upcoming ones (`later`), or the past ones still open before
 * its open ones (`open`), `pages` pages of them (none until asked). Keyed by where the first page
 * ends, so when a change moves that end the pages are read again from the new one (as many as
 * were shown): no booking missed, none twice.
 */
function useFollowingStylistBookings(
  kind: Following,
  from: string | null,
  { enabled }: { enabled: boolean },
) {
  const [wanted, setWanted] = useState(0);
  const { param, next } = FOLLOWING[kind];
  const queryKey = followingStylistBookingsQueryKey(kind, from);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      readPage(pageUrl(stylistBookingsQueryKey[0], param, pageParam), signal),
    initialPageParam: from,
    getNextPageParam: next,
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
    /** There are more bookings than those shown. */
    more,
    loading: wanted > 0 && (query.isPending || query.isFetchingNextPage || wanted > shown) && !query.isError,
    failed: query.isError,
    showMore: () => {
      // A failed read is tried again; otherwise one page more than is shown.
      if (query.isError) void queryClient.refetchQueries({ queryKey });
      else setWanted((n) => Math.max(n, shown) + 1);
    },
  };
}

/** The bookings after the first page's upcoming ones ('Show later appointments'). */
export function useLaterStylistBookings(from: string | null, options: { enabled: boolean }) {
  return useFollowingStylistBookings('later', from, options);
}

/** The past ones still open before the first page's 50 ('Show more to complete'). */
export function useEarlierOpenStylistBookings(from: string | null, options: { enabled: boolean }) {
  return useFollowingStylistBookings('open', from, options);
}
