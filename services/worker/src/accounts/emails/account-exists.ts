import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';

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
  const subject = ACCOUNT_EXISTS_SUBJECT;
  const greeting = `Hi ${firstName?.trim() || 'there'},`;
  const lead = `Someone, probably you, tried to create a ${businessName} account with this email. You already have one, so nothing was changed.`;
  const text = [
    greeting,
    '',
    lead,
    '',
    `Sign in: ${signInUrl}`,
    `Forgot your password? Choose a new one: ${forgotUrl}`,
    '',
    'If it was not you, ignore this email.',
    '',
    `The ${businessName} team`,
    '',
  ].join('\n');
  const bodyHtml = `<h1 style="${styles.heading}">${escapeHtml(subject)}</h1>
<p style="${styles.paragraph}">${escapeHtml(greeting)}</p>
<p style="${styles.paragraph}">${escapeHtml(lead)}</p>
<p style="${styles.paragraph}"><a href="${escapeHtml(signInUrl)}" style="${styles.link}">Sign in</a> or, if you forgot your password, <a href="${escapeHtml(forgotUrl)}" style="${styles.link}">choose a new one</a>.</p>
<p style="${styles.paragraph}">If it was not you, ignore this email.</p>`;
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
