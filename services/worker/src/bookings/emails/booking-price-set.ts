import { formatDollars } from '@beauty/domain/pricing';
import { headerText, type RenderedEmail } from '../../pipeline/email-layout';
import { depositStatus } from './booking-confirmed';
import { type BookingDetailsEmailInput, bookingEmailWithCalendar } from './booking-details-email';
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

/** The details email's input without the policy: the price email does not repeat it. */
export type BookingPriceSetInput = Omit<BookingDetailsEmailInput, 'cancellationHours'>;

/**
 * To the customer when staff set her booking's final price: the appointment, the price that
 * replaces the estimate she booked with, the deposit (which follows the price until it is
 * received) and the balance, how to pay, the link, and the calendar file again (a REQUEST with the
 * same UID and the next SEQUENCE) so the appointment in her calendar shows the final amounts.
 */
export function renderBookingPriceSet(input: BookingPriceSetInput): RenderedEmail {
  const { booking, businessName, publicUrl, contactEmails, paymentHandles } = input;
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
      paragraphBlock([
        'The attached calendar file (.ics) updates the appointment in your calendar with the final price.',
      ]),
    ],
  });
  return bookingEmailWithCalendar(input, { subject, text, bodyHtml }, 'REQUEST');
}
