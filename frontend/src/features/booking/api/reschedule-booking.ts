import type { BookingDetail, BookingReschedule } from '@beauty/domain/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useRefreshBooking } from './get-booking';

/**
 * POST /api/bookings/{id}/reschedule ({ eventDate, eventTime, timeMode }): 200 the booking, placed
 * again whole (possibly with other stylists); 409 no stylist free then; 422 inside 48 hours or the
 * same date and time.
 */
export function rescheduleBooking(id: string, change: BookingReschedule): Promise<BookingDetail> {
  return apiJson<BookingDetail>('POST', `/api/bookings/${encodeURIComponent(id)}/reschedule`, change);
}

export function useRescheduleBooking(id: string) {
  const refresh = useRefreshBooking(id);
  return useMutation({
    mutationFn: (change: BookingReschedule) => rescheduleBooking(id, change),
    onSuccess: refresh,
  });
}
