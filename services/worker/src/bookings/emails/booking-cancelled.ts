import { bookingMessages } from '@beauty/domain/messages';
import { BUSINESS_TIME_ZONE } from '@beauty/domain/slots';
import { headerText, type RenderedEmail } from '../../pipeline/email-layout';
import type { BookingCancellation, BookingEmailRow } from '../bookings.repository';
import { bookingEmailWithCalendar } from './booking-details-email';
import {
  buttonBlock,
  composeLetter,
  detailsBlock,
  greetingName,
  paragraphBlock,
  paymentBlock,
  quotedBlock,
  servicesBlock,
} from './booking-email';
import { amountsOf, appointmentOf, bookingReference, eventTypeLabel } from './booking-fields';

export interface BookingCancelledInput {
  booking: BookingEmailRow;
  cancelledBy: BookingCancellation['cancelledBy'];
  /** Nobody cancelled it: the deposit did not arrive in time and the date was released. */
  holdExpired?: boolean;
  /**
   * Until when the free consultation that came with the booking can be used again (it was given
   * back with the cancellation and the offer is still open); null otherwise, and nothing is said.
   */
  freeConsultationUntil: Date | null;
  /** What the studio wrote to her when it cancelled (quoted under the first sentences). */
  note?: string | null;
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  /** The calendar file's SEQUENCE must be higher than every earlier file's, or apps ignore it. */
  calendar: { uidDomain: string; sequence: number; generatedAt: Date };
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The booking form, to book again. */
export const bookAgainUrl = (publicUrl: string) => `${publicUrl}/book`;

/**
 * What becomes of money paid for the booking. No refund rule exists, so none is promised: a
 * deposit or payment received (or possibly sent) is followed up by the team in person.
 */
export function cancelledPaymentLines(
  booking: Pick<BookingEmailRow, 'paymentStatus' | 'depositCents' | 'totalPriceCents'>,
): string[] {
  const { deposit } = amountsOf(booking);
  switch (booking.paymentStatus) {
    case 'deposit_received':
      return [`We received your ${deposit} deposit for this booking: we will be in touch with you about it.`];
    case 'completed':
      return ['You paid for this booking in full: we will be in touch with you about it.'];
    case 'refunded':
      return ['Your payment for this booking has been refunded.'];
    default:
      return [
        ...(booking.depositCents > 0
          ? [`If you have already sent the ${deposit} deposit, we will be in touch with you about it.`]
          : []),
        'Please do not send any payment for this booking.',
      ];
  }
}

/** The first sentences: who cancelled, in plain words, when known; or that the hold ran out. */
function introOf(
  cancelledBy: BookingCancelledInput['cancelledBy'],
  holdExpired: boolean,
  when: string,
): string[] {
  if (holdExpired)
    return [`We held ${when} for you while we waited for your deposit.`, bookingMessages.holdReleased];
  switch (cancelledBy) {
    case 'customer':
      return [`This email confirms that you cancelled your appointment on ${when}.`];
    case 'studio':
      return [
        `We have cancelled your appointment on ${when}.`,
        'If you did not ask for this, we are sorry: please write to us and we will help you find another date.',
      ];
    default:
      return [`Your appointment on ${when} has been cancelled.`];
  }
}

/** The way back to the booking form: a line of text, a button in the HTML. */
/**
 * To the customer when a booking is cancelled (by them online, by the studio, or released
 * because its deposit did not arrive while its date was held): which appointment, who
 * cancelled it or why, the services, what happens with money paid, the free consultation
 * given back (when it was), the way to book again, whom to write to, and a
 * calendar file (METHOD:CANCEL, same UID, higher SEQUENCE, STATUS:CANCELLED) that removes the
 * appointment from the customer's calendar.
 */
export function renderBookingCancelled(input: BookingCancelledInput): RenderedEmail {
  const { booking, businessName, publicUrl, cancelledBy } = input;
  const holdExpired = Boolean(input.holdExpired);
  const { when, whenInZone } = appointmentOf(booking);
  const subject = headerText(
    holdExpired
      ? `Your appointment on ${when} has been cancelled: the date was released`
      : `Your appointment on ${when} has been cancelled`,
  );
  const reference = bookingReference(booking.id);
  const location = booking.location?.trim();
  const { text, bodyHtml } = composeLetter({
    heading: holdExpired ? 'Your date has been released' : 'Your appointment has been cancelled',
    name: greetingName(booking),
    contactEmails: input.contactEmails,
    businessName,
    body: [
      paragraphBlock(introOf(cancelledBy, holdExpired, when)),
      quotedBlock('A note from us', cancelledBy === 'studio' ? input.note : null),
      detailsBlock([
        ['When', whenInZone],
        ['Event', eventTypeLabel(booking.eventType)],
        ...(location ? [['Location', location] as [string, string]] : []),
        ...(holdExpired
          ? [['Reason', 'Deposit not received in time'] as [string, string]]
          : cancelledBy
            ? [['Cancelled by', cancelledBy === 'customer' ? 'You' : businessName] as [string, string]]
            : []),
        ['Reference', reference],
      ]),
      servicesBlock(booking),
      paymentBlock('Payment', cancelledPaymentLines(booking)),
      ...(input.freeConsultationUntil
        ? [
            paragraphBlock([
              `The free consultation that came with this booking is yours to use again: you can include it in a new booking until ${dayFormat.format(input.freeConsultationUntil)}.`,
            ]),
          ]
        : []),
      paragraphBlock(['We would love to see you another time.']),
      buttonBlock(bookAgainUrl(publicUrl), 'Book a new appointment'),
      paragraphBlock([
        'The attached calendar file (.ics) removes the appointment from your calendar, if you added it.',
      ]),
    ],
  });
  return bookingEmailWithCalendar(input, { subject, text, bodyHtml }, 'CANCEL');
}
