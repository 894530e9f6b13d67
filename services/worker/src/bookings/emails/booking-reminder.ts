import type { PaymentMethod } from '@beauty/domain/catalog';
import { headerText, layout, type RenderedEmail } from '../../pipeline/email-layout';
import type { BookingEmailRow } from '../bookings.repository';
import {
  appointmentRows,
  bookingLinkBlock,
  composeBlocks,
  contactBlock,
  detailsBlock,
  greetingBlock,
  greetingName,
  headingBlock,
  paragraphBlock,
  paymentBlock,
  planBlock,
  signOffBlock,
} from './booking-email';
import { appointmentOf, bookingUrl, lineText, paymentInstructions } from './booking-fields';

export interface BookingReminderInput {
  booking: BookingEmailRow;
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  paymentHandles: Readonly<Record<PaymentMethod, string>>;
}

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
  const name = greetingName(booking);
  const { text, bodyHtml } = composeBlocks([
    // The HTML greets by name in its heading.
    headingBlock(`See you soon${name ? `, ${name}` : ''}`),
    { ...greetingBlock(name), html: [] },
    paragraphBlock([
      `This is a friendly reminder of your appointment with ${businessName}: we look forward to seeing you!`,
    ]),
    detailsBlock([...appointmentRows(booking, when), ['Services', booking.lines.map(lineText).join('\n')]]),
    planBlock(booking),
    paymentBlock('Payment', paymentInstructions(booking, paymentHandles)),
    bookingLinkBlock(bookingUrl(publicUrl, booking.id)),
    contactBlock('Need to change something? Please write to us at', contactEmails),
    signOffBlock(businessName),
  ]);
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
