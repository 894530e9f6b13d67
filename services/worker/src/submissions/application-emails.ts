import { formEmails } from '../pipeline/form-emails';
import { renderApplicationAcknowledgment } from './emails/application-acknowledgment';
import { renderApplicationStaffNotification } from './emails/application-staff-notification';
import { findStylistApplication, type StylistApplicationRow } from './stylist-applications.repository';

const stylistApplication = formEmails<'stylist_application.received', StylistApplicationRow>({
  load: (job, { db }) => findStylistApplication(db, job.payload.applicationId),
  senderEmail: (application) => application.email,
});

/** email.application-acknowledgment: the applicant hears back within 3-5 business days, and what comes next. */
export const sendApplicationAcknowledgment = stylistApplication.acknowledgment({
  template: 'application-acknowledgment',
  render: (application, { businessName, contactEmails }) =>
    renderApplicationAcknowledgment({ application, businessName, contactEmails }),
});

/** email.application-staff-notification: the team gets the application and the resume link. */
export const sendApplicationStaffNotification = stylistApplication.staffNotification({
  template: 'application-staff-notification',
  render: (application, { businessName, publicUrl }) =>
    renderApplicationStaffNotification({ application, businessName, publicUrl }),
});
