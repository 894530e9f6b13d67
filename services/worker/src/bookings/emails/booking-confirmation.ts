import { bookingStateSentence } from '@beauty/domain/payment-words';
import { headerText, type RenderedEmail } from '../../pipeline/email-layout';
import { type BookingDetailsEmailInput, renderBookingDetailsEmail } from './booking-details-email';
import { amountsOf, appointmentOf, depositDue, depositDueBy, totalLabel } from './booking-fields';

export { CANCELLATION_POLICY } from './booking-email';

export interface BookingConfirmationInput extends BookingDetailsEmailInput {
  /** 'updated' after a reschedule: same booking, new date and time, a calendar file that replaces the first. */
  kind: 'new' | 'updated';
}

/**
 * To the customer: what was booked, when and where, who comes when, the total, the deposit (and
 * by when: the date is held until then) and how to pay it with the chosen method, the
 * balance due on the day, the 48-hour policy, the link to the booking, and the appointment as an
 * .ics file.
 */
export function renderBookingConfirmation(input: BookingConfirmationInput): RenderedEmail {
  const { booking, kind, businessName } = input;
  const { when } = appointmentOf(booking);
  const amounts = amountsOf(booking);
  return renderBookingDetailsEmail(input, {
    subject: headerText(kind === 'new' ? `Booking confirmation: ${when}` : `Booking updated: now ${when}`),
    heading: kind === 'new' ? 'Your appointment' : 'Your appointment has moved',
    intro: [
      kind === 'new'
        ? `Thank you for booking with ${businessName}. Here are the details of your appointment.`
        : `Your appointment has been moved to ${when}. Here are the updated details; the attached calendar file replaces the earlier one.`,
      bookingStateSentence(booking.status) ?? bookingStateSentence('pending')!,
    ],
    moreDetails: [
      ...(booking.bridesmaidCount
        ? [['Bridesmaids', String(booking.bridesmaidCount)] as [string, string]]
        : []),
      ...(booking.includeConsultation
        ? [['Free consultation', 'Included: we will contact you to schedule it'] as [string, string]]
        : []),
    ],
    totals: [
      [totalLabel(booking), amounts.total],
      // When it is due in the words of /book and the booking page (depositTerms): by the hold's
      // end while the request holds its date; no time at all when nothing is held.
      [amounts.depositLabel, depositAmountAndDue(booking, amounts.deposit)],
      ['Balance due on the day', amounts.balance],
    ],
    paymentHeading: 'How to pay',
    withNotes: true,
    calendarNote:
      'The appointment is attached as a calendar file (.ics), so you can add it to your calendar.',
  });
}

/** '$325, due by Tuesday, December 1, 2026 at 5:34 PM (Pacific Time), or the date is released'; '$325' when nothing is held. */
function depositAmountAndDue(booking: BookingConfirmationInput['booking'], deposit: string): string {
  // depositDueBy: the hold of a pending request whose deposit is due and unpaid, else null.
  const due = depositDue({ estimate: false, holdHours: null, dueBy: depositDueBy(booking) });
  return due ? `${deposit}, ${due}` : deposit;
}
