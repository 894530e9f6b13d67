import { depositTerms } from '@beauty/domain/payment-words';
import { CANCELLATION_POLICY, renderBookingConfirmation } from './booking-confirmation';
import {
  base,
  bridal,
  calendar,
  expectIcsLines,
  expectToContainEach,
  expectToContainNone,
  makeupAndHair,
  movedTo,
  paymentHandles,
  unfold,
  withAssignments,
} from './booking-email.fixture';
import { paymentInstructions } from './booking-fields';

describe('booking confirmation', () => {
  const email = renderBookingConfirmation({ ...base, booking: bridal, kind: 'new', calendar });

  it('names the date and time in the subject', () => {
    expect(email.subject).toBe('Booking confirmation: Saturday, December 5, 2026 at 10:00 AM');
  });

  it('lists services, date and time, event, location, amounts, payment, policy and the link', () => {
    expectToContainEach(email.text, [
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
      'Deposit (50%): $635',
      'Balance due on the day: $635',
      'Travel (quoted): quoted separately, not included in the total.',
      'send the $635 deposit with Cash App to $BridalBeautySS',
      'We will match it to your Cash App account $chloe<b>.',
      CANCELLATION_POLICY,
      'View your booking: http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
      'Ceremony at 2pm & photos at noon',
    ]);
    // Nothing is held for this request, so no time is claimed for its deposit ('due now' was not true).
    expectToContainNone(email.text, ['due now', 'Deposit (50%): $635,']);
    expect(CANCELLATION_POLICY).toContain('48 hours');
    expect(email.html).toContain(
      'href="http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10"',
    );
  });

  it('escapes what the customer typed in the HTML', () => {
    expectToContainNone(email.html, ['<WA>', '<b>no glitter', '$chloe<b>']);
    expectToContainEach(email.html, [
      '12 Elm St, Puyallup &lt;WA&gt;',
      '&lt;b&gt;no glitter&lt;/b&gt;',
      '$chloe&lt;b&gt;',
    ]);
  });

  it('attaches the appointment as an iTIP REQUEST, UTC times, UID stable per booking, business and customer named', () => {
    expect(email.attachments).toHaveLength(1);
    const [file] = email.attachments!;
    expect(file!.filename).toBe('booking-0F8B8F4E.ics');
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = unfold(file!.content);
    expectIcsLines(ics, [
      'METHOD:REQUEST',
      'ORGANIZER;CN=Bridal Beauty South Sound:mailto:bookings@bridalbeauty.example',
      'ATTENDEE;CN=Chloe Bennett;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:chloe@example.com',
      'UID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example',
      'SEQUENCE:0',
      'DTSTAMP:20261122T080000Z',
      'DTSTART:20261205T180000Z',
      // From the first stylist's start to the last one done: everyone is ready at 2:30 PM.
      'DTEND:20261205T223000Z',
      'SUMMARY:Bridal Beauty South Sound appointment (Wedding)',
      'LOCATION:12 Elm St\\, Puyallup <WA>',
      'STATUS:TENTATIVE',
    ]);
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
    expectToContainEach(updated.text, [
      'Your appointment has been moved to Saturday, December 12, 2026 at 1:00 PM.',
      'Your appointment is confirmed.',
    ]);
    expectIcsLines(unfold(updated.attachments![0]!.content), [
      'UID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example',
      'SEQUENCE:1',
      'DTSTART:20261212T210000Z',
      'STATUS:CONFIRMED',
    ]);
  });

  it('says who comes when, when everyone is ready, the area and the party', () => {
    expectToContainEach(email.text, [
      'Everyone ready: at 2:30 PM',
      'Area: Other (quoted), travel fee quoted separately',
      'People styled: 5',
      'Who comes',
      // The lead first, then the others in the order they start; each one's people in order.
      '- Avery Stone: 10:00 AM – 2:30 PM (Bride at 10:00 AM, Bridesmaid 1 at 12:30 PM)',
      '- Jamie Lee: 10:00 AM – 2:00 PM (Bridesmaid 2 at 10:00 AM, Bridesmaid 3 at 12:00 PM)',
      '- Maya Cruz: 10:00 AM – 12:00 PM (Bridesmaid 4 at 10:00 AM)',
      'Everyone is ready at 2:30 PM.',
    ]);
    expect(email.text.indexOf('Avery Stone')).toBeLessThan(email.text.indexOf('Jamie Lee'));
    expect(email.html).toContain(
      '<li>Avery Stone: 10:00 AM – 2:30 PM (Bride at 10:00 AM, Bridesmaid 1 at 12:30 PM)</li>',
    );
    expectToContainEach(unfold(email.attachments![0]!.content), [
      'Who comes:\\nAvery Stone: 10:00 AM – 2:30 PM (Bride at 10:00 AM\\, Bridesmaid 1 at 12:30 PM)',
      'Everyone is ready at 2:30 PM.',
    ]);
  });

  it('a request says when the deposit is due and until when its date is held', () => {
    const held = renderBookingConfirmation({
      ...base,
      booking: { ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z') },
      kind: 'new',
      calendar,
    });
    expectToContainEach(held.text, [
      'Deposit (50%): $635, due by Wednesday, November 25, 2026 at 8:30 AM (Pacific Time), or the date is released',
      'We hold your date until Wednesday, November 25, 2026 at 8:30 AM (Pacific Time): if the deposit has not arrived by then, the date is released.',
    ]);
    // The words of /book and the booking page (depositTerms), and never 'due now'.
    const terms = depositTerms({
      percent: 50,
      depositCents: bridal.depositCents,
      balanceCents: bridal.totalPriceCents - bridal.depositCents,
      estimate: false,
      holdHours: null,
      dueBy: new Date('2026-11-25T16:30:00Z'),
      eventDate: bridal.eventDate,
    });
    expect(held.text).toContain(terms.deposit.replace(/\.$/, ''));
    expect(held.text).not.toContain('due now');
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
      expectToContainNone(text, ['We hold your date', 'due by', 'due now']);
    }
    expect(email.text).not.toContain('We hold your date');
  });

  it('a ready-by booking says the time the customer gave; a stay for touch-ups ends the calendar entry later', () => {
    const lead = bridal.plan.assignments[1]!;
    const readyBy = renderBookingConfirmation({
      ...base,
      booking: {
        ...withAssignments(bridal, [
          { ...lead, serviceEnd: '2026-12-06T00:30:00.000Z' },
          ...bridal.plan.assignments.slice(2),
        ]),
        timeMode: 'ready-by',
        readyBy: '14:30',
      },
      kind: 'new',
      calendar,
    });
    expectToContainEach(readyBy.text, ['Everyone ready: by 2:30 PM', 'Everyone is ready by 2:30 PM.']);
    expectIcsLines(unfold(readyBy.attachments![0]!.content), [
      'DTSTART:20261205T180000Z',
      'DTEND:20261206T003000Z',
    ]);
  });

  it('a makeup and hair booking: 30% deposit with Venmo, no location given, two hours', () => {
    const other = renderBookingConfirmation({ ...base, booking: makeupAndHair, kind: 'new', calendar });
    expectToContainEach(other.text, [
      'Deposit (30%): $60',
      'Balance due on the day: $140',
      'Event: Date night',
      'Location: To be confirmed with you',
      'Area: Graham, travel fee $30',
      'We will let you know who is coming once your stylist is assigned.',
      'Everyone is ready at 11:00 AM.',
      'send the $60 deposit with Venmo to @BridalBeautySS',
    ]);
    expectToContainNone(other.text, ['People styled', 'quoted separately']);
    const ics = unfold(other.attachments![0]!.content);
    expectIcsLines(ics, ['DTSTART:20270315T160000Z', 'DTEND:20270315T180000Z']);
    expect(ics).not.toContain('LOCATION');
  });
});
