import type { StaffBooking } from '@beauty/domain/schemas/booking';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * GET /api/stylist/bookings: the bookings assigned to me and the active unassigned ones I can
 * claim (an admin sees every booking). The first page holds those from today on, the past ones
 * still to complete and the 50 latest finished ones; each page's Next-Cursor header asks for the
 * finished ones before it (?before=), read on demand ('Show earlier appointments').
 */
export const stylistBookingsQueryKey = ['/api/stylist/bookings'] as const;

export interface StylistBookingsPage {
  bookings: StaffBooking[];
  nextCursor: string | null;
}

export type StylistBookingsData = InfiniteData<StylistBookingsPage, string | null>;

async function readPage(before: string | null, signal: AbortSignal): Promise<StylistBookingsPage> {
  const url = before
    ? `${stylistBookingsQueryKey[0]}?before=${encodeURIComponent(before)}`
    : stylistBookingsQueryKey[0];
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  return { bookings: (await res.json()) as StaffBooking[], nextCursor: res.headers.get('Next-Cursor') };
}

export const stylistBookingsQueryOptions = infiniteQueryOptions({
  queryKey: stylistBookingsQueryKey,
  queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: StylistBookingsPage) => last.nextCursor,
  // Every page's bookings in one list (the screen splits it by date).
  select: (data: StylistBookingsData) => data.pages.flatMap((page) => page.bookings),
});

export function useStylistBookings({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...stylistBookingsQueryOptions, enabled });
}
