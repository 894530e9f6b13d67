import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { renderApplicationAcknowledgment } from './emails/application-acknowledgment';
import { findStylistApplication, type StylistApplicationRow } from './stylist-applications.repository';

/** email.application-acknowledgment: the applicant hears back within 3-5 business days, and what comes next. */
export const sendApplicationAcknowledgment = emailJob<'stylist_application.received', StylistApplicationRow>({
  template: 'application-acknowledgment',
  load: (job, { db }) => findStylistApplication(db, job.payload.applicationId),
  recipients: (application) => [application.email],
  render: (application, { config }) =>
    renderApplicationAcknowledgment({
      application,
      businessName: config.businessName,
      contactEmails: config.contactEmails,
    }),
  timeline: { status: 'new', label: TIMELINE_LABELS.confirmationEmailSent },
});
