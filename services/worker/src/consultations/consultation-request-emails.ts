import { formEmails } from '../pipeline/form-emails';
import { type ConsultationRequestRow, findConsultationRequest } from './consultation-requests.repository';
import { renderConsultationAcknowledgment } from './emails/consultation-acknowledgment';
import { renderConsultationStaffNotification } from './emails/consultation-staff-notification';

const consultationRequest = formEmails<'consultation_request.received', ConsultationRequestRow>({
  load: (job, { db }) => findConsultationRequest(db, job.payload.consultationRequestId),
  senderEmail: (request) => request.email,
});

/** email.consultation-acknowledgment: the client hears we'll call within 24 hours to schedule. */
export const sendConsultationAcknowledgment = consultationRequest.acknowledgment({
  template: 'consultation-acknowledgment',
  render: (request, { businessName, contactEmails }) =>
    renderConsultationAcknowledgment({ request, businessName, contactEmails }),
});

/** email.consultation-staff-notification: the team gets the answers and the photo links. */
export const sendConsultationStaffNotification = consultationRequest.staffNotification({
  template: 'consultation-staff-notification',
  render: (request, { businessName, publicUrl }) =>
    renderConsultationStaffNotification({ request, businessName, publicUrl, adminUrl: `${publicUrl}/` }),
});
