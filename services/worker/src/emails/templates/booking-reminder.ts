import type { PaymentMethod } from '@beauty/domain/catalog';
import type { BookingEmailRow } from '../../repositories/bookings';
import { escapeHtml, headerText, layout, type RenderedEmail, styles } from '../layout';
import { appointmentOf, bookingUrl, eventTypeLabel, lineText, paymentInstructions } from './booking-fields';
import { firstName } from './contact-acknowledgment';
import { contactAddresses, detailsTable, mailtoLink, textRow } from './submission-fields';

export interface BookingReminderInput {
  booking: BookingEmailRow;
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  paymentHandles: Readonly<Record<PaymentMethod, string>>;
}

/**
 * To the customer, 24 hours before: when and where, what was booked, what is still to pay, and
 * whom to write to (inside 48 hours changes are no longer made online).
 */
export function renderBookingReminder({
  booking,
  businessName,
  publicUrl,
  contactEmails,
  paymentHandles,
}: BookingReminderInput): RenderedEmail {
  const { when } = appointmentOf(booking);
  const subject = headerText(`Reminder: your appointment on ${when}`);
  const name = firstName(booking.customer.firstName ?? '');
  const details: Array<[string, string]> = [
    ['When', `${when} (Pacific Time)`],
    ['Event', eventTypeLabel(booking.eventType)],
    ['Location', booking.location?.trim() || 'To be confirmed with you'],
    ['Services', booking.lines.map(lineText).join('\n')],
  ];
  const pay = paymentInstructions(booking, paymentHandles);
  const url = bookingUrl(publicUrl, booking.id);
  const emails = contactAddresses(contactEmails);
  const change = `Need to change something? Please write to us at ${emails.join(' or ')}.`;

  const text = [
    `Hi ${name || 'there'},`,
    '',
    `This is a friendly reminder of your appointment with ${businessName}: we look forward to seeing you!`,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Payment',
    ...pay,
    '',
    `View your booking: ${url}`,
    '',
    change,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');

  const bodyHtml = `<h1 style="${styles.heading}">See you soon${name ? `, ${escapeHtml(name)}` : ''}</h1>
<p style="${styles.paragraph}">This is a friendly reminder of your appointment with ${escapeHtml(businessName)}: we look forward to seeing you!</p>
${detailsTable(details.map(([label, value]) => textRow(label, value)))}
<p style="${styles.paragraph}"><strong>Payment</strong></p>
<p style="${styles.quote}">${pay.map(escapeHtml).join('<br>')}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="${styles.button}">View your booking</a></p>
<p style="${styles.paragraph}">Need to change something? Please write to us at ${emails.map(mailtoLink).join(' or ')}.</p>
<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`;

  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
