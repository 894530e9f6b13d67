import type { PaymentMethod } from '@beauty/domain/catalog';
import { escapeHtml, layout, type RenderedEmail } from '../../pipeline/email-layout';
import { link } from '../../submissions/emails/submission-fields';
import type { BookingEmailRow } from '../bookings.repository';
import {
  appointmentRows,
  bookingLinkBlock,
  cancellationPolicyBlock,
  composeLetter,
  detailsBlock,
  greetingName,
  notesBlock,
  paragraphBlock,
  paymentBlock,
  planBlock,
  servicesBlock,
  totalsBlock,
} from './booking-email';
import {
  bookingCalendar,
  bookingReference,
  bookingUrl,
  type CalendarMethod,
  calendarContentType,
  paymentInstructions,
} from './booking-fields';

/**
 * The customer's emails with the whole booking ('booking received' and 'booking confirmed'),
 * built from the blocks of booking-email.ts, with the booking's calendar file attached.
 */

export interface BookingDetailsEmailInput {
  booking: BookingEmailRow;
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  paymentHandles: Readonly<Record<PaymentMethod, string>>;
  calendar: { uidDomain: string; sequence: number; generatedAt: Date };
  /** Business Settings' window for changes online; the default policy (48 hours) when absent. */
  cancellationHours?: number;
}

/** What sets one booking details email apart from another. */
export interface BookingDetailsEmailParts {
  /** The subject line, already through headerText. */
  subject: string;
  heading: string;
  /** The opening sentences, after the greeting. */
  intro: readonly string[];
  /** Details rows between the location and the reference. */
  moreDetails: ReadonlyArray<[string, string]>;
  totals: ReadonlyArray<[string, string]>;
  paymentHeading: string;
  /** Repeat the customer's notes. */
  withNotes: boolean;
  /** The sentence about the attached calendar file. */
  calendarNote: string;
}

/**
 * A customer email with the whole booking: greeting, details, services, amounts, how to pay,
 * the cancellation policy, the link, the attached calendar file (.ics) and the sign-off.
 */
export function renderBookingDetailsEmail(
  input: BookingDetailsEmailInput,
  parts: BookingDetailsEmailParts,
): RenderedEmail {
  const { booking, businessName, publicUrl } = input;
  const { subject } = parts;
  const reference = bookingReference(booking.id);
  const url = bookingUrl(publicUrl, booking.id);
  const { text, bodyHtml } = composeLetter({
    heading: parts.heading,
    name: greetingName(booking),
    contactEmails: input.contactEmails,
    businessName,
    body: [
      paragraphBlock(parts.intro),
      detailsBlock([...appointmentRows(booking), ...parts.moreDetails, ['Reference', reference]]),
      planBlock(booking),
      servicesBlock(booking),
      totalsBlock(booking, parts.totals),
      paymentBlock(parts.paymentHeading, paymentInstructions(booking, input.paymentHandles)),
      ...(parts.withNotes ? [notesBlock(booking)] : []),
      cancellationPolicyBlock(input.cancellationHours),
      bookingLinkBlock(url),
      paragraphBlock([parts.calendarNote]),
    ],
  });
  return bookingEmailWithCalendar(input, { subject, text, bodyHtml }, 'REQUEST');
}

/**
 * A customer email about one booking as sent: the body in the layout with the booking's link in
 * the footer, and the booking's calendar file attached (REQUEST adds or updates it, CANCEL removes it).
 */
export function bookingEmailWithCalendar(
  input: Pick<
    BookingDetailsEmailInput,
    'booking' | 'businessName' | 'publicUrl' | 'contactEmails' | 'calendar'
  >,
  body: { subject: string; text: string; bodyHtml: string },
  method: CalendarMethod,
): RenderedEmail {
  const { booking, businessName, publicUrl } = input;
  const { subject, text, bodyHtml } = body;
  const reference = bookingReference(booking.id);
  const url = bookingUrl(publicUrl, booking.id);
  const calendar = bookingCalendar({
    booking,
    businessName,
    uidDomain: input.calendar.uidDomain,
    organizerEmail: input.contactEmails[1],
    publicUrl,
    sequence: input.calendar.sequence,
    generatedAt: input.calendar.generatedAt,
    method,
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
      { filename: `booking-${reference}.ics`, contentType: calendarContentType(method), content: calendar },
    ],
  };
}
