import { acknowledgmentEmail, staffNotificationEmail } from '../pipeline/form-emails';
import { type ConsultationRequestRow, findConsultationRequest } from './consultation-requests.repository';
import { renderConsultationAcknowledgment } from './emails/consultation-acknowledgment';
import { renderConsultationStaffNotification } from './emails/consultation-staff-notification';

type RequestEvent = 'consultation_request.received';

/** email.consultation-acknowledgment: the client hears we'll call within 24 hours to schedule. */
export const sendConsultationAcknowledgment = acknowledgmentEmail<RequestEvent, ConsultationRequestRow>({
  template: 'consultation-acknowledgment',
  load: (job, { db }) => findConsultationRequest(db, job.payload.consultationRequestId),
  senderEmail: (request) => request.email,
  render: (request, { businessName, contactEmails }) =>
    renderConsultationAcknowledgment({ request, businessName, contactEmails }),
});

/** email.consultation-staff-notification: the team gets the answers and the photo links. */
export const sendConsultationStaffNotification = staffNotificationEmail<RequestEvent, ConsultationRequestRow>(
  {
    template: 'consultation-staff-notification',
    load: (job, { db }) => findConsultationRequest(db, job.payload.consultationRequestId),
    senderEmail: (request) => request.email,
    render: (request, { businessName, publicUrl }) =>
      renderConsultationStaffNotification({ request, businessName, publicUrl, adminUrl: `${publicUrl}/` }),
  },
);
