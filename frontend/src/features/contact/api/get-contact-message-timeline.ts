import type { Timeline } from '@beauty/domain/schemas/timeline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Poll while the message still has work in flight; give up after about a minute. */
export const TIMELINE_POLL_MS = 1500;
const MAX_POLLS = 40;

export interface ContactTimelineRef {
  id: string;
  trackingToken: string;
}

/** GET /api/timelines/contact-message/{id}?token={trackingToken} */
export function getContactMessageTimeline({ id, trackingToken }: ContactTimelineRef, signal?: AbortSignal) {
  const url = `/api/timelines/contact-message/${encodeURIComponent(id)}?token=${encodeURIComponent(trackingToken)}`;
  return apiGet<Timeline>(url, { signal });
}

export function contactMessageTimelineQueryOptions(ref: ContactTimelineRef) {
  return queryOptions({
    queryKey: ['/api/timelines', 'contact-message', ref.id, { token: ref.trackingToken }] as const,
    queryFn: ({ signal }) => getContactMessageTimeline(ref, signal),
    refetchInterval: (query) => {
      const { data, dataUpdateCount, status } = query.state;
      if (status === 'error' || data?.settled || dataUpdateCount >= MAX_POLLS) return false;
      return TIMELINE_POLL_MS;
    },
  });
}

export function useContactMessageTimeline(ref: ContactTimelineRef) {
  return useQuery(contactMessageTimelineQueryOptions(ref));
}
