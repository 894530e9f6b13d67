import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { renderApplicationStaffNotification } from './emails/application-staff-notification';
import { findStylistApplication, type StylistApplicationRow } from './stylist-applications.repository';

/** email.application-staff-notification: the team gets the application and the resume link. */
export const sendApplicationStaffNotification = emailJob<
  'stylist_application.received',
  StylistApplicationRow
>({
  template: 'application-staff-notification',
  load: (job, { db }) => findStylistApplication(db, job.payload.applicationId),
  recipients: (_application, { config }) => config.staffEmails,
  replyTo: (application) => application.email,
  render: (application, { config }) =>
    renderApplicationStaffNotification({
      application,
      businessName: config.businessName,
      publicUrl: config.publicUrl,
    }),
  timeline: { status: 'new', label: TIMELINE_LABELS.teamNotified },
});
