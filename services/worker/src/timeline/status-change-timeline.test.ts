import { TIMELINE_LABELS } from '@beauty/domain/events';
import type { EventJob } from '../pipeline/handler';
import { STATUS_CHANGE_EVENTS, statusChangeEntry } from './status-change-timeline';

const id = '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e';
const change = (eventType: string, to: string, adminNotes?: string | null, from = 'new') =>
  ({
    jobName: 'timeline.record',
    eventId: id,
    eventType,
    entityType: 'x',
    entityId: id,
    payload: { from, to, changedBy: id, ...(adminNotes === undefined ? {} : { adminNotes }) },
  }) as unknown as EventJob;

describe('statusChangeEntry', () => {
  it.each([
    ['consultation_request.status_changed', 'contacted', TIMELINE_LABELS.markedContacted],
    ['consultation_request.status_changed', 'scheduled', TIMELINE_LABELS.markedScheduled],
    ['consultation_request.status_changed', 'completed', TIMELINE_LABELS.completed],
    ['testimonial.status_changed', 'approved', TIMELINE_LABELS.approved],
    ['testimonial.status_changed', 'rejected', TIMELINE_LABELS.rejected],
    ['contact_message.status_changed', 'read', TIMELINE_LABELS.markedRead],
    ['contact_message.status_changed', 'responded', TIMELINE_LABELS.markedResponded],
    ['stylist_application.status_changed', 'reviewed', 'Marked reviewed'],
    ['stylist_application.status_changed', 'interviewing', 'Invited to interview'],
    ['stylist_application.status_changed', 'hired', 'Hired'],
    ['stylist_application.status_changed', 'declined', 'Declined'],
  ])('%s to %s appends %s with the new status', (eventType, to, label) => {
    expect(statusChangeEntry(change(eventType, to))).toEqual({ status: to, label, detail: null });
  });

  it('names a reversed review decision by what it did: taken down, or published after a rejection', () => {
    expect(statusChangeEntry(change('testimonial.status_changed', 'rejected', null, 'approved'))).toEqual({
      status: 'rejected',
      label: 'Unpublished',
      detail: null,
    });
    expect(statusChangeEntry(change('testimonial.status_changed', 'approved', 'Fixed', 'rejected'))).toEqual({
      status: 'approved',
      label: 'Published',
      detail: 'Fixed',
    });
    expect(statusChangeEntry(change('testimonial.status_changed', 'rejected', null, 'pending'))?.label).toBe(
      'Rejected',
    );
    // A declined application taken up again says so, as its button does.
    expect(
      statusChangeEntry(change('stylist_application.status_changed', 'reviewed', null, 'declined'))?.label,
    ).toBe('Reconsidered');
  });

  it("carries the admin's notes, trimmed, as the detail; blank notes are none", () => {
    expect(statusChangeEntry(change('testimonial.status_changed', 'rejected', '  Not about us \n'))).toEqual({
      status: 'rejected',
      label: 'Rejected',
      detail: 'Not about us',
    });
    expect(statusChangeEntry(change('contact_message.status_changed', 'read', '   '))?.detail).toBeNull();
    expect(statusChangeEntry(change('contact_message.status_changed', 'read', null))?.detail).toBeNull();
  });

  it('appends nothing for a status no admin sets, or another event', () => {
    expect(statusChangeEntry(change('consultation_request.status_changed', 'new'))).toBeNull();
    expect(statusChangeEntry(change('testimonial.status_changed', 'toString'))).toBeNull();
    expect(statusChangeEntry(change('booking.created', 'approved'))).toBeNull();
    expect(STATUS_CHANGE_EVENTS).toHaveLength(4);
  });
});
