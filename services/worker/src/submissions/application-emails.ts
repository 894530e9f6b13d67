import { acknowledgmentEmail, staffNotificationEmail } from '../pipeline/form-emails';
import { renderApplicationAcknowledgment } from './emails/application-acknowledgment';
import { renderApplicationStaffNotification } from './emails/application-staff-notification';
import { findStylistApplication, type StylistApplicationRow } from './stylist-applications.repository';

type ApplicationEvent = 'stylist_application.received';

/** email.application-acknowledgment: the applicant hears back within 3-5 business days, and what comes next. */
export const sendApplicationAcknowledgment = acknowledgmentEmail<ApplicationEvent, StylistApplicationRow>({
  template: 'application-acknowledgment',
  load: (job, { db }) => findStylistApplication(db, job.payload.applicationId),
  senderEmail: (application) => application.email,
  render: (application, { businessName, contactEmails }) =>
    renderApplicationAcknowledgment({ application, businessName, contactEmails }),
});

/** email.application-staff-notification: the team gets the application and the resume link. */
export const sendApplicationStaffNotification = staffNotificationEmail<
  ApplicationEvent,
  StylistApplicationRow
>({
  template: 'application-staff-notification',
  load: (job, { db }) => findStylistApplication(db, job.payload.applicationId),
  senderEmail: (application) => application.email,
  render: (application, { businessName, publicUrl }) =>
    renderApplicationStaffNotification({ application, businessName, publicUrl }),
});
