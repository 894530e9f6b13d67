import type { Timeline } from '@beauty/domain/schemas/timeline';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const TIMELINE_POLL_MS = 1500;

/**
 * How often a timeline is read again: while its emails and jobs are in flight, until it settles,
 * fails, or has been read `maxPolls` times (a stuck job does not keep a tab polling for ever).
 */
export const timelinePolling =
  (maxPolls: number) =>
  ({ state }: Query<Timeline, Error, Timeline, readonly unknown[]>): number | false =>
    state.status === 'error' || state.data?.settled || state.dataUpdateCount >= maxPolls
      ? false
      : TIMELINE_POLL_MS;

/**
 * The timeline of a public form's submission (a consultation request, a contact message), read with
 * the tracking token its answer gave.
 */

export type TrackedSubmission = 'consultation-request' | 'contact-message';

export interface TrackedRef {
  id: string;
  trackingToken: string;
}

/** GET /api/timelines/{submission}/{id}?token={trackingToken} */
function getTrackedTimeline(submission: TrackedSubmission, ref: TrackedRef, signal?: AbortSignal) {
  const url = `/api/timelines/${submission}/${encodeURIComponent(ref.id)}?token=${encodeURIComponent(ref.trackingToken)}`;
  return apiGet<Timeline>(url, { signal });
}

function trackedTimelineQueryOptions(submission: TrackedSubmission, ref: TrackedRef, maxPolls: number) {
  return queryOptions({
    queryKey: ['/api/timelines', submission, ref.id, { token: ref.trackingToken }] as const,
    queryFn: ({ signal }) => getTrackedTimeline(submission, ref, signal),
    refetchInterval: timelinePolling(maxPolls),
  });
}

export function useTrackedTimeline(submission: TrackedSubmission, ref: TrackedRef, maxPolls: number) {
  return useQuery(trackedTimelineQueryOptions(submission, ref, maxPolls));
}
