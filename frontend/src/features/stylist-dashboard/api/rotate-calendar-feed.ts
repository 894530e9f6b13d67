import type { CalendarFeed } from '@beauty/domain/schemas/staff-bookings';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /api/stylist/calendar-feed/rotate: a new private address; the old one stops working. */
export function rotateCalendarFeed(): Promise<CalendarFeed> {
  return apiJson<CalendarFeed>('POST', '/api/stylist/calendar-feed/rotate');
}

export function useRotateCalendarFeed() {
  return useApiMutation(rotateCalendarFeed, {
    onSuccess: (queryClient, feed) => {
      queryClient.setQueryData(calendarFeedQueryKey, feed);
    },
  });
}
