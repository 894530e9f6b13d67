import { CONSULTATION_MINUTES, consultationWindow } from '@beauty/domain/consultations';
import { buildCalendar } from '@beauty/domain/ics';
import {
  buttonBlock,
  composeBlocks,
  composeLetter,
  detailsBlock,
  headingBlock,
  paragraphBlock,
} from '../../bookings/emails/booking-email';
import {
  appointmentOf,
  bookingUrl,
  type CalendarMethod,
  calendarAttendee,
  calendarContentType,
  customerName,
  eventTypeLabel,
  formatAppointment,
  formatAppointmentInZone,
} from '../../bookings/emails/booking-fields';
import { escapeHtml, headerText, layout, type RenderedEmail } from '../../pipeline/email-layout';
import { firstName } from '../../submissions/emails/contact-acknowledgment';
import { link } from '../../submissions/emails/submission-fields';
import type { ConsultationEmailRow } from '../consultations.repository';

/**
 * The free consultation's emails: to the customer when staff set or move it (with its calendar
 * file) or call it off (a file that removes it), and to the team when she asks to move it.
 */

export interface CustomerEmailInput {
  consultation: ConsultationEmailRow;
  businessName: string;
  publicUrl: string;
  contactEmails: readonly [string, string];
  calendar: { uidDomain: string; sequence: number; generatedAt: Date };
  /**
   * How she asks for another time: from her dashboard (a booking's consultation), or by writing
   * to the studio (one asked for on the landing page: she may have no account).
   */
  askToMove?: 'dashboard' | 'write';
}

/**
 * The consultation's calendar file (iTIP, as bookingCalendar): UID stable per consultation, so a
 * move (REQUEST, a higher SEQUENCE) or a cancellation (CANCEL) replaces it.
 */
export function consultationCalendar(options: {
  consultation: ConsultationEmailRow;
  businessName: string;
  publicUrl: string;
  organizerEmail: string;
  uidDomain: string;
  sequence: number;
  generatedAt: Date;
  method: CalendarMethod;
}): string {
  const { consultation, businessName, publicUrl } = options;
  const { startsAt, endsAt } = consultationWindow(consultation.scheduledDate!, consultation.scheduledTime!);
  const cancelled = options.method === 'CANCEL';
  const summary = `${businessName} consultation`;
  const url = consultation.booking ? bookingUrl(publicUrl, consultation.booking.id) : `${publicUrl}/`;
  const description = [
    ...(cancelled ? ['This consultation has been cancelled.'] : []),
    `Your free consultation (${CONSULTATION_MINUTES} minutes) to talk through your look.`,
    ...(consultation.meetingNote?.trim() && !cancelled ? [consultation.meetingNote.trim()] : []),
    ...(consultation.booking
      ? [`For your ${eventTypeLabel(consultation.booking.eventType).toLowerCase()} booking: ${url}`]
      : []),
  ].join('\n');
  return buildCalendar({
    productId: `-//${businessName.replace(/\/\//g, '/')}//Bookings//EN`,
    method: options.method,
    events: [
      {
        uid: `consultation-${consultation.id}@${options.uidDomain}`,
        sequence: options.sequence,
        stamp: options.generatedAt,
        // Its time, how they meet or its cancellation: the row's last change.
        lastModified: consultation.updatedAt,
        start: startsAt,
        end: endsAt,
        summary: cancelled ? `Cancelled: ${summary}` : summary,
        description,
        url,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        organizer: { name: businessName, email: options.organizerEmail },
        attendees: [calendarAttendee(consultation.customer)],
      },
    ],
  });
}

const startOf = (consultation: ConsultationEmailRow) =>
  consultationWindow(consultation.scheduledDate!, consultation.scheduledTime!).startsAt;
/** The consultation's time as subjects and sentences say it, and with its zone, as the When rows do. */
const whenOf = (consultation: ConsultationEmailRow) => formatAppointment(startOf(consultation));
const whenInZoneOf = (consultation: ConsultationEmailRow) => formatAppointmentInZone(startOf(consultation));

function bookingRows(consultation: ConsultationEmailRow): Array<[string, string]> {
  if (!consultation.booking) return [];
  const { when } = appointmentOf(consultation.booking);
  return [['Your booking', `${eventTypeLabel(consultation.booking.eventType)}, ${when}`]];
}

function customerEmail(
  input: CustomerEmailInput,
  parts: { subject: string; heading: string; intro: string[]; method: CalendarMethod; calendarNote: string },
): RenderedEmail {
  const { consultation, businessName, publicUrl } = input;
  const cancelled = parts.method === 'CANCEL';
  const dashboard = `${publicUrl}/`;
  const { text, bodyHtml } = composeLetter({
    heading: parts.heading,
    name: firstName(consultation.customer.firstName ?? ''),
    contactEmails: input.contactEmails,
    businessName,
    body: [
      paragraphBlock(parts.intro),
      detailsBlock([
        ['When', whenInZoneOf(consultation)],
        ['Length', `${CONSULTATION_MINUTES} minutes`],
        ...(consultation.meetingNote?.trim() && !cancelled
          ? [['How we meet', consultation.meetingNote.trim()] as [string, string]]
          : []),
        ...bookingRows(consultation),
      ]),
      ...(cancelled
        ? []
        : input.askToMove === 'write'
          ? [
              paragraphBlock([
                `If this time does not suit you, write to us at ${input.contactEmails[0]} and we will find another.`,
              ]),
            ]
          : [
              paragraphBlock(['If this time does not suit you, you can ask to move it from your dashboard.']),
              buttonBlock(dashboard, 'Open your dashboard'),
            ]),
      paragraphBlock([parts.calendarNote]),
    ],
  });
  const calendar = consultationCalendar({
    consultation,
    businessName,
    publicUrl,
    organizerEmail: input.contactEmails[1],
    uidDomain: input.calendar.uidDomain,
    sequence: input.calendar.sequence,
    generatedAt: input.calendar.generatedAt,
    method: parts.method,
  });
  return {
    subject: parts.subject,
    text,
    html: layout({ businessName, title: parts.subject, bodyHtml }),
    attachments: [
      { filename: 'consultation.ics', contentType: calendarContentType(parts.method), content: calendar },
    ],
  };
}

/** To the customer: her consultation is set (sequence 0) or moved (a higher sequence), with the .ics. */
export function renderConsultationScheduled(input: CustomerEmailInput): RenderedEmail {
  const when = whenOf(input.consultation);
  const moved = input.calendar.sequence > 0;
  return customerEmail(input, {
    subject: headerText(moved ? `Your consultation has moved: now ${when}` : `Your consultation: ${when}`),
    heading: moved ? 'Your consultation has moved' : 'Your consultation is scheduled',
    intro: moved
      ? [`Your free consultation is now on ${when}.`, 'The attached calendar file replaces the earlier one.']
      : [`Your free consultation with ${input.businessName} is scheduled for ${when}.`],
    method: 'REQUEST',
    calendarNote:
      'The consultation is attached as a calendar file (.ics), so you can add it to your calendar.',
  });
}

/** To the customer: her scheduled consultation is called off; the .ics removes it from her calendar. */
export function renderConsultationCancelled(input: CustomerEmailInput): RenderedEmail {
  const when = whenOf(input.consultation);
  return customerEmail(input, {
    subject: headerText(`Your consultation on ${when} has been cancelled`),
    heading: 'Your consultation has been cancelled',
    intro: [`Your consultation on ${when} has been cancelled.`],
    method: 'CANCEL',
    calendarNote:
      'The attached calendar file (.ics) removes the consultation from your calendar, if you added it.',
  });
}

/** To the team: she asks to move her consultation; a reply goes to her (Reply-To). */
export function renderConsultationMoveRequest(input: {
  consultation: ConsultationEmailRow;
  businessName: string;
  /** The staff screen where consultations are scheduled. */
  staffUrl: string;
}): RenderedEmail {
  const { consultation, businessName, staffUrl } = input;
  const name = customerName(consultation.customer);
  const subject = headerText(`Consultation move requested: ${name}`);
  const rows: Array<[string, string]> = [
    ['Customer', name],
    ['Email', consultation.customer.email],
    ['Phone', consultation.customer.phone?.trim() || 'not given'],
    ...(consultation.scheduledDate && consultation.scheduledTime
      ? [['Now scheduled', whenInZoneOf(consultation)] as [string, string]]
      : []),
    ['Preferred times', consultation.movePreferredTimes ?? ''],
    ...(consultation.moveNote?.trim() ? [['Note', consultation.moveNote.trim()] as [string, string]] : []),
    ...(consultation.booking
      ? [
          [
            'Booking',
            `${eventTypeLabel(consultation.booking.eventType)}, ${appointmentOf(consultation.booking).when}`,
          ] as [string, string],
        ]
      : []),
  ];
  const { text, bodyHtml } = composeBlocks([
    headingBlock('Consultation move requested'),
    paragraphBlock([`${name} asks to move their free consultation. Reply to this email to answer them.`]),
    detailsBlock(rows),
    buttonBlock(staffUrl, 'Set a new time in the dashboard'),
  ]);
  return {
    subject,
    text: `Consultation move requested\n\n${text}`,
    html: layout({
      businessName,
      title: subject,
      bodyHtml,
      footerHtml: `${escapeHtml(businessName)} · ${link(staffUrl, 'Stylist Dashboard')}`,
    }),
  };
}
