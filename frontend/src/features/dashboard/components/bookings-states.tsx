import type { Booking } from '@beauty/domain/schemas/booking';
import type { ReactNode } from 'react';
import { QueryListStates } from '@/components/list-states';
import type { useBookings } from '../api/get-bookings';
import { NoBookings } from './no-bookings';

/** Her bookings while they load, when they fail, when there are none, and else what the page makes of them. */
export function BookingsStates({
  bookings,
  children,
}: {
  bookings: ReturnType<typeof useBookings>;
  children: (list: Booking[]) => ReactNode;
}) {
  return (
    <QueryListStates
      query={bookings}
      loading="Loading your bookings…"
      failed="Your bookings could not be loaded just now."
      empty={<NoBookings />}
    >
      {children}
    </QueryListStates>
  );
}
