import { consultationCalendarEmailJob } from './consultation-calendar-email';
import { findConsultationForEmail } from './consultations.repository';
import { renderConsultationCancelled } from './emails/consultation-emails';

/**
 * email.consultation-cancelled: a scheduled consultation was called off (by staff, or with its
 * booking): the customer gets a calendar file (METHOD:CANCEL, same UID, the event's SEQUENCE)
 * that removes it. A completion, or a consultation never scheduled, sends nothing.
 */
export const sendConsultationCancelled = consultationCalendarEmailJob<'consultation.status_changed'>({
  template: 'consultation-cancelled',
  load: async (job, db) => {
    const { to, sequence } = job.payload;
    if (to !== 'cancelled' || sequence === undefined) return null;
    const consultation = await findConsultationForEmail(db, job.payload.consultationId);
    if (!consultation?.scheduledDate || !consultation.scheduledTime) return null;
    return { consultation, sequence };
  },
  render: renderConsultationCancelled,
});
