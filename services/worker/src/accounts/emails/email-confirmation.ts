import { linkLifetimeWords } from '@beauty/domain/link-lifetimes';
import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAccountEmail } from './account-email';

export interface EmailConfirmationInput {
  firstName: string | null;
  confirmUrl: string;
  businessName: string;
  /** The new address of an email change; null for a new account's own address. */
  newAddress: string | null;
}

export const EMAIL_CONFIRMATION_SUBJECT = 'Confirm your email';
export const EMAIL_CHANGE_SUBJECT = 'Confirm your new email';

/**
 * A link (once, within its lifetime) that proves the address is hers: a new account's, before she books, or
 * the new address she asked for, which becomes her email when she opens it.
 */
export function renderEmailConfirmation({
  firstName,
  confirmUrl,
  businessName,
  newAddress,
}: EmailConfirmationInput): RenderedEmail {
  const subject = newAddress ? EMAIL_CHANGE_SUBJECT : EMAIL_CONFIRMATION_SUBJECT;
  const within = linkLifetimeWords('verify-email');
  const lead = newAddress
    ? `You asked to use ${newAddress} for your ${businessName} account. Open this link within ${within} to confirm it; until then your email stays as it was.`
    : `Welcome to ${businessName}! Please confirm your email address so you can book: open this link within ${within}.`;
  const ignore = newAddress
    ? 'If you did not ask for this, ignore this email: nothing changes.'
    : `If you did not create an account with ${businessName}, ignore this email: the account stays unconfirmed.`;
  return renderAccountEmail({
    subject,
    firstName,
    businessName,
    text: [lead, '', confirmUrl, '', ignore],
    html: [
      escapeHtml(lead),
      `<a href="${escapeHtml(confirmUrl)}" style="${styles.link}">Confirm my email</a>`,
      escapeHtml(ignore),
    ],
  });
}
