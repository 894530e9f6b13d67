import { escapeHtml, headerText, type RenderedEmail } from '../../pipeline/email-layout';
import { detailRow, detailsTable, mailtoLink, quoteHtml, staffEmail } from './submission-fields';

export interface ContactStaffNotificationInput {
  message: { name: string; email: string; phone: string | null; subject: string; message: string };
  businessName: string;
  /** The admin panel (the signed-in dashboard lists contact messages). */
  adminUrl: string;
}

/** To the team: a new contact message arrived, with everything needed to answer it. */
export function renderContactStaffNotification({
  message,
  businessName,
  adminUrl,
}: ContactStaffNotificationInput): RenderedEmail {
  const subject = headerText(`New contact message: ${message.subject}`);
  const phone = message.phone?.trim() || 'not given';
  const text = [
    `New contact message for ${businessName}`,
    '',
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${phone}`,
    `Subject: ${message.subject}`,
    '',
    message.message.trim(),
    '',
    `Answer it from the admin panel: ${adminUrl}`,
    '',
  ].join('\n');

  const bodyHtml = `${detailsTable([
    detailRow('Name', escapeHtml(message.name)),
    detailRow('Email', mailtoLink(message.email)),
    detailRow('Phone', escapeHtml(phone)),
    detailRow('Subject', escapeHtml(message.subject)),
  ])}
${quoteHtml(message.message)}`;

  return staffEmail({ businessName, subject, heading: 'New contact message', text, bodyHtml, adminUrl });
}
