import type { Timeline } from '@beauty/domain/schemas/timeline';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { timelinePolling } from '@/lib/tracked-timeline';

/** About five minutes of reads at most. */
const MAX_POLLS = 200;

/** GET /api/timelines/booking/{id} */
export const bookingTimelineQueryKey = (id: string) => ['/api/timelines', 'booking', id] as const;

export function bookingTimelineQueryOptions(id: string) {
  return queryOptions<Timeline>({
    queryKey: bookingTimelineQueryKey(id),
    refetchInterval: timelinePolling(MAX_POLLS),
  });
}

export function useBookingTimeline(id: string) {
  return useQuery(bookingTimelineQueryOptions(id));
}
