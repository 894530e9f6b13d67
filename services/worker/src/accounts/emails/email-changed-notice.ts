import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';

export interface EmailChangedNoticeInput {
  firstName: string | null;
  newEmail: string;
  businessName: string;
  contactUrl: string;
}

export const EMAIL_CHANGED_SUBJECT = 'Your email was changed';

/** Sent to the old address once the new one is confirmed, so a change she did not make does not go unseen. */
export function renderEmailChangedNotice({
  firstName,
  newEmail,
  businessName,
  contactUrl,
}: EmailChangedNoticeInput): RenderedEmail {
  const subject = EMAIL_CHANGED_SUBJECT;
  const greeting = `Hi ${firstName?.trim() || 'there'},`;
  const lead = `The email of your ${businessName} account is now ${newEmail}. Emails about your bookings will go there from now on.`;
  const help = `If you did not make this change, please contact us right away: ${contactUrl}`;
  const text = [greeting, '', lead, '', help, '', `The ${businessName} team`, ''].join('\n');
  const bodyHtml = `<h1 style="${styles.heading}">${escapeHtml(subject)}</h1>
<p style="${styles.paragraph}">${escapeHtml(greeting)}</p>
<p style="${styles.paragraph}">${escapeHtml(lead)}</p>
<p style="${styles.paragraph}">If you did not make this change, please <a href="${escapeHtml(contactUrl)}" style="${styles.link}">contact us</a> right away.</p>`;
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
