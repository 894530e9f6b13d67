import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityQueryKey, bookingsQueryKey } from '@/lib/customer-query-keys';
import { bookingTimelineQueryKey } from './get-booking-timeline';

/** GET /api/bookings/{id}: the customer's own booking with its price lines and what may change (404 otherwise). */
export const bookingDetailQueryKey = (id: string) => [...bookingsQueryKey, id] as const;

export function bookingDetailQueryOptions(id: string) {
  return queryOptions<BookingDetail>({ queryKey: bookingDetailQueryKey(id) });
}

export function useBooking(id: string) {
  return useQuery(bookingDetailQueryOptions(id));
}

/**
 * After a cancel or reschedule: show the answer at once, then ask again for the detail, the
 * lists (the prefix covers them), the slots and the timeline, which restarts its polling.
 */
export function useRefreshBooking(id: string) {
  const queryClient = useQueryClient();
  return async (booking: BookingDetail) => {
    queryClient.setQueryData(bookingDetailQueryKey(id), booking);
    await Promise.all(
      [bookingsQueryKey, availabilityQueryKey, bookingTimelineQueryKey(id)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}
