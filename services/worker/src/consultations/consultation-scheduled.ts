import { consultationCalendarEmailJob } from './consultation-calendar-email';
import { findConsultationForEmail } from './consultations.repository';
import { renderConsultationScheduled } from './emails/consultation-emails';

/**
 * email.consultation-scheduled: the customer gets the time staff set, with a calendar file
 * (METHOD:REQUEST, UID per consultation, the event's SEQUENCE). An event a later move or a
 * cancellation superseded sends nothing: the newer event tells her what holds.
 */
export const sendConsultationScheduled = consultationCalendarEmailJob<'consultation.scheduled'>({
  template: 'consultation-scheduled',
  load: async (job, db) => {
    const consultation = await findConsultationForEmail(db, job.payload.consultationId);
    if (consultation?.status !== 'scheduled') return null;
    if (consultation.calendarSequence !== job.payload.sequence) return null;
    if (!consultation.scheduledDate || !consultation.scheduledTime) return null;
    return { consultation, sequence: job.payload.sequence };
  },
  render: renderConsultationScheduled,
});
