import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { type ConsultationRequestRow, findConsultationRequest } from './consultation-requests.repository';
import { renderConsultationAcknowledgment } from './emails/consultation-acknowledgment';

/** email.consultation-acknowledgment: the client hears we'll call within 24 hours to schedule. */
export const sendConsultationAcknowledgment = emailJob<
  'consultation_request.received',
  ConsultationRequestRow
>({
  template: 'consultation-acknowledgment',
  load: (job, { db }) => findConsultationRequest(db, job.payload.consultationRequestId),
  recipients: (request) => [request.email],
  render: (request, { config }) =>
    renderConsultationAcknowledgment({
      request,
      businessName: config.businessName,
      contactEmails: config.contactEmails,
    }),
  timeline: { status: 'new', label: TIMELINE_LABELS.confirmationEmailSent },
});
