import type { BookingDetail, BookingReschedule } from '@beauty/domain/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshBooking } from './get-booking';

/** POST /api/bookings/{id}/reschedule: 200 the booking; 409 slot full; 422 inside 48 hours or same slot. */
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
