import type { BookingDetail, BookingReschedule } from '@beauty/domain/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshBooking } from './get-booking';

/**
 * POST /api/bookings/{id}/reschedule ({ eventDate, eventTime, timeMode }): 200 the booking, placed
 * again whole (possibly with other stylists); 409 no stylist free then; 422 inside 48 hours or the
 * same date and time.
 */
export async function rescheduleBooking(id: string, change: BookingReschedule): Promise<BookingDetail> {
  const res = await apiRequest('POST', `/api/bookings/${encodeURIComponent(id)}/reschedule`, change);
  return (await res.json()) as BookingDetail;
}

export function useRescheduleBooking(id: string) {
  const refresh = useRefreshBooking(id);
  return useMutation({
    mutationFn: (change: BookingReschedule) => rescheduleBooking(id, change),
    onSuccess: refresh,
  });
}
