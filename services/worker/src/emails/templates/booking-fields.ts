import { peopleWords, planWords } from '@beauty/domain/booking-plan';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@beauty/domain/catalog';
import { buildCalendar } from '@beauty/domain/ics';
import { amountsOf, bookingReference, formatAppointment } from '@beauty/domain/payment-words';
import { formatDollars } from '@beauty/domain/pricing';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import type { BookingEmailRow, BookingLine } from '../../repositories/bookings';
import { choiceLabel } from './submission-fields';

/** Shared pieces of the booking emails (confirmation, staff notification, reminder). */

// Where and when to pay: the words the booking page uses too (packages/domain/payment-words).
export {
  amountsOf,
  bookingReference,
  formatAppointment,
  holdSentence,
  paymentInstructions,
} from '@beauty/domain/payment-words';

/** When a booking starts, as an instant and as the words the emails use. */
export function appointmentOf(booking: Pick<BookingEmailRow, 'eventDate' | 'eventTime'>) {
  const startsAt = appointmentStartsAt(booking.eventDate, booking.eventTime);
  return { startsAt, when: formatAppointment(startsAt) };
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
 * The booking's calendar file: one VEVENT, UID stable per booking, SEQUENCE raised by each change.
 * 'CANCEL' sends the same UID with STATUS:CANCELLED, so calendar apps remove the appointment.
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
  /** 'PUBLISH' (the default): the appointment to add or update; 'CANCEL': it is called off. */
  method?: CalendarMethod;
}): string {
  const { booking, businessName, publicUrl } = options;
  const method = options.method ?? 'PUBLISH';
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
          `Total: ${amounts.total}. ${amounts.depositLabel}: ${amounts.deposit}. Balance due on the day: ${amounts.balance}.`,
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
        start: plan.startsAt,
        end: plan.endsAt,
        summary: cancelled ? `Cancelled: ${summary}` : summary,
        location: booking.location,
        description,
        url: link,
        status: cancelled ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
        organizer: { name: businessName, email: options.organizerEmail },
      },
    ],
  });
}

export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** The Content-Type of a calendar file attachment; its method parameter matches METHOD inside. */
export const calendarContentType = (method: CalendarMethod) =>
  `text/calendar; charset=utf-8; method=${method}`;

export const CALENDAR_CONTENT_TYPE = calendarContentType('PUBLISH');
