import { REPLY_WITHIN } from '@beauty/domain/reply-promise';
import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAcknowledgment } from './acknowledgment';

export interface ContactAcknowledgmentInput {
  message: { name: string };
  businessName: string;
  contactEmails: readonly [string, string];
}

export const CONTACT_ACKNOWLEDGMENT_SUBJECT = 'We received your message';

/** A first name as people write one: letters (any script), and ' ’ - between them. */
const PLAIN_NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,39}$/u;

/**
 * "Hi Grace," reads warmer than the full name. Anyone can type any address into a public form,
 * so an acknowledgment must not carry a stranger's words from our sender (issue 13.6): markup is
 * dropped, and a first word that is not plainly a name ('www.example', '$$$') gives no name.
 */
export function firstName(fullName: string): string {
  const first =
    fullName
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? '';
  return PLAIN_NAME.test(first) ? first : '';
}

/**
 * To the sender: we have your message and will reply within 24 hours. It does not quote the
 * subject or the message: the address may not be the sender's, and our sender must not deliver
 * a stranger's text to it.
 */
export function renderContactAcknowledgment({
  message,
  businessName,
  contactEmails,
}: ContactAcknowledgmentInput): RenderedEmail {
  return renderAcknowledgment({
    subject: CONTACT_ACKNOWLEDGMENT_SUBJECT,
    name: firstName(message.name),
    businessName,
    contactEmails,
    text: [
      `Thank you for contacting ${businessName}. We received your message and will reply ${REPLY_WITHIN}.`,
    ],
    html: [
      `<p style="${styles.paragraph}">Thank you for contacting ${escapeHtml(businessName)}. We received your message and will reply ${REPLY_WITHIN}.</p>`,
    ],
    writeToUs: 'If you would like to add anything, write to us at',
  });
}
