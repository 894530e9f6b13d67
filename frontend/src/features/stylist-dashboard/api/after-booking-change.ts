import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import type { QueryClient } from '@tanstack/react-query';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { upsertBooking } from '../appointment-rows';
import { scheduleQueryKeyBase } from './get-schedule';
import { type StylistBookingsData, stylistBookingsQueryKey } from './get-stylist-bookings';
import { stylistClientsQueryKey } from './get-stylist-clients';
import { refreshStatsAfterChange } from './get-stylist-stats';

/**
 * After any booking change on this screen: show the answer in the list at once, then read the
 * bookings, clients, slots and the week view again and follow the stats until the worker has recomputed them.
 */
export async function afterBookingChange(queryClient: QueryClient, changed?: StaffBooking): Promise<void> {
  if (changed) {
    queryClient.setQueryData<StylistBookingsData>(stylistBookingsQueryKey, (data) => {
      if (!data) return data;
      // In the page that lists it, or else in the first (today on, and the open past ones).
      const at = Math.max(
        0,
        data.pages.findIndex((page) => page.bookings.some((booking) => booking.id === changed.id)),
      );
      return {
        ...data,
        pages: data.pages.map((page, index) =>
          index === at ? { ...page, bookings: upsertBooking(page.bookings, changed) } : page,
        ),
      };
    });
    // An appointment shown from a later page, or an earlier open one: changed there (never added:
    // it is in one page).
    for (const kind of ['later', 'open'])
      queryClient.setQueriesData<StylistBookingsData>(
        { queryKey: [...stylistBookingsQueryKey, kind] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) =>
              page.bookings.some((booking) => booking.id === changed.id)
                ? { ...page, bookings: upsertBooking(page.bookings, changed) }
                : page,
            ),
          },
      );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: stylistBookingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: stylistClientsQueryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: availabilityQueryKey }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeyBase }),
    refreshStatsAfterChange(queryClient),
  ]);
}
