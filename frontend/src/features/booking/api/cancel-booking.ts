import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshBooking } from './get-booking';

/** POST /api/bookings/{id}/cancel: 200 the booking; 409 not cancellable; 422 inside 48 hours. */
export async function cancelBooking(id: string): Promise<BookingDetail> {
  const res = await apiRequest('POST', `/api/bookings/${encodeURIComponent(id)}/cancel`);
  return (await res.json()) as BookingDetail;
}

export function useCancelBooking(id: string) {
  const refresh = useRefreshBooking(id);
  return useMutation({ mutationFn: () => cancelBooking(id), onSuccess: refresh });
}
