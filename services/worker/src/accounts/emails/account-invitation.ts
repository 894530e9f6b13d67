import { linkLifetimeWords } from '@beauty/domain/link-lifetimes';
import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAccountEmail } from './account-email';

export interface AccountInvitationInput {
  firstName: string | null;
  setPasswordUrl: string;
  businessName: string;
}

export const ACCOUNT_INVITATION_SUBJECT = 'Set your password';

/** An account made without a password (a stylist booked her in): one link, valid once, within its lifetime. */
export function renderAccountInvitation({
  firstName,
  setPasswordUrl,
  businessName,
}: AccountInvitationInput): RenderedEmail {
  const lead = `You have an account with ${businessName}: our stylists keep your bookings there. Set your password to see your appointments, pay your deposit and book again.`;
  const within = linkLifetimeWords('invite');
  const ignore = 'If you did not expect this email, ignore it: nobody can sign in until a password is set.';
  return renderAccountEmail({
    subject: ACCOUNT_INVITATION_SUBJECT,
    firstName,
    businessName,
    text: [
      lead,
      '',
      `Open this link within ${within} to choose your password:`,
      '',
      setPasswordUrl,
      '',
      ignore,
    ],
    html: [
      escapeHtml(lead),
      `<a href="${escapeHtml(setPasswordUrl)}" style="${styles.link}">Set your password</a> (the link works once, within ${within})`,
      ignore,
    ],
  });
}
