import { bookingMessages } from '@beauty/domain/messages';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { escapeHtml, headerText, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { choiceLabel, detailRow, mailtoLink, textRow } from '../../submissions/emails/submission-fields';
import type { BookingEmailRow } from '../bookings.repository';
import { composeBlocks, detailsBlock, headingBlock, paragraphBlock, quotedNoteHtml } from './booking-email';
import {
  amountsOf,
  appointmentOf,
  areaText,
  bookingReference,
  customerName,
  eventTypeLabel,
  formatAppointment,
  formatAppointmentInZone,
  lineText,
  paymentMethodLabel,
  planLines,
  quotedSeparatelyNote,
  readyText,
  stylistNames,
  totalLabel,
} from './booking-fields';

/** What happened to the booking: the subject and the first line of the staff email follow it. */
export type BookingChange =
  | { kind: 'new' }
  | { kind: 'rescheduled'; from: { eventDate: string; eventTime: string } | null }
  /**
   * `by`: the staff member who cancelled it; null when the customer did. `holdExpired`: nobody
   * did, the deposit did not arrive in time and the date was released.
   */
  | { kind: 'cancelled'; by: string | null; holdExpired?: boolean };

export interface BookingStaffNotificationInput {
  booking: BookingEmailRow;
  change: BookingChange;
  businessName: string;
  /** The signed-in dashboard, where the team manages bookings. */
  dashboardUrl: string;
}

const NOT_GIVEN = 'not given';

/**
 * To the team: a new booking (everything needed to prepare and to match the deposit, and who
 * comes when), a rescheduled one (the new time, and the slot freed when known) or a cancelled
 * one (its slot is free again; or released when the deposit did not arrive in time).
 */
export function renderBookingStaffNotification({
  booking,
  change,
  businessName,
  dashboardUrl,
}: BookingStaffNotificationInput): RenderedEmail {
  const { when, whenInZone } = appointmentOf(booking);
  const name = customerName(booking.customer);
  const previousStart =
    change.kind === 'rescheduled' && change.from
      ? appointmentStartsAt(change.from.eventDate, change.from.eventTime)
      : null;
  const previous = previousStart ? formatAppointment(previousStart) : null;
  const { heading, subject, headline } = (() => {
    switch (change.kind) {
      case 'new':
        return {
          heading: 'New booking',
          subject: `New booking: ${name}, ${when}`,
          headline: `New booking request from ${name} for ${when}.`,
        };
      case 'rescheduled':
        return {
          heading: 'Booking rescheduled',
          subject: `Booking rescheduled: ${name}, now ${when}`,
          headline: previous
            ? `${name} moved their booking from ${previous} to ${when}. The ${previous} slot is free again.`
            : `${name} moved their booking to ${when}.`,
        };
      case 'cancelled':
        if (change.holdExpired)
          return {
            heading: 'Booking released',
            subject: `Booking released: ${name}, ${when}`,
            headline: `${name}'s booking request for ${when} was not confirmed. ${bookingMessages.holdReleased} The stylists' time is free again.`,
          };
        return {
          heading: 'Booking cancelled',
          subject: `Booking cancelled: ${name}, ${when}`,
          headline: change.by
            ? `${change.by} cancelled ${name}'s booking for ${when}. The slot is free again.`
            : `${name} cancelled their booking for ${when}. The slot is free again.`,
        };
    }
  })();
  const amounts = amountsOf(booking);
  const quoted = quotedSeparatelyNote(booking.lines);
  const payment = paymentMethodLabel(booking.paymentMethod);
  const area = areaText(booking);
  const rows: Array<[string, string]> = [
    ['Customer', name],
    ['Email', booking.customer.email],
    ['Phone', booking.customer.phone?.trim() || NOT_GIVEN],
    // The zone as the customer's emails state it (appointmentOf).
    ['When', whenInZone],
    ['Everyone ready', readyText(booking)],
    ...(previousStart ? [['Previously', formatAppointmentInZone(previousStart)] as [string, string]] : []),
    ['Event', eventTypeLabel(booking.eventType)],
    ['Location', booking.location?.trim() || NOT_GIVEN],
    ['Area', area ?? NOT_GIVEN],
    ['People styled', String(booking.partySize)],
    ['Stylists', stylistNames(booking) ?? 'not assigned yet'],
    ...(booking.bridesmaidCount
      ? [['Bridesmaids', String(booking.bridesmaidCount)] as [string, string]]
      : []),
    ['Free consultation', booking.includeConsultation ? 'requested' : 'no'],
    [
      'Payment method',
      payment ? `${payment}, ${booking.paymentHandle?.trim() || 'no handle given'}` : NOT_GIVEN,
    ],
    [totalLabel(booking), amounts.total],
    [amounts.depositLabel, amounts.deposit],
    ['Balance due on the day', amounts.balance],
    ['Payment status', choiceLabel(booking.paymentStatus.replace(/_/g, ' ')) ?? booking.paymentStatus],
    ...(booking.status === 'pending' && booking.holdExpiresAt
      ? [['Date held until', formatAppointmentInZone(booking.holdExpiresAt)] as [string, string]]
      : []),
    ['Status', choiceLabel(booking.status) ?? booking.status],
    ['Reference', bookingReference(booking.id)],
  ];
  const notes = booking.specialNotes?.trim() || NOT_GIVEN;
  const services = booking.lines.map(lineText);
  const plan = planLines(booking, { forStaff: true });
  const planNote = plan.length
    ? null
    : "Nobody holds this booking's time yet: assign a stylist in the dashboard.";

  const { text, bodyHtml } = composeBlocks([
    headingBlock(heading),
    paragraphBlock([headline]),
    detailsBlock(rows, (label, value) =>
      label === 'Email' ? detailRow(label, mailtoLink(value)) : textRow(label, value),
    ),
    {
      text: ['Services', ...services.map((line) => `- ${line}`), ...(quoted ? [quoted] : [])],
      html: [
        `<p style="${styles.paragraph}"><strong>Services</strong></p>`,
        `<ul style="margin:0 0 20px;padding-left:20px;${styles.value}">\n${services.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>`,
        quotedNoteHtml(quoted),
      ],
    },
    {
      text: ['Who comes when', ...plan.map((line) => `- ${line}`), ...(planNote ? [planNote] : [])],
      html: [
        `<p style="${styles.paragraph}"><strong>Who comes when</strong></p>`,
        plan.length
          ? `<ul style="margin:0 0 20px;padding-left:20px;${styles.value}">\n${plan.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>`
          : `<p style="${styles.paragraph}">${escapeHtml(planNote ?? '')}</p>`,
      ],
    },
    detailsBlock([['Notes', notes]]),
    {
      text: [`Manage bookings in the dashboard: ${dashboardUrl}`],
      html: [
        `<p style="margin:24px 0 0"><a href="${escapeHtml(dashboardUrl)}" style="${styles.button}">Open the dashboard</a></p>`,
      ],
    },
  ]);

  return {
    subject: headerText(subject),
    text,
    html: layout({ businessName, title: headerText(subject), bodyHtml }),
  };
}
