import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { type ConsultationRequestRow, findConsultationRequest } from './consultation-requests.repository';
import { renderConsultationStaffNotification } from './emails/consultation-staff-notification';

/** email.consultation-staff-notification: the team gets the answers and the photo links. */
export const sendConsultationStaffNotification = emailJob<
  'consultation_request.received',
  ConsultationRequestRow
>({
  template: 'consultation-staff-notification',
  load: (job, { db }) => findConsultationRequest(db, job.payload.consultationRequestId),
  recipients: (_request, { config }) => config.staffEmails,
  replyTo: (request) => request.email,
  render: (request, { config }) =>
    renderConsultationStaffNotification({
      request,
      businessName: config.businessName,
      publicUrl: config.publicUrl,
      adminUrl: `${config.publicUrl}/`,
    }),
  timeline: { status: 'new', label: TIMELINE_LABELS.teamNotified },
});
