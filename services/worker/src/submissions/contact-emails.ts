import { acknowledgmentEmail, staffNotificationEmail } from '../pipeline/form-emails';
import { type ContactMessageRow, findContactMessage } from './contact-messages.repository';
import { renderContactAcknowledgment } from './emails/contact-acknowledgment';
import { renderContactStaffNotification } from './emails/contact-staff-notification';

type ContactEvent = 'contact_message.received';

/** email.contact-acknowledgment: the sender learns we have their message and will reply within 24 hours. */
export const sendContactAcknowledgment = acknowledgmentEmail<ContactEvent, ContactMessageRow>({
  template: 'contact-acknowledgment',
  load: (job, { db }) => findContactMessage(db, job.payload.contactMessageId),
  senderEmail: (message) => message.email,
  render: (message, { businessName, contactEmails }) =>
    renderContactAcknowledgment({ message, businessName, contactEmails }),
});

/** email.contact-staff-notification: every STAFF_EMAILS address hears about a new contact message. */
export const sendContactStaffNotification = staffNotificationEmail<ContactEvent, ContactMessageRow>({
  template: 'contact-staff-notification',
  load: (job, { db }) => findContactMessage(db, job.payload.contactMessageId),
  senderEmail: (message) => message.email,
  render: (message, { businessName, publicUrl }) =>
    renderContactStaffNotification({ message, businessName, adminUrl: `${publicUrl}/` }),
});
