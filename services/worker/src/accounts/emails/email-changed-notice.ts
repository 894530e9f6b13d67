import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAccountEmail } from './account-email';

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
  const lead = `The email of your ${businessName} account is now ${newEmail}. Emails about your bookings will go there from now on.`;
  return renderAccountEmail({
    subject: EMAIL_CHANGED_SUBJECT,
    firstName,
    businessName,
    text: [lead, '', `If you did not make this change, please contact us right away: ${contactUrl}`],
    html: [
      escapeHtml(lead),
      `If you did not make this change, please <a href="${escapeHtml(contactUrl)}" style="${styles.link}">contact us</a> right away.`,
    ],
  });
}
