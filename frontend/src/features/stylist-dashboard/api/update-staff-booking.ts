import type { AdminBookingPatch, StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { afterBookingChange } from './after-booking-change';

export interface UpdateStaffBookingVariables {
  bookingId: string;
  patch: AdminBookingPatch;
}

/**
 * PATCH /api/admin/bookings/{id} (admins): confirm, cancel, assign a stylist (null unassigns),
 * record the payment, mark a no-show, set the final price. 409 on an illegal status change.
 */
export function updateStaffBooking({ bookingId, patch }: UpdateStaffBookingVariables): Promise<StaffBooking> {
  return apiJson<StaffBooking>('PATCH', `/api/admin/bookings/${encodeURIComponent(bookingId)}`, patch);
}

export function useUpdateStaffBooking() {
  return useApiMutation(updateStaffBooking, {
    // The change is saved once the PATCH answers: the lists, the week and the figures follow
    // without holding the controls (the figures wait for the worker).
    onSuccess: (queryClient, booking) => {
      void afterBookingChange(queryClient, booking);
    },
    onError: (queryClient) => {
      void afterBookingChange(queryClient);
    },
  });
}
