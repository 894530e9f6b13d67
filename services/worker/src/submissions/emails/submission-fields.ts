import { imageAddress, uploadIdOfAddress } from '@beauty/domain/image-address';
import { escapeHtml, layout, paragraphsHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';

/** Shared pieces of the submission emails (consultation requests, applications, reviews). */

/** 'date-night' -> 'Date night', 'love-them' -> 'Love them': select values read as words. */
export function choiceLabel(value: string | null | undefined): string | null {
  const words = value?.trim().replace(/[-_]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}

/** '2030-06-14' -> 'June 14, 2030' (the date as chosen, no time zone shift). */
export function eventDateLabel(value: string | null | undefined): string | null {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return value?.trim() || null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** '/api/images/<id>' (as stored) -> the absolute address on the public site; null for anything else. */
export function imageLink(publicUrl: string, storedAddress: string): string | null {
  const id = uploadIdOfAddress(storedAddress);
  return id ? `${publicUrl}${imageAddress(id)}` : null;
}

/** One label/value row of a details table; the value is HTML already escaped by the caller. */
export function detailRow(label: string, valueHtml: string): string {
  return `<tr><td style="${styles.label}">${escapeHtml(label)}</td><td style="${styles.value}">${valueHtml}</td></tr>`;
}

/** A row whose value is user text: escaped, line breaks kept. */
export const textRow = (label: string, value: string) => detailRow(label, paragraphsHtml(value));

/** A details table of rows from detailRow / textRow. */
export function detailsTable(rowsHtml: string[]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px">
${rowsHtml.join('\n')}
</table>`;
}

export const link = (href: string, text: string = href) =>
  `<a href="${escapeHtml(href)}" style="${styles.link}">${escapeHtml(text)}</a>`;

export const mailtoLink = (address: string) => link(`mailto:${address}`, address);

/** The button to the admin panel that ends the team's emails. */
const adminPanelButton = (adminUrl: string) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(adminUrl)}" style="${styles.button}">Open the admin panel</a></p>`;

/** What someone wrote, escaped and set apart as a quote. */
export const quoteHtml = (text: string) => `<p style="${styles.quote}">${paragraphsHtml(text)}</p>`;

/**
 * An email to the team: the heading over the body, then the admin panel's button when there is
 * one, in the layout; the text version as given.
 */
export function staffEmail(email: {
  businessName: string;
  subject: string;
  heading: string;
  text: string;
  bodyHtml: string;
  adminUrl?: string;
}): RenderedEmail {
  const { businessName, subject, text, adminUrl } = email;
  const bodyHtml = [
    `<h1 style="${styles.heading}">${escapeHtml(email.heading)}</h1>`,
    email.bodyHtml,
    ...(adminUrl === undefined ? [] : [adminPanelButton(adminUrl)]),
  ].join('\n');
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}

/** The two contact addresses, or one when both are the same. */
export function contactAddresses(contactEmails: readonly [string, string]): string[] {
  const [first, second] = contactEmails;
  return first === second ? [first] : [first, second];
}
