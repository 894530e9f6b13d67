import { cancellationPolicyText } from '@beauty/domain/business-settings';
import { bookingMessages } from '@beauty/domain/messages';
import { escapeHtml, styles } from '../../pipeline/email-layout';
import { firstName } from '../../submissions/emails/contact-acknowledgment';
import {
  contactAddresses,
  detailRow,
  detailsTable,
  mailtoLink,
  quoteHtml,
  textRow,
} from '../../submissions/emails/submission-fields';
import type { BookingEmailRow } from '../bookings.repository';
import {
  appointmentOf,
  areaText,
  eventTypeLabel,
  linePrice,
  lineText,
  planLines,
  quotedSeparatelyNote,
  readyText,
} from './booking-fields';

/**
 * The body of the booking emails (the customer's confirmation, 'booking confirmed' and reminder,
 * and the team's notification), built from blocks: each block has its lines in the text version
 * and in the HTML, so both say the same. The customer's emails with the whole booking put them
 * together in booking-details-email.ts.
 */

export const CANCELLATION_POLICY = bookingMessages.cancellationPolicy;

export interface EmailBlock {
  /** Lines of the text version; blocks are separated by a blank line, an empty block is left out. */
  text: string[];
  /** Lines of the HTML body. */
  html: string[];
}

/** The text version and the HTML body (for layout) of the blocks, in order. */
export function composeBlocks(blocks: readonly EmailBlock[]): { text: string; bodyHtml: string } {
  const text = blocks
    .filter((block) => block.text.length)
    .map((block) => block.text.join('\n'))
    .join('\n\n');
  return { text: `${text}\n`, bodyHtml: blocks.flatMap((block) => block.html).join('\n') };
}

/** The first name the emails greet ('' when none was given). */
export function greetingName(booking: Pick<BookingEmailRow, 'customer'>): string {
  return firstName(booking.customer.firstName ?? '');
}

export const headingBlock = (heading: string): EmailBlock => ({
  text: [],
  html: [`<h1 style="${styles.heading}">${escapeHtml(heading)}</h1>`],
});

/** 'Hi Chloe,' ('Hi there,' without a first name). */
export function greetingBlock(name: string): EmailBlock {
  const line = `Hi ${name || 'there'},`;
  return { text: [line], html: [`<p style="${styles.paragraph}">${escapeHtml(line)}</p>`] };
}

/** Sentences: one a line in the text version, one paragraph in the HTML. */
export const paragraphBlock = (sentences: readonly string[]): EmailBlock => ({
  text: [...sentences],
  html: [`<p style="${styles.paragraph}">${sentences.map(escapeHtml).join(' ')}</p>`],
});

/** When (styling starts), when everyone is ready, what and where: the first rows of every customer booking email. */
export function appointmentRows(
  booking: Pick<
    BookingEmailRow,
    | 'eventDate'
    | 'eventTime'
    | 'eventType'
    | 'location'
    | 'plan'
    | 'timeMode'
    | 'readyBy'
    | 'serviceAreaName'
    | 'travelFeeCents'
    | 'travelQuoted'
    | 'partySize'
  >,
): Array<[string, string]> {
  const area = areaText(booking);
  return [
    ['When', appointmentOf(booking).whenInZone],
    ['Everyone ready', readyText(booking)],
    ['Event', eventTypeLabel(booking.eventType)],
    ['Location', booking.location?.trim() || 'To be confirmed with you'],
    ...(area ? [['Area', area] as [string, string]] : []),
    ...(booking.partySize > 1 ? [['People styled', String(booking.partySize)] as [string, string]] : []),
  ];
}

/**
 * Who comes when, for the customer: each stylist with her hours and whom she styles when, then
 * when everyone is ready; until stylists hold the time, that the team will say who comes.
 */
export function planBlock(booking: Pick<BookingEmailRow, 'plan' | 'timeMode' | 'readyBy'>): EmailBlock {
  const stylists = planLines(booking);
  const ready = `Everyone is ready ${readyText(booking)}.`;
  const lines = stylists.length
    ? [...stylists.map((line) => `- ${line}`), ready]
    : ['We will let you know who is coming once your stylist is assigned.', ready];
  return {
    text: ['Who comes', ...lines],
    html: [
      `<p style="${styles.paragraph}"><strong>Who comes</strong></p>`,
      ...(stylists.length
        ? [
            `<ul style="margin:0 0 12px;padding-left:20px;${styles.value}">\n${stylists.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>`,
            `<p style="${styles.paragraph}">${escapeHtml(ready)}</p>`,
          ]
        : [`<p style="${styles.paragraph}">${escapeHtml(lines.join(' '))}</p>`]),
    ],
  };
}

/** 'Label: value' lines; a table of the rows, by default their values as escaped text. */
export const detailsBlock = (
  rows: ReadonlyArray<[string, string]>,
  rowHtml: (label: string, value: string) => string = textRow,
): EmailBlock => ({
  text: rows.map(([label, value]) => `${label}: ${value}`),
  html: [detailsTable(rows.map(([label, value]) => rowHtml(label, value)))],
});

/** The booked services with their prices. */
export const servicesBlock = (booking: Pick<BookingEmailRow, 'lines'>): EmailBlock => ({
  text: ['Services', ...booking.lines.map((line) => `- ${lineText(line)}`)],
  html: [
    `<p style="${styles.paragraph}"><strong>Services</strong></p>`,
    detailsTable(booking.lines.map((line) => textRow(line.label, linePrice(line)))),
  ],
});

/** The amounts in bold, then what the total leaves out (a custom-priced add-on). */
export function totalsBlock(
  booking: Pick<BookingEmailRow, 'lines' | 'priceSetAt'>,
  totals: ReadonlyArray<[string, string]>,
): EmailBlock {
  // A final price covers what was quoted separately before.
  const quoted = booking.priceSetAt ? null : quotedSeparatelyNote(booking.lines);
  return {
    text: [...totals.map(([label, value]) => `${label}: ${value}`), ...(quoted ? [quoted] : [])],
    html: [
      detailsTable(totals.map(([label, value]) => detailRow(label, `<strong>${escapeHtml(value)}</strong>`))),
      quotedNoteHtml(quoted),
    ],
  };
}

/** The quotedSeparatelyNote paragraph; an empty line when every line has its price. */
export const quotedNoteHtml = (quoted: string | null): string =>
  quoted ? `<p style="${styles.paragraph}">${escapeHtml(quoted)}</p>` : '';

/** What is paid and what is left to pay, and how (paymentInstructions), under a heading. */
export const paymentBlock = (heading: string, instructions: readonly string[]): EmailBlock => ({
  text: [heading, ...instructions],
  html: [
    `<p style="${styles.paragraph}"><strong>${escapeHtml(heading)}</strong></p>`,
    `<p style="${styles.quote}">${instructions.map(escapeHtml).join('<br>')}</p>`,
  ],
});

/** The customer's own notes, when they wrote any. */
export function notesBlock(booking: Pick<BookingEmailRow, 'specialNotes'>): EmailBlock {
  return quotedBlock('Your notes', booking.specialNotes);
}

/** A heading and someone's own words quoted under it; nothing when there are none. */
export function quotedBlock(heading: string, words: string | null | undefined): EmailBlock {
  const quoted = words?.trim();
  return quoted
    ? {
        text: [heading, quoted],
        html: [
          `<p style="${styles.paragraph}"><strong>${escapeHtml(heading)}</strong></p>`,
          quoteHtml(quoted),
        ],
      }
    : // The HTML keeps an empty line in their place.
      { text: [], html: [''] };
}

/** The policy for the window the owner set (Business Settings; 48 hours by default). */
export const cancellationPolicyBlock = (hours?: number): EmailBlock => {
  const policy = hours === undefined ? CANCELLATION_POLICY : cancellationPolicyText(hours);
  return {
    text: ['Cancellation policy', policy],
    html: [
      `<p style="${styles.paragraph}"><strong>Cancellation policy</strong><br>${escapeHtml(policy)}</p>`,
    ],
  };
};

/** A link: '<label>: <url>' in the text version, a button in the HTML. */
export const buttonBlock = (url: string, label: string): EmailBlock => ({
  text: [`${label}: ${url}`],
  html: [
    `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="${styles.button}">${escapeHtml(label)}</a></p>`,
  ],
});

/** The link to the booking: a line of text, a button in the HTML. */
export const bookingLinkBlock = (url: string): EmailBlock => buttonBlock(url, 'View your booking');

/** '<prompt> a@x or b@x.', the addresses as mailto links in the HTML. */
export function contactBlock(prompt: string, contactEmails: readonly [string, string]): EmailBlock {
  const emails = contactAddresses(contactEmails);
  return {
    text: [`${prompt} ${emails.join(' or ')}.`],
    html: [
      `<p style="${styles.paragraph}">${escapeHtml(prompt)} ${emails.map(mailtoLink).join(' or ')}.</p>`,
    ],
  };
}

export const signOffBlock = (businessName: string): EmailBlock => ({
  text: ['Warm regards,', `The ${businessName} team`],
  html: [`<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`],
});

/** What one letter to a customer says between its greeting and whom to write to. */
export interface Letter {
  heading: string;
  /** The first name it greets ('' for 'Hi there,'). */
  name: string;
  /** Greet by name in the HTML's heading ('<heading>, Chloe'), and in the text version only by the greeting. */
  greetInHeading?: boolean;
  body: readonly EmailBlock[];
  /** What asks her to write ('Questions? Write to us at' by default). */
  contactPrompt?: string;
  contactEmails: readonly [string, string];
  businessName: string;
}

/** A letter to a customer: heading, greeting, the body's blocks, whom to write to and the sign-off. */
export function composeLetter(letter: Letter): { text: string; bodyHtml: string } {
  const { name } = letter;
  const greeting = greetingBlock(name);
  return composeBlocks([
    letter.greetInHeading
      ? headingBlock(`${letter.heading}${name ? `, ${name}` : ''}`)
      : headingBlock(letter.heading),
    letter.greetInHeading ? { ...greeting, html: [] } : greeting,
    ...letter.body,
    contactBlock(letter.contactPrompt ?? 'Questions? Write to us at', letter.contactEmails),
    signOffBlock(letter.businessName),
  ]);
}
