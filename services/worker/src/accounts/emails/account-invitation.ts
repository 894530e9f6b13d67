import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';

export interface AccountInvitationInput {
  firstName: string | null;
  setPasswordUrl: string;
  businessName: string;
}

export const ACCOUNT_INVITATION_SUBJECT = 'Set your password';

/** An account made without a password (a stylist booked her in): one link, valid a week, once. */
export function renderAccountInvitation({
  firstName,
  setPasswordUrl,
  businessName,
}: AccountInvitationInput): RenderedEmail {
  const subject = ACCOUNT_INVITATION_SUBJECT;
  const greeting = `Hi ${firstName?.trim() || 'there'},`;
  const lead = `You have an account with ${businessName}: our stylists keep your bookings there. Set your password to see your appointments, pay your deposit and book again.`;
  const text = [
    greeting,
    '',
    lead,
    '',
    'Open this link within 7 days to choose your password:',
    '',
    setPasswordUrl,
    '',
    'If you did not expect this email, ignore it: nobody can sign in until a password is set.',
    '',
    `The ${businessName} team`,
    '',
  ].join('\n');
  const bodyHtml = `<h1 style="${styles.heading}">${escapeHtml(subject)}</h1>
<p style="${styles.paragraph}">${escapeHtml(greeting)}</p>
<p style="${styles.paragraph}">${escapeHtml(lead)}</p>
<p style="${styles.paragraph}"><a href="${escapeHtml(setPasswordUrl)}" style="${styles.link}">Set your password</a> (the link works once, within 7 days)</p>
<p style="${styles.paragraph}">If you did not expect this email, ignore it: nobody can sign in until a password is set.</p>`;
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
