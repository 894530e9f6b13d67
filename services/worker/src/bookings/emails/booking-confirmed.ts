import { formatDollars } from '@beauty/domain/pricing';
import { headerText, type RenderedEmail } from '../../pipeline/email-layout';
import type { BookingEmailRow } from '../bookings.repository';
import { type BookingDetailsEmailInput, renderBookingDetailsEmail } from './booking-details-email';
import { amountsOf, appointmentOf, stylistNames, totalLabel } from './booking-fields';

export type BookingConfirmedInput = BookingDetailsEmailInput;

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
 * when and where, who comes when (the stylists by name), the services and amounts, where the
 * deposit stands and how to pay it if it is still due, the link, and the calendar file again
 * (same UID, higher SEQUENCE, STATUS:CONFIRMED) so it replaces the tentative one. Once staff
 * set the final price (often in the same save: then this is the only email about it) it says
 * so up front, and the amounts, the balance and how to pay are the final ones.
 */
export function renderBookingConfirmed(input: BookingConfirmedInput): RenderedEmail {
  const { booking, businessName } = input;
  const { when } = appointmentOf(booking);
  const amounts = amountsOf(booking);
  return renderBookingDetailsEmail(input, {
    subject: headerText(`Your booking is confirmed: ${when}`),
    heading: 'Your booking is confirmed',
    intro: [
      `Good news: ${businessName} has confirmed your booking. We look forward to seeing you!`,
      ...(booking.priceSetAt
        ? [
            `The final price of your booking is ${formatDollars(booking.totalPriceCents)}. It replaces the estimate you booked with.`,
          ]
        : []),
    ],
    moreDetails: (() => {
      const names = stylistNames(booking) ?? booking.stylistName;
      const several = booking.plan.assignments.length > 1;
      return names ? [[several ? 'Your stylists' : 'Your stylist', names]] : [];
    })(),
    totals: [
      [totalLabel(booking), amounts.total],
      [amounts.depositLabel, amounts.deposit],
      ['Deposit status', depositStatus(booking)],
      ['Balance due on the day', amounts.balance],
    ],
    paymentHeading: booking.paymentStatus === 'unpaid' ? 'How to pay' : 'Payment',
    withNotes: false,
    calendarNote: booking.priceSetAt
      ? 'The attached calendar file (.ics) replaces the one we sent before, with the final price.'
      : 'The attached calendar file (.ics) replaces the one we sent before.',
  });
}
