import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { contactAddresses, mailtoLink } from './submission-fields';

/**
 * What every acknowledgment to the public shares (contact message, consultation request,
 * application): "Thank you, <name>", the message, whom to write to, and the warm sign-off.
 */
export function renderAcknowledgment(input: {
  subject: string;
  /** The first name as contact-acknowledgment's firstName reads it ('' when none). */
  name: string;
  businessName: string;
  contactEmails: readonly [string, string];
  /** The text between the greeting and the contact line, a line each ('' for a blank line). */
  text: readonly string[];
  /** The HTML between the heading and the contact line, a line each (text escaped by the caller). */
  html: readonly string[];
  /** The sentence that ends with the addresses, e.g. 'If you would like to add anything, write to us at'. */
  writeToUs: string;
}): RenderedEmail {
  const { subject, name, businessName } = input;
  const emails = contactAddresses(input.contactEmails);
  const text = [
    `Hi ${name || 'there'},`,
    '',
    ...input.text,
    '',
    `${input.writeToUs} ${emails.join(' or ')}.`,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');
  const bodyHtml = [
    `<h1 style="${styles.heading}">${name ? `Thank you, ${escapeHtml(name)}` : 'Thank you'}</h1>`,
    ...input.html,
    `<p style="${styles.paragraph}">${input.writeToUs} ${emails.map(mailtoLink).join(' or ')}.</p>`,
    `<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`,
  ].join('\n');
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
