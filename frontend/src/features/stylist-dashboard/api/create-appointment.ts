import type { StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { afterBookingChange } from './after-booking-change';

/** POST /api/stylist/appointments answer (201). */
export interface AppointmentCreated {
  booking: StaffBooking;
  message: string;
}

export interface CreateAppointmentVariables {
  input: StylistAppointmentInput;
  /** The same key for every retry of one submission: the server books it at most once. */
  idempotencyKey: string;
}

/**
 * POST /api/stylist/appointments: a confirmed booking assigned to me for a client (a new email
 * makes their account). 400 with field errors; 409 when the slot is full.
 */
export function createAppointment({
  input,
  idempotencyKey,
}: CreateAppointmentVariables): Promise<AppointmentCreated> {
  return apiJson<AppointmentCreated>('POST', '/api/stylist/appointments', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Creates the appointment, then refreshes the bookings, clients, slots and stats. */
export function useCreateAppointment() {
  return useApiMutation(createAppointment, {
    onSuccess: (queryClient, { booking }) => afterBookingChange(queryClient, booking),
  });
}
