import type { Timeline } from '@beauty/domain/schemas/timeline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The timeline of a public form's submission (a consultation request, a contact message), read with
 * the tracking token its answer gave: polled while work is still in flight, until it settles or
 * after `maxPolls` reads.
 */
export const TIMELINE_POLL_MS = 1500;

export type TrackedSubmission = 'consultation-request' | 'contact-message';

export interface TrackedRef {
  id: string;
  trackingToken: string;
}

/** GET /api/timelines/{submission}/{id}?token={trackingToken} */
export function getTrackedTimeline(submission: TrackedSubmission, ref: TrackedRef, signal?: AbortSignal) {
  const url = `/api/timelines/${submission}/${encodeURIComponent(ref.id)}?token=${encodeURIComponent(ref.trackingToken)}`;
  return apiGet<Timeline>(url, { signal });
}

export function trackedTimelineQueryOptions(
  submission: TrackedSubmission,
  ref: TrackedRef,
  maxPolls: number,
) {
  return queryOptions({
    queryKey: ['/api/timelines', submission, ref.id, { token: ref.trackingToken }] as const,
    queryFn: ({ signal }) => getTrackedTimeline(submission, ref, signal),
    refetchInterval: (query) => {
      const { data, dataUpdateCount, status } = query.state;
      if (status === 'error' || data?.settled || dataUpdateCount >= maxPolls) return false;
      return TIMELINE_POLL_MS;
    },
  });
}

export function useTrackedTimeline(submission: TrackedSubmission, ref: TrackedRef, maxPolls: number) {
  return useQuery(trackedTimelineQueryOptions(submission, ref, maxPolls));
}
