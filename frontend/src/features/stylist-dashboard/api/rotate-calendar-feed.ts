import type { CalendarFeed } from '@beauty/domain/schemas/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /api/stylist/calendar-feed/rotate: a new private address; the old one stops working. */
export async function rotateCalendarFeed(): Promise<CalendarFeed> {
  const res = await apiRequest('POST', '/api/stylist/calendar-feed/rotate');
  return (await res.json()) as CalendarFeed;
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedQueryKey, feed);
    },
  });
}
