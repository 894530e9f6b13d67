import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';

/**
 * What every account email shares: the subject as heading, "Hi <first name>," (or "there"), the
 * message, and the team's sign-off in the text.
 */
export function renderAccountEmail(input: {
  subject: string;
  firstName: string | null;
  businessName: string;
  /** The text between the greeting and the sign-off, a line each ('' for a blank line). */
  text: readonly string[];
  /** The paragraphs after the greeting, as HTML (their text escaped by the caller). */
  html: readonly string[];
}): RenderedEmail {
  const { subject, businessName } = input;
  const greeting = `Hi ${input.firstName?.trim() || 'there'},`;
  const text = [greeting, '', ...input.text, '', `The ${businessName} team`, ''].join('\n');
  const bodyHtml = [
    `<h1 style="${styles.heading}">${escapeHtml(subject)}</h1>`,
    ...[escapeHtml(greeting), ...input.html].map((html) => `<p style="${styles.paragraph}">${html}</p>`),
  ].join('\n');
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
