import { formatDollars } from '@beauty/domain/pricing';
import { headerText, layout, type RenderedEmail } from '../../pipeline/email-layout';
import { depositStatus } from './booking-confirmed';
import {
  appointmentRows,
  bookingLinkBlock,
  composeLetter,
  detailsBlock,
  greetingName,
  paragraphBlock,
  paymentBlock,
} from './booking-email';
import { amountsOf, appointmentOf, bookingUrl, paymentInstructions } from './booking-fields';
import type { BookingReminderInput } from './booking-reminder';

/**
 * To the customer when staff set her booking's final price: the appointment, the price that
 * replaces the estimate she booked with, the deposit (which follows the price until it is
 * received) and the balance, how to pay, and the link. No calendar file: the appointment itself
 * has not changed.
 */
export function renderBookingPriceSet({
  booking,
  businessName,
  publicUrl,
  contactEmails,
  paymentHandles,
}: BookingReminderInput): RenderedEmail {
  const { when } = appointmentOf(booking);
  const amounts = amountsOf(booking);
  const subject = headerText(`The final price of your appointment on ${when}`);
  const { text, bodyHtml } = composeLetter({
    heading: 'Your final price',
    name: greetingName(booking),
    contactPrompt: 'Questions about the price? Please write to us at',
    contactEmails,
    businessName,
    body: [
      paragraphBlock([
        `${businessName} has set the final price of your booking: ${formatDollars(booking.totalPriceCents)}. It replaces the estimate you booked with.`,
      ]),
      detailsBlock([
        ...appointmentRows(booking),
        ['Final price', amounts.total],
        [amounts.depositLabel, amounts.deposit],
        ['Deposit status', depositStatus(booking)],
        ['Balance due on the day', amounts.balance],
      ]),
      paymentBlock(
        booking.paymentStatus === 'unpaid' ? 'How to pay' : 'Payment',
        paymentInstructions(booking, paymentHandles),
      ),
      bookingLinkBlock(bookingUrl(publicUrl, booking.id)),
    ],
  });
  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
