import type { BookingCreated, BookingInput } from '@beauty/domain/schemas/booking';
import { apiJson } from '@/lib/api-client';
import { invalidateKeys, useApiMutation } from '@/lib/api-mutation';
import {
  availabilityQueryKey,
  bookingsQueryKey,
  consultationsQueryKey,
  freeConsultationStatusQueryKey,
} from '@/lib/customer-query-keys';
import { bookingDetailQueryKey } from './get-booking';

export interface CreateBookingVariables {
  input: BookingInput;
  /** The same key for every retry of one submission: the server books it at most once. */
  idempotencyKey: string;
}

/**
 * POST /api/bookings: 201 { booking, message }; 400 with field errors; 409 when the slot is
 * full or the free consultation was used; 422 when a booking rule refuses it; 401 signed out.
 */
export function createBooking({ input, idempotencyKey }: CreateBookingVariables): Promise<BookingCreated> {
  return apiJson<BookingCreated>('POST', '/api/bookings', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Creates the booking, then refreshes the lists, the slots and the free-consultation offer. */
export function useCreateBooking() {
  return useApiMutation(createBooking, {
    onSuccess: async (queryClient, { booking }) => {
      await invalidateKeys(
        queryClient,
        bookingsQueryKey,
        availabilityQueryKey,
        consultationsQueryKey,
        freeConsultationStatusQueryKey,
      );
      // The detail page opens from the answer without asking again.
      queryClient.setQueryData(bookingDetailQueryKey(booking.id), booking);
    },
  });
}
