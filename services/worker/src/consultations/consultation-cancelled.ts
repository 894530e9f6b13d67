import { emailJob } from '../pipeline/email';
import { mailDomain } from '../pipeline/mailer';
import { type ConsultationEmailRow, findConsultationForEmail } from './consultations.repository';
import { renderConsultationCancelled } from './emails/consultation-emails';

/**
 * email.consultation-cancelled: a scheduled consultation was called off (by staff, or with its
 * booking): the customer gets a calendar file (METHOD:CANCEL, same UID, the event's SEQUENCE)
 * that removes it. A completion, or a consultation never scheduled, sends nothing.
 */
export const sendConsultationCancelled = emailJob<
  'consultation.status_changed',
  { consultation: ConsultationEmailRow; sequence: number }
>({
  template: 'consultation-cancelled',
  load: async (job, { db }) => {
    const { to, sequence } = job.payload;
    if (to !== 'cancelled' || sequence === undefined) return null;
    const consultation = await findConsultationForEmail(db, job.payload.consultationId);
    if (!consultation?.scheduledDate || !consultation.scheduledTime) return null;
    return { consultation, sequence };
  },
  recipients: ({ consultation }) => [consultation.customer.email],
  render: ({ consultation, sequence }, { config }) =>
    renderConsultationCancelled({
      consultation,
      businessName: config.businessName,
      publicUrl: config.publicUrl,
      contactEmails: config.contactEmails,
      calendar: { uidDomain: mailDomain(config.mailFrom), sequence, generatedAt: new Date() },
    }),
  timeline: null,
});
