import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useRefreshBooking } from './get-booking';

/** POST /api/bookings/{id}/cancel: 200 the booking; 409 not cancellable; 422 inside 48 hours. */
export function cancelBooking(id: string): Promise<BookingDetail> {
  return apiJson<BookingDetail>('POST', `/api/bookings/${encodeURIComponent(id)}/cancel`);
}

export function useCancelBooking(id: string) {
  const refresh = useRefreshBooking(id);
  return useMutation({ mutationFn: () => cancelBooking(id), onSuccess: refresh });
}
