import type { AdminBookingPatch, StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterBookingChange } from './after-booking-change';

export interface UpdateStaffBookingVariables {
  bookingId: string;
  patch: AdminBookingPatch;
}

/**
 * PATCH /api/admin/bookings/{id} (admins): confirm, cancel, assign a stylist (null unassigns),
 * record the payment, mark a no-show. 409 on an illegal status change.
 */
export async function updateStaffBooking({
  bookingId,
  patch,
}: UpdateStaffBookingVariables): Promise<StaffBooking> {
  const res = await apiRequest('PATCH', `/api/admin/bookings/${encodeURIComponent(bookingId)}`, patch);
  return (await res.json()) as StaffBooking;
}

export function useUpdateStaffBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffBooking,
    // The change is saved once the PATCH answers: the lists, the week and the figures follow
    // without holding the controls (the figures wait for the worker).
    onSuccess: (booking) => {
      void afterBookingChange(queryClient, booking);
    },
    onError: () => {
      void afterBookingChange(queryClient);
    },
  });
}
