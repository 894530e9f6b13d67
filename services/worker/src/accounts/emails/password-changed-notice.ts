import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAccountEmail } from './account-email';

export interface PasswordChangedNoticeInput {
  firstName: string | null;
  businessName: string;
  forgotUrl: string;
  contactUrl: string;
}

export const PASSWORD_CHANGED_SUBJECT = 'Your password was changed';

/** Sent once her password is changed (Account Settings or a reset link), so a change she did not make does not go unseen. */
export function renderPasswordChangedNotice({
  firstName,
  businessName,
  forgotUrl,
  contactUrl,
}: PasswordChangedNoticeInput): RenderedEmail {
  const lead = `The password of your ${businessName} account was just changed. If this was you, there is nothing more to do.`;
  return renderAccountEmail({
    subject: PASSWORD_CHANGED_SUBJECT,
    firstName,
    businessName,
    text: [
      lead,
      '',
      `If you did not change it, choose a new password now: ${forgotUrl}`,
      `and please tell us: ${contactUrl}`,
    ],
    html: [
      escapeHtml(lead),
      `If you did not change it, <a href="${escapeHtml(forgotUrl)}" style="${styles.link}">choose a new password now</a> and please <a href="${escapeHtml(contactUrl)}" style="${styles.link}">tell us</a>.`,
    ],
  });
}
