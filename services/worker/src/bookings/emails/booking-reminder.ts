import { headerText, layout, type RenderedEmail } from '../../pipeline/email-layout';
import type { BookingDetailsEmailInput } from './booking-details-email';
import {
  appointmentRows,
  bookingLinkBlock,
  composeLetter,
  detailsBlock,
  greetingName,
  paragraphBlock,
  paymentBlock,
  planBlock,
} from './booking-email';
import { appointmentOf, bookingUrl, lineText, paymentInstructions } from './booking-fields';

/** The details email's input without the calendar file or the policy: the reminder carries neither. */
export type BookingReminderInput = Omit<BookingDetailsEmailInput, 'calendar' | 'cancellationHours'>;

/**
 * To the customer, 24 hours before: when and where, who comes when, what was booked, what is still to pay, and
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
  const { text, bodyHtml } = composeLetter({
    heading: 'See you soon',
    name: greetingName(booking),
    greetInHeading: true,
    contactPrompt: 'Need to change something? Please write to us at',
    contactEmails,
    businessName,
    body: [
      paragraphBlock([
        `This is a friendly reminder of your appointment with ${businessName}: we look forward to seeing you!`,
      ]),
      detailsBlock([...appointmentRows(booking), ['Services', booking.lines.map(lineText).join('\n')]]),
      planBlock(booking),
      paymentBlock('Payment', paymentInstructions(booking, paymentHandles)),
      bookingLinkBlock(bookingUrl(publicUrl, booking.id)),
    ],
  });
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
