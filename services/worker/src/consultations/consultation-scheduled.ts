import { consultationCalendarEmailJob } from './consultation-calendar-email';
import { findConsultationForEmail, stillScheduled } from './consultations.repository';
import { renderConsultationScheduled } from './emails/consultation-emails';

/**
 * email.consultation-scheduled: the customer gets the time staff set, with a calendar file
 * (METHOD:REQUEST, UID per consultation, the event's SEQUENCE). An event a later move or a
 * cancellation superseded sends nothing: the newer event tells her what holds.
 */
export const sendConsultationScheduled = consultationCalendarEmailJob<'consultation.scheduled'>({
  template: 'consultation-scheduled',
  load: async (job, db) =>
    stillScheduled(await findConsultationForEmail(db, job.payload.consultationId), job.payload.sequence),
  render: renderConsultationScheduled,
});
