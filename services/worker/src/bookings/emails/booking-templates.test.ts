import type { BookingEmailRow } from '../bookings.repository';
import { CANCELLATION_POLICY, renderBookingConfirmation } from './booking-confirmation';
import { brideOnlyBooking, business, paymentHandles, unfold } from './booking-email.fixture';
import { amountsOf, bookingReference, formatAppointment, paymentInstructions } from './booking-fields';
import { renderBookingReminder } from './booking-reminder';
import { renderBookingStaffNotification } from './booking-staff-notification';

/** Chloe's wedding again, now with four bridesmaids, three stylists and an area quoted by the studio. */
const bridal = brideOnlyBooking({
  status: 'pending',
  bridalPackage: 'bride-plus-party',
  serviceAreaName: 'Other (quoted)',
  travelQuoted: true,
  partySize: 5,
  // Three stylists from 10:00: the lead styles the bride, then a bridesmaid; everyone is ready at 2:30 PM.
  plan: {
    staffed: true,
    startsAt: '2026-12-05T18:00:00.000Z',
    readyAt: '2026-12-05T22:30:00.000Z',
    assignments: [
      {
        stylistId: '9d1f0c3e-2222-4aaa-8bbb-0123456789ab',
        stylistName: 'Jamie Lee',
        role: 'assist',
        serviceStart: '2026-12-05T18:00:00.000Z',
        serviceEnd: '2026-12-05T22:00:00.000Z',
        heldFrom: '2026-12-05T17:45:00.000Z',
        heldUntil: '2026-12-05T22:45:00.000Z',
        members: [
          { label: 'Bridesmaid 3', minutes: 120, startsAt: '2026-12-05T20:00:00.000Z' },
          { label: 'Bridesmaid 2', minutes: 120, startsAt: '2026-12-05T18:00:00.000Z' },
        ],
      },
      {
        stylistId: '5b1f0c3e-1111-4aaa-8bbb-0123456789ab',
        stylistName: 'Avery Stone',
        role: 'lead',
        serviceStart: '2026-12-05T18:00:00.000Z',
        serviceEnd: '2026-12-05T22:30:00.000Z',
        heldFrom: '2026-12-05T17:45:00.000Z',
        heldUntil: '2026-12-05T23:15:00.000Z',
        members: [
          { label: 'Bride', minutes: 150, startsAt: '2026-12-05T18:00:00.000Z' },
          { label: 'Bridesmaid 1', minutes: 120, startsAt: '2026-12-05T20:30:00.000Z' },
        ],
      },
      {
        stylistId: '3c1f0c3e-3333-4aaa-8bbb-0123456789ab',
        stylistName: 'Maya Cruz',
        role: 'assist',
        serviceStart: '2026-12-05T18:00:00.000Z',
        serviceEnd: '2026-12-05T20:00:00.000Z',
        heldFrom: '2026-12-05T17:45:00.000Z',
        heldUntil: '2026-12-05T20:45:00.000Z',
        members: [{ label: 'Bridesmaid 4', minutes: 120, startsAt: '2026-12-05T18:00:00.000Z' }],
      },
    ],
  },
  specialNotes: 'Ceremony at 2pm & photos at noon\n<b>no glitter</b>',
  bridesmaidCount: 4,
  includeConsultation: true,
  paymentMethod: 'cashapp',
  paymentHandle: '$chloe<b>',
  totalPriceCents: 127_000,
  depositCents: 63_500,
  customer: { firstName: 'Chloe', lastName: 'Bennett', email: 'chloe@example.com', phone: '253-555-0199' },
  lines: [
    { label: 'Full Bridal Party', priceMinCents: 120_000, custom: false },
    { label: 'Travel (quoted)', priceMinCents: 0, custom: true },
    { label: 'Premium hair accessories', priceMinCents: 5_000, custom: false },
    { label: 'False Lashes', priceMinCents: 2_000, custom: false },
  ],
});

const makeupAndHair: BookingEmailRow = {
  ...bridal,
  id: '7a1c3e5d-2222-4bbb-8ccc-0123456789ab',
  bridalPackage: null,
  makeupService: 'better',
  hairService: 'styled',
  eventDate: '2027-03-15',
  eventTime: '09:00',
  eventType: 'date-night',
  location: null,
  serviceAreaName: 'Graham',
  travelFeeCents: 3_000,
  travelQuoted: false,
  partySize: 1,
  // Nobody holds its time yet (a booking from before stylists' time): styling 9:00 to 11:00.
  plan: {
    staffed: false,
    startsAt: '2027-03-15T16:00:00.000Z',
    readyAt: '2027-03-15T18:00:00.000Z',
    assignments: [],
  },
  specialNotes: null,
  bridesmaidCount: null,
  includeConsultation: false,
  paymentMethod: 'venmo',
  paymentHandle: '@chloe-b',
  totalPriceCents: 20_000,
  depositCents: 6_000,
  lines: [
    { label: 'Makeup: Better', priceMinCents: 10_000, custom: false },
    { label: 'Hair: Styled Half-Up', priceMinCents: 10_000, custom: false },
  ],
};

/** The booking moved by `hours`, its plan with it (what a reschedule does). */
function movedTo(
  booking: BookingEmailRow,
  eventDate: string,
  eventTime: string,
  hours: number,
): BookingEmailRow {
  const shift = (iso: string) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
  const { plan } = booking;
  return {
    ...booking,
    eventDate,
    eventTime,
    plan: {
      ...plan,
      startsAt: shift(plan.startsAt),
      readyAt: shift(plan.readyAt),
      assignments: plan.assignments.map((a) => ({
        ...a,
        serviceStart: shift(a.serviceStart),
        serviceEnd: shift(a.serviceEnd),
        heldFrom: shift(a.heldFrom),
        heldUntil: shift(a.heldUntil),
        members: a.members.map((m) => ({ ...m, startsAt: shift(m.startsAt) })),
      })),
    },
  };
}

const base = { ...business, paymentHandles };
const calendar = {
  uidDomain: 'bridalbeauty.example',
  sequence: 0,
  generatedAt: new Date('2026-11-22T08:00:00Z'),
};

describe('booking fields', () => {
  it('formats the appointment in the business time zone, on either side of a DST change', () => {
    expect(formatAppointment(new Date('2026-12-05T18:00:00Z'))).toBe(
      'Saturday, December 5, 2026 at 10:00 AM',
    );
    expect(formatAppointment(new Date('2027-03-13T17:00:00Z'))).toBe('Saturday, March 13, 2027 at 9:00 AM');
    expect(formatAppointment(new Date('2027-03-15T16:00:00Z'))).toBe('Monday, March 15, 2027 at 9:00 AM');
    expect(formatAppointment(new Date('2026-12-05T23:00:00Z'))).toBe('Saturday, December 5, 2026 at 3:00 PM');
  });

  it('shows the stored amounts and the deposit share', () => {
    expect(amountsOf(bridal)).toMatchObject({
      total: '$1,270',
      deposit: '$635',
      balance: '$635',
      depositLabel: 'Deposit (50%)',
    });
    expect(amountsOf(makeupAndHair)).toMatchObject({
      total: '$200',
      deposit: '$60',
      balance: '$140',
      depositLabel: 'Deposit (30%)',
    });
    expect(amountsOf({ totalPriceCents: 0, depositCents: 0 }).depositLabel).toBe('Deposit');
  });

  it('tells how to pay the deposit with each method, to the business handle, naming the customer handle', () => {
    expect(bookingReference(bridal.id)).toBe('0F8B8F4E');
    expect(paymentInstructions(bridal, paymentHandles)).toEqual([
      'To secure your appointment, please send the $635 deposit with Cash App to $BridalBeautySS, with "Booking 0F8B8F4E" in the note.',
      'We will match it to your Cash App account $chloe<b>.',
      'The balance of $635 is due on the day of your appointment (Saturday, December 5, 2026), with Cash App to $BridalBeautySS.',
    ]);
    expect(paymentInstructions(makeupAndHair, paymentHandles).join(' ')).toContain(
      'send the $60 deposit with Venmo to @BridalBeautySS',
    );
    const applePay = paymentInstructions(
      { ...bridal, paymentMethod: 'applepay', paymentHandle: 'c@icloud.com' },
      paymentHandles,
    );
    expect(applePay[0]).toContain(
      'with Apple Pay (Apple Cash, in Messages or Wallet) to bookings@bridalbeauty.example',
    );
    expect(applePay[1]).toBe('We will match it to your Apple Pay account c@icloud.com.');
  });

  it('thanks for a deposit already paid and asks for nothing once paid in full', () => {
    expect(paymentInstructions({ ...bridal, paymentStatus: 'deposit_received' }, paymentHandles)).toEqual([
      'We have received your $635 deposit. Thank you!',
      'The balance of $635 is due on the day of your appointment (Saturday, December 5, 2026), with Cash App to $BridalBeautySS.',
    ]);
    expect(paymentInstructions({ ...bridal, paymentStatus: 'completed' }, paymentHandles)).toEqual([
      'Your booking is paid in full. Thank you!',
    ]);
    expect(paymentInstructions({ ...bridal, paymentMethod: null }, paymentHandles)[0]).toBe(
      'We will contact you about paying the $635 deposit.',
    );
  });
});

describe('booking confirmation', () => {
  const email = renderBookingConfirmation({ ...base, booking: bridal, kind: 'new', calendar });

  it('names the date and time in the subject', () => {
    expect(email.subject).toBe('Booking confirmation: Saturday, December 5, 2026 at 10:00 AM');
  });

  it('lists services, date and time, event, location, amounts, payment, policy and the link', () => {
    for (const line of [
      'Hi Chloe,',
      'When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)',
      'Event: Wedding',
      'Location: 12 Elm St, Puyallup <WA>',
      'Bridesmaids: 4',
      'Free consultation: Included: we will contact you to schedule it',
      '- Full Bridal Party: $1,200',
      '- Travel (quoted): quoted separately',
      '- Premium hair accessories: $50',
      '- False Lashes: $20',
      'Total: $1,270',
      'Deposit (50%) due now: $635',
      'Balance due on the day: $635',
      'Travel (quoted): quoted separately, not included in the total.',
      'send the $635 deposit with Cash App to $BridalBeautySS',
      'We will match it to your Cash App account $chloe<b>.',
      CANCELLATION_POLICY,
      'View your booking: http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
      'Ceremony at 2pm & photos at noon',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(CANCELLATION_POLICY).toContain('48 hours');
    expect(email.html).toContain(
      'href="http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10"',
    );
  });

  it('escapes what the customer typed in the HTML', () => {
    for (const raw of ['<WA>', '<b>no glitter', '$chloe<b>']) expect(email.html).not.toContain(raw);
    expect(email.html).toContain('12 Elm St, Puyallup &lt;WA&gt;');
    expect(email.html).toContain('&lt;b&gt;no glitter&lt;/b&gt;');
    expect(email.html).toContain('$chloe&lt;b&gt;');
  });

  it('attaches the appointment as an iTIP REQUEST, UTC times, UID stable per booking, business and customer named', () => {
    expect(email.attachments).toHaveLength(1);
    const [file] = email.attachments!;
    expect(file!.filename).toBe('booking-0F8B8F4E.ics');
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = unfold(file!.content);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics).toContain(
      '\r\nORGANIZER;CN=Bridal Beauty South Sound:mailto:bookings@bridalbeauty.example\r\n',
    );
    expect(ics).toContain(
      '\r\nATTENDEE;CN=Chloe Bennett;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:chloe@example.com\r\n',
    );
    expect(ics).toContain('\r\nUID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example\r\n');
    expect(ics).toContain('\r\nSEQUENCE:0\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261122T080000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261205T180000Z\r\n');
    // From the first stylist's start to the last one done: everyone is ready at 2:30 PM.
    expect(ics).toContain('\r\nDTEND:20261205T223000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Bridal Beauty South Sound appointment (Wedding)\r\n');
    expect(ics).toContain('\r\nLOCATION:12 Elm St\\, Puyallup <WA>\r\n');
    expect(ics).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(ics).toContain('Total: $1\\,270. Deposit (50%): $635. Balance due on the day: $635.');
  });

  it('after a reschedule: says so, and the calendar file has the same UID with a higher SEQUENCE', () => {
    const updated = renderBookingConfirmation({
      ...base,
      booking: { ...movedTo(bridal, '2026-12-12', '13:00', 7 * 24 + 3), status: 'confirmed' },
      kind: 'updated',
      calendar: { ...calendar, sequence: 1 },
    });
    expect(updated.subject).toBe('Booking updated: now Saturday, December 12, 2026 at 1:00 PM');
    expect(updated.text).toContain(
      'Your appointment has been moved to Saturday, December 12, 2026 at 1:00 PM.',
    );
    expect(updated.text).toContain('Your appointment is confirmed.');
    const ics = unfold(updated.attachments![0]!.content);
    expect(ics).toContain('\r\nUID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example\r\n');
    expect(ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(ics).toContain('\r\nDTSTART:20261212T210000Z\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('says who comes when, when everyone is ready, the area and the party', () => {
    for (const line of [
      'Everyone ready: at 2:30 PM',
      'Area: Other (quoted), travel fee quoted separately',
      'People styled: 5',
      'Who comes',
      // The lead first, then the others in the order they start; each one's people in order.
      '- Avery Stone: 10:00 AM – 2:30 PM (Bride at 10:00 AM, Bridesmaid 1 at 12:30 PM)',
      '- Jamie Lee: 10:00 AM – 2:00 PM (Bridesmaid 2 at 10:00 AM, Bridesmaid 3 at 12:00 PM)',
      '- Maya Cruz: 10:00 AM – 12:00 PM (Bridesmaid 4 at 10:00 AM)',
      'Everyone is ready at 2:30 PM.',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text.indexOf('Avery Stone')).toBeLessThan(email.text.indexOf('Jamie Lee'));
    expect(email.html).toContain(
      '<li>Avery Stone: 10:00 AM – 2:30 PM (Bride at 10:00 AM, Bridesmaid 1 at 12:30 PM)</li>',
    );
    const ics = unfold(email.attachments![0]!.content);
    expect(ics).toContain(
      'Who comes:\\nAvery Stone: 10:00 AM – 2:30 PM (Bride at 10:00 AM\\, Bridesmaid 1 at 12:30 PM)',
    );
    expect(ics).toContain('Everyone is ready at 2:30 PM.');
  });

  it('a request says when the deposit is due and until when its date is held', () => {
    const held = renderBookingConfirmation({
      ...base,
      booking: { ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z') },
      kind: 'new',
      calendar,
    });
    expect(held.text).toContain('Deposit due by: Wednesday, November 25, 2026 at 8:30 AM (Pacific Time)');
    expect(held.text).toContain(
      'We hold your date until Wednesday, November 25, 2026 at 8:30 AM (Pacific Time): if the deposit has not arrived by then, the date is released.',
    );
    // Between how to send it and the balance.
    const instructions = paymentInstructions(
      { ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z') },
      paymentHandles,
    );
    expect(instructions).toHaveLength(4);
    expect(instructions[2]).toMatch(/^We hold your date until/);
    // Nothing is held once the deposit is in, nor for a confirmed booking.
    for (const booking of [
      { ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z'), paymentStatus: 'deposit_received' },
      { ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z'), status: 'confirmed' },
    ]) {
      const text = renderBookingConfirmation({ ...base, booking, kind: 'new', calendar }).text;
      expect(text).not.toContain('We hold your date');
      expect(text).not.toContain('Deposit due by');
    }
    expect(email.text).not.toContain('We hold your date');
  });

  it('a ready-by booking says the time the customer gave; a stay for touch-ups ends the calendar entry later', () => {
    const lead = bridal.plan.assignments[1]!;
    const readyBy = renderBookingConfirmation({
      ...base,
      booking: {
        ...bridal,
        timeMode: 'ready-by',
        readyBy: '14:30',
        plan: {
          ...bridal.plan,
          assignments: [
            { ...lead, serviceEnd: '2026-12-06T00:30:00.000Z' },
            ...bridal.plan.assignments.slice(2),
          ],
        },
      },
      kind: 'new',
      calendar,
    });
    expect(readyBy.text).toContain('Everyone ready: by 2:30 PM');
    expect(readyBy.text).toContain('Everyone is ready by 2:30 PM.');
    const ics = unfold(readyBy.attachments![0]!.content);
    expect(ics).toContain('\r\nDTSTART:20261205T180000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261206T003000Z\r\n');
  });

  it('a makeup and hair booking: 30% deposit with Venmo, no location given, two hours', () => {
    const other = renderBookingConfirmation({ ...base, booking: makeupAndHair, kind: 'new', calendar });
    expect(other.text).toContain('Deposit (30%) due now: $60');
    expect(other.text).toContain('Balance due on the day: $140');
    expect(other.text).toContain('Event: Date night');
    expect(other.text).toContain('Location: To be confirmed with you');
    expect(other.text).toContain('Area: Graham, travel fee $30');
    expect(other.text).toContain('We will let you know who is coming once your stylist is assigned.');
    expect(other.text).toContain('Everyone is ready at 11:00 AM.');
    expect(other.text).not.toContain('People styled');
    expect(other.text).toContain('send the $60 deposit with Venmo to @BridalBeautySS');
    expect(other.text).not.toContain('quoted separately');
    const ics = unfold(other.attachments![0]!.content);
    expect(ics).toContain('\r\nDTSTART:20270315T160000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20270315T180000Z\r\n');
    expect(ics).not.toContain('LOCATION');
  });
});

describe('booking staff notification', () => {
  const dashboardUrl = 'http://localhost:3000/';

  it('gives the team everything about a new booking', () => {
    const email = renderBookingStaffNotification({
      booking: bridal,
      change: { kind: 'new' },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(email.subject).toBe('New booking: Chloe Bennett, Saturday, December 5, 2026 at 10:00 AM');
    for (const line of [
      'Customer: Chloe Bennett',
      'Email: chloe@example.com',
      'Phone: 253-555-0199',
      'When: Saturday, December 5, 2026 at 10:00 AM',
      'Location: 12 Elm St, Puyallup <WA>',
      'Bridesmaids: 4',
      'Free consultation: requested',
      'Payment method: Cash App, $chloe<b>',
      'Total: $1,270',
      'Deposit (50%): $635',
      'Balance due on the day: $635',
      'Payment status: Unpaid',
      'Status: Pending',
      '- Full Bridal Party: $1,200',
      '- Travel (quoted): quoted separately',
      'Notes: Ceremony at 2pm & photos at noon',
      'Everyone ready: at 2:30 PM',
      'Area: Other (quoted), travel fee quoted separately',
      'People styled: 5',
      'Stylists: Avery Stone, Jamie Lee and Maya Cruz',
      'Who comes when',
      '- Avery Stone (lead): 10:00 AM – 2:30 PM, held 9:45 AM – 3:15 PM with travel and buffer (Bride at 10:00 AM, Bridesmaid 1 at 12:30 PM)',
      '- Jamie Lee (assist): 10:00 AM – 2:00 PM, held 9:45 AM – 2:45 PM with travel and buffer (Bridesmaid 2 at 10:00 AM, Bridesmaid 3 at 12:00 PM)',
      dashboardUrl,
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).not.toContain('<b>no glitter');
    expect(email.html).toContain('href="mailto:chloe@example.com"');
  });

  it('says the slot is free again when a booking is cancelled or moved', () => {
    const cancelled = renderBookingStaffNotification({
      booking: { ...bridal, status: 'cancelled' },
      change: { kind: 'cancelled', by: null },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(cancelled.subject).toBe(
      'Booking cancelled: Chloe Bennett, Saturday, December 5, 2026 at 10:00 AM',
    );
    expect(cancelled.text).toContain(
      'Chloe Bennett cancelled their booking for Saturday, December 5, 2026 at 10:00 AM. The slot is free again.',
    );
    const byStaff = renderBookingStaffNotification({
      booking: { ...bridal, status: 'cancelled' },
      change: { kind: 'cancelled', by: 'Avery Admin' },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(byStaff.text).toContain(
      "Avery Admin cancelled Chloe Bennett's booking for Saturday, December 5, 2026 at 10:00 AM. The slot is free again.",
    );
    expect(byStaff.text).not.toContain('cancelled their booking');
    const moved = renderBookingStaffNotification({
      booking: movedTo(bridal, '2026-12-12', '10:00', 7 * 24),
      change: { kind: 'rescheduled', from: { eventDate: '2026-12-05', eventTime: '10:00' } },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(moved.subject).toBe(
      'Booking rescheduled: Chloe Bennett, now Saturday, December 12, 2026 at 10:00 AM',
    );
    expect(moved.text).toContain('Previously: Saturday, December 5, 2026 at 10:00 AM');
    expect(moved.text).toContain('The Saturday, December 5, 2026 at 10:00 AM slot is free again.');
    const movedUnknown = renderBookingStaffNotification({
      booking: bridal,
      change: { kind: 'rescheduled', from: null },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(movedUnknown.text).toContain(
      'Chloe Bennett moved their booking to Saturday, December 5, 2026 at 10:00 AM.',
    );
  });

  it('says what is missing instead of leaving blanks', () => {
    const email = renderBookingStaffNotification({
      booking: {
        ...makeupAndHair,
        customer: { ...makeupAndHair.customer, phone: null, firstName: null, lastName: null },
      },
      change: { kind: 'new' },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(email.text).toContain('Customer: chloe@example.com');
    expect(email.text).toContain('Phone: not given');
    expect(email.text).toContain('Location: not given');
    expect(email.text).toContain('Notes: not given');
    expect(email.text).toContain('Stylists: not assigned yet');
    expect(email.text).toContain("Nobody holds this booking's time yet: assign a stylist in the dashboard.");
  });

  it('tells the team when a request is released because its deposit did not arrive', () => {
    const released = renderBookingStaffNotification({
      booking: { ...bridal, status: 'cancelled', cancellationReason: 'hold-expired' },
      change: { kind: 'cancelled', by: null, holdExpired: true },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(released.subject).toBe('Booking released: Chloe Bennett, Saturday, December 5, 2026 at 10:00 AM');
    expect(released.text).toContain(
      "Chloe Bennett's booking request for Saturday, December 5, 2026 at 10:00 AM was not confirmed. The deposit did not arrive in time, so the date was released. The stylists' time is free again.",
    );
    const held = renderBookingStaffNotification({
      booking: { ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z') },
      change: { kind: 'new' },
      businessName: base.businessName,
      dashboardUrl,
    });
    expect(held.text).toContain('Date held until: Wednesday, November 25, 2026 at 8:30 AM');
  });
});

describe('booking reminder', () => {
  it('reminds of the time, place, services and what is left to pay', () => {
    const email = renderBookingReminder({
      ...base,
      booking: { ...bridal, paymentStatus: 'deposit_received' },
    });
    expect(email.subject).toBe('Reminder: your appointment on Saturday, December 5, 2026 at 10:00 AM');
    expect(email.text).toContain('When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)');
    expect(email.text).toContain('Location: 12 Elm St, Puyallup <WA>');
    expect(email.text).toContain('Full Bridal Party: $1,200');
    expect(email.text).toContain('Everyone ready: at 2:30 PM');
    expect(email.text).toContain('- Maya Cruz: 10:00 AM – 12:00 PM (Bridesmaid 4 at 10:00 AM)');
    expect(email.text).toContain('We have received your $635 deposit. Thank you!');
    expect(email.text).toContain('The balance of $635 is due on the day of your appointment');
    expect(email.text).toContain('hello@bridalbeauty.example or bookings@bridalbeauty.example');
    expect(email.html).not.toContain('<WA>');
    expect(email.attachments).toBeUndefined();
  });
});
