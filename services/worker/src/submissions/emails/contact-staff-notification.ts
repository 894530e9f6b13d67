import {
  escapeHtml,
  headerText,
  layout,
  paragraphsHtml,
  type RenderedEmail,
  styles,
} from '../../pipeline/email-layout';

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

  const row = (label: string, valueHtml: string) =>
    `<tr><td style="${styles.label}">${label}</td><td style="${styles.value}">${valueHtml}</td></tr>`;
  const bodyHtml = `<h1 style="${styles.heading}">New contact message</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px">
${row('Name', escapeHtml(message.name))}
${row('Email', `<a href="mailto:${escapeHtml(message.email)}" style="${styles.link}">${escapeHtml(message.email)}</a>`)}
${row('Phone', escapeHtml(phone))}
${row('Subject', escapeHtml(message.subject))}
</table>
<p style="${styles.quote}">${paragraphsHtml(message.message)}</p>
<p style="margin:24px 0 0"><a href="${escapeHtml(adminUrl)}" style="${styles.button}">Open the admin panel</a></p>`;

  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
