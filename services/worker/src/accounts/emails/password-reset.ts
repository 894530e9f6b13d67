import { linkLifetimeWords } from '@beauty/domain/link-lifetimes';
import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAccountEmail } from './account-email';

export interface PasswordResetInput {
  firstName: string | null;
  resetUrl: string;
  businessName: string;
}

export const PASSWORD_RESET_SUBJECT = 'Reset your password';

/** The built-in sign-in provider's "forgot password" link, valid for one use within its lifetime. */
export function renderPasswordReset({
  firstName,
  resetUrl,
  businessName,
}: PasswordResetInput): RenderedEmail {
  const ask = (name: string) =>
    `Someone asked to reset the password of your ${name} account. To choose a new password, open this link within ${linkLifetimeWords('reset')}:`;
  const ignore = 'If it was not you, ignore this email: your password stays as it is.';
  return renderAccountEmail({
    subject: PASSWORD_RESET_SUBJECT,
    firstName,
    businessName,
    text: [ask(businessName), '', resetUrl, '', ignore],
    html: [
      ask(escapeHtml(businessName)),
      `<a href="${escapeHtml(resetUrl)}" style="${styles.link}">Choose a new password</a>`,
      ignore,
    ],
  });
}
