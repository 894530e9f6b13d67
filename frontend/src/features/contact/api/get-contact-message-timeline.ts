import { type TrackedRef, useTrackedTimeline } from '@/lib/tracked-timeline';

/** Poll while the message still has work in flight; give up after about a minute. */
const MAX_POLLS = 40;

export const useContactMessageTimeline = (ref: TrackedRef) =>
  useTrackedTimeline('contact-message', ref, MAX_POLLS);
