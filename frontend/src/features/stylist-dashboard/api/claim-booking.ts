import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { afterBookingChange } from './after-booking-change';

/** POST /api/stylist/bookings/{id}/claim: assign an unassigned booking to me (409 when someone else has it). */
export function claimBooking(bookingId: string): Promise<StaffBooking> {
  return apiJson<StaffBooking>('POST', `/api/stylist/bookings/${encodeURIComponent(bookingId)}/claim`);
}

export function useClaimBooking() {
  return useApiMutation(claimBooking, {
    onSuccess: afterBookingChange,
    // A 409 means someone else got there first: show who has it now.
    onError: (queryClient) => afterBookingChange(queryClient),
  });
}
