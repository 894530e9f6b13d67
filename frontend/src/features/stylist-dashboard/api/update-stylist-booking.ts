import type { StylistBookingPatch } from '@beauty/domain/schemas/booking';
import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { afterBookingChange } from './after-booking-change';

export interface UpdateStylistBookingVariables {
  bookingId: string;
  patch: StylistBookingPatch;
}

/** The complete action of spec 001: the status and the payment both become completed. */
export const COMPLETE_PATCH: StylistBookingPatch = { status: 'completed', paymentStatus: 'completed' };

/** PATCH /api/stylist/bookings/{id}: my own bookings (an admin: any); 409 on an illegal status change. */
export function updateStylistBooking({
  bookingId,
  patch,
}: UpdateStylistBookingVariables): Promise<StaffBooking> {
  return apiJson<StaffBooking>('PATCH', `/api/stylist/bookings/${encodeURIComponent(bookingId)}`, patch);
}

export function useUpdateStylistBooking() {
  return useApiMutation(updateStylistBooking, { onSuccess: afterBookingChange });
}
