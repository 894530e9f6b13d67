import { DB_RETRY, defineJob, type JobDefinition } from '../pipeline/job-table';
import { recordTimeline, TIMELINE_EVENT_TYPES } from './timeline';

/** The event jobs of the timeline: job name -> queue, handler, retries, and the event types that start it. */
export const timelineJobs = {
  'timeline.record': defineJob({
    queue: 'timeline',
    handler: recordTimeline,
    ...DB_RETRY,
    eventTypes: TIMELINE_EVENT_TYPES,
  }),
} satisfies Record<string, JobDefinition>;
