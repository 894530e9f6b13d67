import type { PaymentMethod } from '@beauty/domain/catalog';
import { bookingMessages } from '@beauty/domain/messages';
import type { BookingEmailRow } from '../../repositories/bookings';
import { escapeHtml, headerText, layout, paragraphsHtml, type RenderedEmail, styles } from '../layout';
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

export interface BookingConfirmationInput {
  booking: BookingEmailRow;
  /** 'updated' after a reschedule: same booking, new date and time, a calendar file that replaces the first. */
  kind: 'new' | 'updated';
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  paymentHandles: Readonly<Record<PaymentMethod, string>>;
  calendar: { uidDomain: string; sequence: number; generatedAt: Date };
}

export const CANCELLATION_POLICY = bookingMessages.cancellationPolicy;

/**
 * To the customer: what was booked, when and where, the total, the deposit due now and how to
 * pay it with the chosen method, the balance due on the day, the 48-hour policy, the link to
 * the booking, and the appointment as an .ics file.
 */
export function renderBookingConfirmation(input: BookingConfirmationInput): RenderedEmail {
  const { booking, kind, businessName, publicUrl } = input;
  const { when } = appointmentOf(booking);
  const subject = headerText(
    kind === 'new' ? `Booking confirmation: ${when}` : `Booking updated: now ${when}`,
  );
  const name = firstName(booking.customer.firstName ?? '');
  const intro =
    kind === 'new'
      ? `Thank you for booking with ${businessName}. Here are the details of your appointment.`
      : `Your appointment has been moved to ${when}. Here are the updated details; the attached calendar file replaces the earlier one.`;
  const status =
    booking.status === 'confirmed'
      ? 'Your appointment is confirmed.'
      : 'Your booking is pending: our team will confirm it shortly.';
  const amounts = amountsOf(booking);
  const pay = paymentInstructions(booking, input.paymentHandles);
  const quoted = quotedSeparatelyNote(booking.lines);
  const reference = bookingReference(booking.id);
  const url = bookingUrl(publicUrl, booking.id);
  const details: Array<[string, string]> = [
    ['When', `${when} (Pacific Time)`],
    ['Event', eventTypeLabel(booking.eventType)],
    ['Location', booking.location?.trim() || 'To be confirmed with you'],
    ...(booking.bridesmaidCount
      ? [['Bridesmaids', String(booking.bridesmaidCount)] as [string, string]]
      : []),
    ...(booking.includeConsultation
      ? [['Free consultation', 'Included: we will contact you to schedule it'] as [string, string]]
      : []),
    ['Reference', reference],
  ];
  const totals: Array<[string, string]> = [
    ['Total', amounts.total],
    [`${amounts.depositLabel} due now`, amounts.deposit],
    ['Balance due on the day', amounts.balance],
  ];
  const emails = contactAddresses(input.contactEmails);

  const text = [
    `Hi ${name || 'there'},`,
    '',
    intro,
    status,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Services',
    ...booking.lines.map((line) => `- ${lineText(line)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(quoted ? [quoted] : []),
    '',
    'How to pay',
    ...pay,
    '',
    ...(booking.specialNotes?.trim() ? ['Your notes', booking.specialNotes.trim(), ''] : []),
    'Cancellation policy',
    CANCELLATION_POLICY,
    '',
    `View your booking: ${url}`,
    '',
    'The appointment is attached as a calendar file (.ics), so you can add it to your calendar.',
    '',
    `Questions? Write to us at ${emails.join(' or ')}.`,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');

  const heading = kind === 'new' ? 'Your appointment' : 'Your appointment has moved';
  const bodyHtml = `<h1 style="${styles.heading}">${escapeHtml(heading)}</h1>
<p style="${styles.paragraph}">Hi ${escapeHtml(name || 'there')},</p>
<p style="${styles.paragraph}">${escapeHtml(intro)} ${escapeHtml(status)}</p>
${detailsTable(details.map(([label, value]) => textRow(label, value)))}
<p style="${styles.paragraph}"><strong>Services</strong></p>
${detailsTable(booking.lines.map((line) => textRow(line.label, linePrice(line))))}
${detailsTable(totals.map(([label, value]) => detailRow(label, `<strong>${escapeHtml(value)}</strong>`)))}
${quoted ? `<p style="${styles.paragraph}">${escapeHtml(quoted)}</p>` : ''}
<p style="${styles.paragraph}"><strong>How to pay</strong></p>
<p style="${styles.quote}">${pay.map(escapeHtml).join('<br>')}</p>
${booking.specialNotes?.trim() ? `<p style="${styles.paragraph}"><strong>Your notes</strong></p>\n<p style="${styles.quote}">${paragraphsHtml(booking.specialNotes)}</p>` : ''}
<p style="${styles.paragraph}"><strong>Cancellation policy</strong><br>${escapeHtml(CANCELLATION_POLICY)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="${styles.button}">View your booking</a></p>
<p style="${styles.paragraph}">The appointment is attached as a calendar file (.ics), so you can add it to your calendar.</p>
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
