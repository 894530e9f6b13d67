import { emailJob } from '../pipeline/email';
import { type ConsultationEmailRow, findConsultationForEmail } from './consultations.repository';
import { renderConsultationMoveRequest } from './emails/consultation-emails';

/**
 * email.consultation-move-request: every STAFF_EMAILS address hears that a customer asks to move
 * her consultation, with the times she prefers; a reply goes to her. Nothing is sent once staff
 * have already set a new time (the request is closed).
 */
export const sendConsultationMoveRequest = emailJob<'consultation.move_requested', ConsultationEmailRow>({
  template: 'consultation-move-request',
  load: async (job, { db }) => {
    const consultation = await findConsultationForEmail(db, job.payload.consultationId);
    if (consultation?.status !== 'scheduled' || !consultation.moveRequestedAt) return null;
    return consultation;
  },
  recipients: (_consultation, { config }) => config.staffEmails,
  replyTo: (consultation) => consultation.customer.email,
  render: (consultation, { config }) =>
    renderConsultationMoveRequest({
      consultation,
      businessName: config.businessName,
      // The staff screen: the Stylist Dashboard lists open consultations on its Appointments tab.
      staffUrl: `${config.publicUrl}/stylist`,
    }),
  timeline: null,
});
