import { type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import type { EventJob } from '../pipeline/handler';
import type { TimelineEntry } from './append';

/** An admin's status changes of the moderated items, and the label each new status appends. */
const STATUS_CHANGE_LABELS = {
  'consultation_request.status_changed': {
    contacted: TIMELINE_LABELS.markedContacted,
    scheduled: TIMELINE_LABELS.markedScheduled,
    completed: TIMELINE_LABELS.completed,
  },
  'testimonial.status_changed': {
    approved: TIMELINE_LABELS.approved,
    rejected: TIMELINE_LABELS.rejected,
  },
  'contact_message.status_changed': {
    read: TIMELINE_LABELS.markedRead,
    responded: TIMELINE_LABELS.markedResponded,
  },
  'stylist_application.status_changed': {
    reviewed: TIMELINE_LABELS.markedReviewed,
    interviewing: TIMELINE_LABELS.markedInterviewing,
    hired: TIMELINE_LABELS.hired,
    declined: TIMELINE_LABELS.declined,
  },
} as const satisfies Partial<Record<EventType, Record<string, string>>>;

/**
 * A change that undoes an earlier decision reads as what it did, not as the status it lands on:
 * a review taken down ('Unpublished', not 'Rejected') or published after a rejection, a declined
 * application reconsidered.
 */
const REVERSAL_LABELS: Partial<Record<StatusChangeEvent, Record<string, string>>> = {
  'testimonial.status_changed': {
    'approved>rejected': TIMELINE_LABELS.unpublished,
    'rejected>approved': TIMELINE_LABELS.published,
  },
  'stylist_application.status_changed': { 'declined>reviewed': TIMELINE_LABELS.reconsidered },
};

export type StatusChangeEvent = keyof typeof STATUS_CHANGE_LABELS;
export const STATUS_CHANGE_EVENTS = Object.keys(STATUS_CHANGE_LABELS) as StatusChangeEvent[];

/**
 * The entry of an admin's status change ('Marked contacted', 'Approved', 'Unpublished', 'Marked
 * responded', 'Hired', ...): the new status, and the admin's notes as the detail when there are any. Read from the
 * event, not the row, so each change keeps its own status and notes even if another followed.
 * A status with no label (not one an admin can set) appends nothing.
 */
export function statusChangeEntry(job: EventJob): TimelineEntry | null {
  if (!Object.hasOwn(STATUS_CHANGE_LABELS, job.eventType)) return null;
  const labels: Record<string, string> = STATUS_CHANGE_LABELS[job.eventType as StatusChangeEvent];
  // The status-change payloads share these fields (from, to, changedBy, adminNotes).
  const { from, to, adminNotes } = job.payload as { from: string; to: string; adminNotes?: string | null };
  const reversals = REVERSAL_LABELS[job.eventType as StatusChangeEvent] ?? {};
  const reversal = Object.hasOwn(reversals, `${from}>${to}`) ? reversals[`${from}>${to}`] : undefined;
  const label = reversal ?? (Object.hasOwn(labels, to) ? labels[to] : undefined);
  if (!label) return null;
  return { status: to, label, detail: adminNotes?.trim() || null };
}
