import type { Timeline } from '@beauty/domain/schemas/timeline';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Poll while the booking's emails and jobs are in flight; stop once the timeline is settled. */
export const BOOKING_TIMELINE_POLL_MS = 1500;
/** A stuck job should not keep a tab polling for ever: about five minutes at most. */
const MAX_POLLS = 200;

/** GET /api/timelines/booking/{id} */
export const bookingTimelineQueryKey = (id: string) => ['/api/timelines', 'booking', id] as const;

export function bookingTimelineQueryOptions(id: string) {
  return queryOptions<Timeline>({
    queryKey: bookingTimelineQueryKey(id),
    refetchInterval: (query) => {
      const { data, dataUpdateCount, status } = query.state;
      if (status === 'error' || data?.settled || dataUpdateCount >= MAX_POLLS) return false;
      return BOOKING_TIMELINE_POLL_MS;
    },
  });
}

export function useBookingTimeline(id: string) {
  return useQuery(bookingTimelineQueryOptions(id));
}
