import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';

export interface PasswordResetInput {
  firstName: string | null;
  resetUrl: string;
  businessName: string;
}

export const PASSWORD_RESET_SUBJECT = 'Reset your password';

/** The built-in sign-in provider's "forgot password" link, valid for one hour and one use. */
export function renderPasswordReset({
  firstName,
  resetUrl,
  businessName,
}: PasswordResetInput): RenderedEmail {
  const subject = PASSWORD_RESET_SUBJECT;
  const greeting = `Hi ${firstName?.trim() || 'there'},`;
  const text = [
    greeting,
    '',
    `Someone asked to reset the password of your ${businessName} account. To choose a new password, open this link within one hour:`,
    '',
    resetUrl,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
    '',
    `The ${businessName} team`,
    '',
  ].join('\n');
  const bodyHtml = `<h1 style="${styles.heading}">${escapeHtml(subject)}</h1>
<p style="${styles.paragraph}">${escapeHtml(greeting)}</p>
<p style="${styles.paragraph}">Someone asked to reset the password of your ${escapeHtml(businessName)} account. To choose a new password, open this link within one hour:</p>
<p style="${styles.paragraph}"><a href="${escapeHtml(resetUrl)}" style="${styles.link}">Choose a new password</a></p>
<p style="${styles.paragraph}">If it was not you, ignore this email: your password stays as it is.</p>`;
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
