import type { PaymentMethod } from '@beauty/domain/catalog';
import type { BookingEmailRow } from '../../repositories/bookings';
import { escapeHtml, headerText, layout, type RenderedEmail, styles } from '../layout';
import { CANCELLATION_POLICY } from './booking-confirmation';
import {
  amountsOf,
  appointmentOf,
  bookingCalendar,
  bookingReference,
  bookingUrl,
  CALENDAR_CONTENT_TYPE,
  eventTypeLabel,
  linePrice,
  lineText,
  paymentInstructions,
  quotedSeparatelyNote,
} from './booking-fields';
import { firstName } from './contact-acknowledgment';
import { contactAddresses, detailRow, detailsTable, link, mailtoLink, textRow } from './submission-fields';

export interface BookingConfirmedInput {
  booking: BookingEmailRow;
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  paymentHandles: Readonly<Record<PaymentMethod, string>>;
  calendar: { uidDomain: string; sequence: number; generatedAt: Date };
}

/** Where the deposit stands, in words ('Not received yet', 'Received', ...). */
export function depositStatus(booking: Pick<BookingEmailRow, 'paymentStatus' | 'depositCents'>): string {
  switch (booking.paymentStatus) {
    case 'deposit_received':
      return 'Received, thank you';
    case 'completed':
      return 'Paid in full, thank you';
    case 'refunded':
      return 'Refunded';
    default:
      return booking.depositCents > 0 ? 'Not received yet' : 'No deposit is due';
  }
}

/**
 * To the customer when the team confirms a pending booking (request-to-book): it is confirmed,
 * when and where, who the stylist is (once assigned), the services and amounts, where the
 * deposit stands and how to pay it if it is still due, the link, and the calendar file again
 * (same UID, higher SEQUENCE, STATUS:CONFIRMED) so it replaces the tentative one.
 */
export function renderBookingConfirmed(input: BookingConfirmedInput): RenderedEmail {
  const { booking, businessName, publicUrl } = input;
  const { when } = appointmentOf(booking);
  const subject = headerText(`Your booking is confirmed: ${when}`);
  const name = firstName(booking.customer.firstName ?? '');
  const intro = `Good news: ${businessName} has confirmed your booking. We look forward to seeing you!`;
  const amounts = amountsOf(booking);
  const pay = paymentInstructions(booking, input.paymentHandles);
  const quoted = quotedSeparatelyNote(booking.lines);
  const reference = bookingReference(booking.id);
  const url = bookingUrl(publicUrl, booking.id);
  const details: Array<[string, string]> = [
    ['When', `${when} (Pacific Time)`],
    ['Event', eventTypeLabel(booking.eventType)],
    ['Location', booking.location?.trim() || 'To be confirmed with you'],
    ...(booking.stylistName ? [['Your stylist', booking.stylistName] as [string, string]] : []),
    ['Reference', reference],
  ];
  const totals: Array<[string, string]> = [
    ['Total', amounts.total],
    [amounts.depositLabel, amounts.deposit],
    ['Deposit status', depositStatus(booking)],
    ['Balance due on the day', amounts.balance],
  ];
  const emails = contactAddresses(input.contactEmails);
  const howToPayHeading = booking.paymentStatus === 'unpaid' ? 'How to pay' : 'Payment';

  const text = [
    `Hi ${name || 'there'},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Services',
    ...booking.lines.map((line) => `- ${lineText(line)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(quoted ? [quoted] : []),
    '',
    howToPayHeading,
    ...pay,
    '',
    'Cancellation policy',
    CANCELLATION_POLICY,
    '',
    `View your booking: ${url}`,
    '',
    'The attached calendar file (.ics) replaces the one we sent before.',
    '',
    `Questions? Write to us at ${emails.join(' or ')}.`,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');

  const bodyHtml = `<h1 style="${styles.heading}">Your booking is confirmed</h1>
<p style="${styles.paragraph}">Hi ${escapeHtml(name || 'there')},</p>
<p style="${styles.paragraph}">${escapeHtml(intro)}</p>
${detailsTable(details.map(([label, value]) => textRow(label, value)))}
<p style="${styles.paragraph}"><strong>Services</strong></p>
${detailsTable(booking.lines.map((line) => textRow(line.label, linePrice(line))))}
${detailsTable(totals.map(([label, value]) => detailRow(label, `<strong>${escapeHtml(value)}</strong>`)))}
${quoted ? `<p style="${styles.paragraph}">${escapeHtml(quoted)}</p>` : ''}
<p style="${styles.paragraph}"><strong>${escapeHtml(howToPayHeading)}</strong></p>
<p style="${styles.quote}">${pay.map(escapeHtml).join('<br>')}</p>
<p style="${styles.paragraph}"><strong>Cancellation policy</strong><br>${escapeHtml(CANCELLATION_POLICY)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="${styles.button}">View your booking</a></p>
<p style="${styles.paragraph}">The attached calendar file (.ics) replaces the one we sent before.</p>
<p style="${styles.paragraph}">Questions? Write to us at ${emails.map(mailtoLink).join(' or ')}.</p>
<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`;

  const calendar = bookingCalendar({
    booking,
    businessName,
    uidDomain: input.calendar.uidDomain,
    organizerEmail: input.contactEmails[1],
    publicUrl,
    sequence: input.calendar.sequence,
    generatedAt: input.calendar.generatedAt,
  });
  return {
    subject,
    text,
    html: layout({
      businessName,
      title: subject,
      bodyHtml,
      footerHtml: `${escapeHtml(businessName)} · ${link(url, `Booking ${reference}`)}`,
    }),
    attachments: [
      { filename: `booking-${reference}.ics`, contentType: CALENDAR_CONTENT_TYPE, content: calendar },
    ],
  };
}
