import { CANCELLATION_POLICY, renderBookingConfirmation } from './booking-confirmation';
import {
  base,
  bridal,
  calendar,
  makeupAndHair,
  movedTo,
  paymentHandles,
  unfold,
} from './booking-email.fixture';
import { paymentInstructions } from './booking-fields';

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
