import type { CalendarFeed } from '@beauty/domain/schemas/staff-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/stylist/calendar-feed: my private .ics address for calendar apps to subscribe to. */
export const calendarFeedQueryKey = ['/api/stylist/calendar-feed'] as const;

export const calendarFeedQueryOptions = queryOptions<CalendarFeed>({ queryKey: calendarFeedQueryKey });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}
