import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { type ContactMessageRow, findContactMessage } from './contact-messages.repository';
import { renderContactAcknowledgment } from './emails/contact-acknowledgment';

/** email.contact-acknowledgment: the sender learns we have their message and will reply within 24 hours. */
export const sendContactAcknowledgment = emailJob<'contact_message.received', ContactMessageRow>({
  template: 'contact-acknowledgment',
  load: (job, { db }) => findContactMessage(db, job.payload.contactMessageId),
  recipients: (message) => [message.email],
  render: (message, { config }) =>
    renderContactAcknowledgment({
      message,
      businessName: config.businessName,
      contactEmails: config.contactEmails,
    }),
  timeline: { status: 'new', label: TIMELINE_LABELS.confirmationEmailSent },
});
