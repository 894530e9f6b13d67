import type { Timeline } from '@beauty/domain/schemas/timeline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Poll while the request still has work in flight (photos being processed); stop after ~2 minutes. */
export const TIMELINE_POLL_MS = 1500;
const MAX_POLLS = 80;

export interface ConsultationRequestRef {
  id: string;
  trackingToken: string;
}

/** GET /api/timelines/consultation-request/{id}?token={trackingToken} */
export function getConsultationRequestTimeline(
  { id, trackingToken }: ConsultationRequestRef,
  signal?: AbortSignal,
) {
  const url = `/api/timelines/consultation-request/${encodeURIComponent(id)}?token=${encodeURIComponent(trackingToken)}`;
  return apiGet<Timeline>(url, { signal });
}

export function consultationRequestTimelineQueryOptions(ref: ConsultationRequestRef) {
  return queryOptions({
    queryKey: ['/api/timelines', 'consultation-request', ref.id, { token: ref.trackingToken }] as const,
    queryFn: ({ signal }) => getConsultationRequestTimeline(ref, signal),
    refetchInterval: (query) => {
      const { data, dataUpdateCount, status } = query.state;
      if (status === 'error' || data?.settled || dataUpdateCount >= MAX_POLLS) return false;
      return TIMELINE_POLL_MS;
    },
  });
}

export function useConsultationRequestTimeline(ref: ConsultationRequestRef) {
  return useQuery(consultationRequestTimelineQueryOptions(ref));
}
