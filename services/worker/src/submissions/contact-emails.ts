import { formEmails } from '../pipeline/form-emails';
import { type ContactMessageRow, findContactMessage } from './contact-messages.repository';
import { renderContactAcknowledgment } from './emails/contact-acknowledgment';
import { renderContactStaffNotification } from './emails/contact-staff-notification';

const contactMessage = formEmails<'contact_message.received', ContactMessageRow>({
  load: (job, { db }) => findContactMessage(db, job.payload.contactMessageId),
  senderEmail: (message) => message.email,
});

/** email.contact-acknowledgment: the sender learns we have their message and will reply within 24 hours. */
export const sendContactAcknowledgment = contactMessage.acknowledgment({
  template: 'contact-acknowledgment',
  render: (message, { businessName, contactEmails }) =>
    renderContactAcknowledgment({ message, businessName, contactEmails }),
});

/** email.contact-staff-notification: every STAFF_EMAILS address hears about a new contact message. */
export const sendContactStaffNotification = contactMessage.staffNotification({
  template: 'contact-staff-notification',
  render: (message, { businessName, publicUrl }) =>
    renderContactStaffNotification({ message, businessName, adminUrl: `${publicUrl}/` }),
});
