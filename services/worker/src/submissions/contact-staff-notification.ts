import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { type ContactMessageRow, findContactMessage } from './contact-messages.repository';
import { renderContactStaffNotification } from './emails/contact-staff-notification';

/** email.contact-staff-notification: every STAFF_EMAILS address hears about a new contact message. */
export const sendContactStaffNotification = emailJob<'contact_message.received', ContactMessageRow>({
  template: 'contact-staff-notification',
  load: (job, { db }) => findContactMessage(db, job.payload.contactMessageId),
  recipients: (_message, { config }) => config.staffEmails,
  // A reply goes to whoever wrote.
  replyTo: (message) => message.email,
  render: (message, { config }) =>
    renderContactStaffNotification({
      message,
      businessName: config.businessName,
      adminUrl: `${config.publicUrl}/`,
    }),
  timeline: { status: 'new', label: TIMELINE_LABELS.teamNotified },
});
