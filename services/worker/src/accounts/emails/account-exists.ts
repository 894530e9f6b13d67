import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAccountEmail } from './account-email';

export interface AccountExistsInput {
  firstName: string | null;
  signInUrl: string;
  forgotUrl: string;
  businessName: string;
}

export const ACCOUNT_EXISTS_SUBJECT = 'You already have an account';

/** Someone tried to register with the email of an account that has a password: told here, never on the page. */
export function renderAccountExists({
  firstName,
  signInUrl,
  forgotUrl,
  businessName,
}: AccountExistsInput): RenderedEmail {
  const lead = `Someone, probably you, tried to create a ${businessName} account with this email. You already have one, so nothing was changed.`;
  return renderAccountEmail({
    subject: ACCOUNT_EXISTS_SUBJECT,
    firstName,
    businessName,
    text: [
      lead,
      '',
      `Sign in: ${signInUrl}`,
      `Forgot your password? Choose a new one: ${forgotUrl}`,
      '',
      'If it was not you, ignore this email.',
    ],
    html: [
      escapeHtml(lead),
      `<a href="${escapeHtml(signInUrl)}" style="${styles.link}">Sign in</a> or, if you forgot your password, <a href="${escapeHtml(forgotUrl)}" style="${styles.link}">choose a new one</a>.`,
      'If it was not you, ignore this email.',
    ],
  });
}
