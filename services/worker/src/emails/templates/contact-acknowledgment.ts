import { escapeHtml, headerText, layout, paragraphsHtml, type RenderedEmail, styles } from '../layout';

export interface ContactAcknowledgmentInput {
  message: { name: string; subject: string; message: string };
  businessName: string;
  contactEmails: readonly [string, string];
}

export const CONTACT_ACKNOWLEDGMENT_SUBJECT = 'We received your message';

/** "Hi Grace," reads warmer than the full name; markup typed into the name field is dropped. */
export function firstName(fullName: string): string {
  return (
    fullName
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? ''
  );
}

/** To the sender: we have your message and will reply within 24 hours. */
export function renderContactAcknowledgment({
  message,
  businessName,
  contactEmails,
}: ContactAcknowledgmentInput): RenderedEmail {
  const subject = CONTACT_ACKNOWLEDGMENT_SUBJECT;
  const [first, second] = contactEmails;
  const emails = first === second ? [first] : [first, second];
  const name = firstName(message.name);
  const text = [
    `Hi ${name || 'there'},`,
    '',
    `Thank you for contacting ${businessName}. We received your message and will reply within 24 hours.`,
    '',
    'Your message',
    `Subject: ${headerText(message.subject, 500)}`,
    '',
    message.message.trim(),
    '',
    `If you would like to add anything, write to us at ${emails.join(' or ')}.`,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');

  const mailto = (address: string) =>
    `<a href="mailto:${escapeHtml(address)}" style="${styles.link}">${escapeHtml(address)}</a>`;
  const bodyHtml = `<h1 style="${styles.heading}">${name ? `Thank you, ${escapeHtml(name)}` : 'Thank you'}</h1>
<p style="${styles.paragraph}">Thank you for contacting ${escapeHtml(businessName)}. We received your message and will reply within 24 hours.</p>
<p style="${styles.paragraph}"><strong>${escapeHtml(headerText(message.subject, 500))}</strong></p>
<p style="${styles.quote}">${paragraphsHtml(message.message)}</p>
<p style="${styles.paragraph}">If you would like to add anything, write to us at ${emails.map(mailto).join(' or ')}.</p>
<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`;

  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
