import { emailJob } from '../pipeline/email';
import { mailDomain } from '../pipeline/mailer';
import { type ConsultationEmailRow, findConsultationForEmail } from './consultations.repository';
import { renderConsultationScheduled } from './emails/consultation-emails';

/**
 * email.consultation-scheduled: the customer gets the time staff set, with a calendar file
 * (METHOD:REQUEST, UID per consultation, the event's SEQUENCE). An event a later move or a
 * cancellation superseded sends nothing: the newer event tells her what holds.
 */
export const sendConsultationScheduled = emailJob<
  'consultation.scheduled',
  { consultation: ConsultationEmailRow; sequence: number }
>({
  template: 'consultation-scheduled',
  load: async (job, { db }) => {
    const consultation = await findConsultationForEmail(db, job.payload.consultationId);
    if (consultation?.status !== 'scheduled') return null;
    if (consultation.calendarSequence !== job.payload.sequence) return null;
    if (!consultation.scheduledDate || !consultation.scheduledTime) return null;
    return { consultation, sequence: job.payload.sequence };
  },
  recipients: ({ consultation }) => [consultation.customer.email],
  render: ({ consultation, sequence }, { config }) =>
    renderConsultationScheduled({
      consultation,
      businessName: config.businessName,
      publicUrl: config.publicUrl,
      contactEmails: config.contactEmails,
      calendar: { uidDomain: mailDomain(config.mailFrom), sequence, generatedAt: new Date() },
    }),
  timeline: null,
});
