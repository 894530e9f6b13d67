import { peopleWords, planWords } from '@beauty/domain/booking-plan';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@beauty/domain/catalog';
import { buildCalendar, type CalendarAttendee, type CalendarMethod } from '@beauty/domain/ics';
import {
  amountsOf,
  bookingReference,
  formatAppointment,
  formatAppointmentInZone,
} from '@beauty/domain/payment-words';
import { formatDollars } from '@beauty/domain/pricing';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { choiceLabel } from '../../submissions/emails/submission-fields';
import type { BookingEmailRow, BookingLine } from '../bookings.repository';

/** Shared pieces of the booking emails (confirmation, staff notification, reminder). */

// Where and when to pay: the words the booking page uses too (packages/domain/payment-words).
export {
  amountsOf,
  bookingReference,
  depositDue,
  depositDueBy,
  formatAppointment,
  formatAppointmentInZone,
  holdSentence,
  paymentInstructions,
} from '@beauty/domain/payment-words';

/**
 * When a booking starts, as an instant and as the words the emails use: `when` in sentences and
 * subjects, `whenInZone` (with '(Pacific Time)') in the When row of the customer's and the team's emails.
 */
export function appointmentOf(booking: Pick<BookingEmailRow, 'eventDate' | 'eventTime'>) {
  const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
  return { startsAt, when: formatAppointment(startsAt), whenInZone: formatAppointmentInZone(startsAt) };
}

export function bookingUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/bookings/${bookingId}`;
}

export function customerName(customer: BookingEmailRow['customer']): string {
  return [customer.firstName, customer.lastName].filter((part) => part?.trim()).join(' ') || customer.email;
}

/** 'date-night' -> 'Date night'; no event type -> 'Service Booking' (as the dashboard shows it). */
export function eventTypeLabel(eventType: string | null): string {
  return choiceLabel(eventType) ?? 'Service Booking';
}

/** Where the stylists go and what the trip costs: 'Graham, travel fee $30'; null for a booking made before areas. */
export function areaText(
  booking: Pick<BookingEmailRow, 'serviceAreaName' | 'travelFeeCents' | 'travelQuoted'>,
): string | null {
  if (!booking.serviceAreaName) return null;
  const fee = booking.travelQuoted
    ? 'travel fee quoted separately'
    : booking.travelFeeCents > 0
      ? `travel fee ${formatDollars(booking.travelFeeCents)}`
      : 'no travel fee';
  return `${booking.serviceAreaName}, ${fee}`;
}

/** 'at 12:30 PM' (when styling ends) or 'by 2:00 PM' (the time the customer gave). */
export function readyText(booking: Pick<BookingEmailRow, 'plan' | 'timeMode' | 'readyBy'>): string {
  return planWords(booking).ready;
}

/**
 * Who comes, one line per stylist (the lead first): her name, her styling hours and whom she
 * styles when: 'Avery Stone: 8:00 AM – 12:30 PM (Bride at 8:00 AM, Bridesmaid 1 at 10:30 AM)'.
 * `forStaff` adds the role and the time held with travel and buffer. Empty while nobody holds the time.
 */
export function planLines(
  booking: Pick<BookingEmailRow, 'plan' | 'timeMode' | 'readyBy'>,
  options: { forStaff?: boolean } = {},
): string[] {
  const words = planWords(booking);
  if (!words.staffed) return [];
  return words.stylists.map((stylist) => {
    const role = options.forStaff ? ` (${stylist.role})` : '';
    const held = options.forStaff && stylist.held ? `, held ${stylist.held} with travel and buffer` : '';
    return `${stylist.name}${role}: ${stylist.styling}${held} (${peopleWords(stylist.people)})`;
  });
}

/** The stylists' names, the lead first: 'Avery Stone and Jamie Lee'; null while nobody is assigned. */
export function stylistNames(booking: Pick<BookingEmailRow, 'plan' | 'timeMode' | 'readyBy'>): string | null {
  const names = planWords(booking).stylists.map((stylist) => stylist.name);
  if (names.length === 0) return null;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function paymentMethodLabel(method: string | null): string | null {
  return method && Object.hasOwn(PAYMENT_METHOD_LABELS, method)
    ? PAYMENT_METHOD_LABELS[method as PaymentMethod]
    : null;
}

/** '$400', or 'quoted separately' for a custom-priced add-on (travel). */
export function linePrice(line: BookingLine): string {
  return line.custom ? 'quoted separately' : formatDollars(line.priceMinCents);
}

/** 'Bride Only Package: $400', 'Travel Fee: quoted separately'. */
export function lineText(line: BookingLine): string {
  return `${line.label}: ${linePrice(line)}`;
}

/** The sentence after the totals when some line has no price yet. */
export function quotedSeparatelyNote(lines: readonly BookingLine[]): string | null {
  const custom = lines.filter((line) => line.custom).map((line) => line.label);
  return custom.length ? `${custom.join(', ')}: quoted separately, not included in the total.` : null;
}

/**
 * The customer as the calendar file's ATTENDEE. PARTSTAT=ACCEPTED: she asked for the
 * appointment herself, so her answer is known. RSVP=FALSE: the business expects no reply (a
 * change goes through the booking page, not an iTIP REPLY to the bookings mailbox), so Outlook
 * and Apple Mail add the appointment without sending a response, and Gmail adds it as it does
 * every invitation addressed to the recipient.
 */
export function calendarAttendee(customer: BookingEmailRow['customer']): CalendarAttendee {
  const name = [customer.firstName, customer.lastName].filter((part) => part?.trim()).join(' ');
  return {
    name: name || null,
    email: customer.email,
    role: 'REQ-PARTICIPANT',
    partstat: 'ACCEPTED',
    rsvp: false,
  };
}

/**
 * The booking's calendar file, an iTIP message (RFC 5546): one VEVENT, UID stable per booking,
 * SEQUENCE raised by each change, LAST-MODIFIED the booking's own last change (DTSTAMP is when
 * the file was written), the business as ORGANIZER and the customer as ATTENDEE.
 * 'REQUEST' (the default) adds or updates the appointment; 'CANCEL' sends the same UID with
 * STATUS:CANCELLED and a higher SEQUENCE, so calendar apps remove it.
 */
export function bookingCalendar(options: {
  booking: BookingEmailRow;
  businessName: string;
  /** The domain of the UID: booking-<id>@<domain>. */
  uidDomain: string;
  organizerEmail: string;
  publicUrl: string;
  sequence: number;
  generatedAt: Date;
  method?: CalendarMethod;
}): string {
  const { booking, businessName, publicUrl } = options;
  const method = options.method ?? 'REQUEST';
  const cancelled = method === 'CANCEL';
  // From the first stylist's start to the last one done: the whole appointment, every stylist's part in it.
  const plan = planWords(booking);
  const services = booking.lines.map((line) => line.label).join(', ');
  const amounts = amountsOf(booking);
  const link = bookingUrl(publicUrl, booking.id);
  const area = areaText(booking);
  const stylists = planLines(booking);
  const description = [
    ...(cancelled ? ['This appointment has been cancelled.'] : []),
    `Services: ${services}`,
    ...(area ? [`Area: ${area}`] : []),
    ...(cancelled
      ? []
      : [
          ...(stylists.length ? ['Who comes:', ...stylists] : []),
          `Everyone is ready ${plan.ready}.`,
          // 'Final price' once staff set it: the file sent with the price replaces the estimate's.
          `${totalLabel(booking)}: ${amounts.total}. ${amounts.depositLabel}: ${amounts.deposit}. Balance due on the day: ${amounts.balance}.`,
        ]),
    `Booking ${bookingReference(booking.id)}: ${link}`,
  ].join('\n');
  const summary = `${businessName} appointment${booking.eventType ? ` (${eventTypeLabel(booking.eventType)})` : ''}`;
  return buildCalendar({
    productId: `-//${businessName.replace(/\/\//g, '/')}//Bookings//EN`,
    method,
    events: [
      {
        uid: `booking-${booking.id}@${options.uidDomain}`,
        sequence: options.sequence,
        stamp: options.generatedAt,
        // What the file says is the row as read for this email: it last changed when the row did.
        lastModified: booking.updatedAt,
        start: plan.startsAt,
        end: plan.endsAt,
        summary: cancelled ? `Cancelled: ${summary}` : summary,
        location: booking.location,
        description,
        url: link,
        status: cancelled ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
        organizer: { name: businessName, email: options.organizerEmail },
        attendees: [calendarAttendee(booking.customer)],
      },
    ],
  });
}

export type { CalendarMethod } from '@beauty/domain/ics';

/**
 * The Content-Type of a calendar file; its method parameter matches METHOD inside. The mailer
 * sends such a file as the message's text/calendar alternative part (and as an .ics attachment).
 */
export const calendarContentType = (method: CalendarMethod) =>
  `text/calendar; charset=utf-8; method=${method}`;

/** The total's label: 'Final price' once staff set it, else 'Total' (the estimate as booked). */
export function totalLabel(booking: Pick<BookingEmailRow, 'priceSetAt'>): string {
  return booking.priceSetAt ? 'Final price' : 'Total';
}
