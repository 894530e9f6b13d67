import type { StylistBookingPatch } from '@beauty/domain/schemas/booking';
import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterBookingChange } from './after-booking-change';

export interface UpdateStylistBookingVariables {
  bookingId: string;
  patch: StylistBookingPatch;
}

/** The complete action of spec 001: the status and the payment both become completed. */
export const COMPLETE_PATCH: StylistBookingPatch = { status: 'completed', paymentStatus: 'completed' };

/** PATCH /api/stylist/bookings/{id}: my own bookings (an admin: any); 409 on an illegal status change. */
export async function updateStylistBooking({
  bookingId,
  patch,
}: UpdateStylistBookingVariables): Promise<StaffBooking> {
  const res = await apiRequest('PATCH', `/api/stylist/bookings/${encodeURIComponent(bookingId)}`, patch);
  return (await res.json()) as StaffBooking;
}

export function useUpdateStylistBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStylistBooking,
    onSuccess: (booking) => afterBookingChange(queryClient, booking),
  });
}
