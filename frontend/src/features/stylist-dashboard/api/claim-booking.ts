import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterBookingChange } from './after-booking-change';

/** POST /api/stylist/bookings/{id}/claim: assign an unassigned booking to me (409 when someone else has it). */
export async function claimBooking(bookingId: string): Promise<StaffBooking> {
  const res = await apiRequest('POST', `/api/stylist/bookings/${encodeURIComponent(bookingId)}/claim`);
  return (await res.json()) as StaffBooking;
}

export function useClaimBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBooking,
    onSuccess: (booking) => afterBookingChange(queryClient, booking),
    // A 409 means someone else got there first: show who has it now.
    onError: () => afterBookingChange(queryClient),
  });
}
