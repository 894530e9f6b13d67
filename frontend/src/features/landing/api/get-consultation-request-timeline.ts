import { type TrackedRef, useTrackedTimeline } from '@/lib/tracked-timeline';

/** Poll while the request still has work in flight (photos being processed); stop after ~2 minutes. */
const MAX_POLLS = 80;

export const useConsultationRequestTimeline = (ref: TrackedRef) =>
  useTrackedTimeline('consultation-request', ref, MAX_POLLS);
