import { cancelledPaymentLines, renderBookingCancelled } from './booking-cancelled';
import { renderBookingConfirmation } from './booking-confirmation';
import {
  brideOnlyBooking,
  business,
  expectToContainEach,
  expectToContainNone,
  unfold,
} from './booking-email.fixture';

/** The calendar file's properties, unfolded: name -> values (in order). */
function icsProperties(content: string): Map<string, string[]> {
  const properties = new Map<string, string[]>();
  for (const line of unfold(content).split('\r\n').filter(Boolean)) {
    const match = line.match(/^([A-Z-]+)(?:;[^:]*)?:(.*)$/);
    if (!match) throw new Error(`not a content line: ${line}`);
    properties.set(match[1]!, [...(properties.get(match[1]!) ?? []), match[2]!]);
  }
  return properties;
}

const booking = brideOnlyBooking({
  status: 'cancelled',
  specialNotes: 'Ceremony at 2pm <b>no glitter</b>',
  includeConsultation: true,
});

const calendar = {
  uidDomain: 'bridalbeauty.example',
  sequence: 1,
  generatedAt: new Date('2026-11-23T08:00:00Z'),
};

/** The email for `booking`, cancelled by the customer with nothing given back, unless told otherwise. */
const cancelled = (input: Partial<Parameters<typeof renderBookingCancelled>[0]> = {}) =>
  renderBookingCancelled({
    ...business,
    booking,
    cancelledBy: 'customer',
    freeConsultationUntil: null,
    calendar,
    ...input,
  });

describe('the booking cancelled email', () => {
  const email = cancelled();

  it('names the date and time in the subject', () => {
    expect(email.subject).toBe(
      'Your appointment on Saturday, December 5, 2026 at 10:00 AM has been cancelled',
    );
  });

  it('says which appointment, who cancelled it, the services, the payment, how to book again and whom to write to', () => {
    expectToContainEach(email.text, [
      'Hi Chloe,',
      'This email confirms that you cancelled your appointment on Saturday, December 5, 2026 at 10:00 AM.',
      'When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)',
      'Event: Wedding',
      'Location: 12 Elm St, Puyallup <WA>',
      'Cancelled by: You',
      'Reference: 0F8B8F4E',
      '- Bride Only Package: $400',
      '- Premium hair accessories: $50',
      'If you have already sent the $225 deposit, we will be in touch with you about it.',
      'Please do not send any payment for this booking.',
      'Book a new appointment: http://localhost:3000/book',
      'The attached calendar file (.ics) removes the appointment from your calendar, if you added it.',
      'Questions? Write to us at hello@bridalbeauty.example or bookings@bridalbeauty.example.',
      'The Bridal Beauty South Sound team',
    ]);
    // Nothing to pay, no policy to keep, no notes to repeat.
    expectToContainNone(email.text, ['How to pay', 'Balance due', 'Ceremony at 2pm', 'free consultation']);
    expectToContainEach(email.html, ['href="http://localhost:3000/book"', '12 Elm St, Puyallup &lt;WA&gt;']);
    expect(email.html).not.toContain('<WA>');
  });

  it('when the studio cancelled: says so, and apologises in case it was not asked for', () => {
    const byStudio = cancelled({ cancelledBy: 'studio' });
    expect(byStudio.subject).toBe(email.subject);
    expectToContainEach(byStudio.text, [
      'We have cancelled your appointment on Saturday, December 5, 2026 at 10:00 AM.',
      'If you did not ask for this, we are sorry',
      'Cancelled by: Bridal Beauty South Sound',
    ]);
    expect(byStudio.text).not.toContain('you cancelled');

    const unknown = cancelled({ cancelledBy: null });
    expect(unknown.text).toContain(
      'Your appointment on Saturday, December 5, 2026 at 10:00 AM has been cancelled.',
    );
    expect(unknown.text).not.toContain('Cancelled by');
  });

  it("quotes the studio's note to her, escaped in the HTML, and nobody else's", () => {
    const withNote = cancelled({
      cancelledBy: 'studio',
      note: 'Our stylist is unwell <sorry>.\nWe will call you.',
    });
    expectToContainEach(withNote.text, ['A note from us', 'Our stylist is unwell <sorry>.']);
    expect(withNote.html).toContain('Our stylist is unwell &lt;sorry&gt;.');
    expect(withNote.html).not.toContain('<sorry>');
    expect(cancelled({ cancelledBy: 'customer', note: 'left over' }).text).not.toContain('A note from us');
  });

  it("when the deposit did not arrive in time: says the date was released, in the domain's words", () => {
    const released = cancelled({
      booking: { ...booking, cancellationReason: 'hold-expired' },
      cancelledBy: null,
      holdExpired: true,
    });
    expect(released.subject).toBe(
      'Your appointment on Saturday, December 5, 2026 at 10:00 AM has been cancelled: the date was released',
    );
    expectToContainEach(released.text, [
      'We held Saturday, December 5, 2026 at 10:00 AM for you while we waited for your deposit.',
      'The deposit did not arrive in time, so the date was released.',
      'Reason: Deposit not received in time',
      'If you have already sent the $225 deposit, we will be in touch with you about it.',
      'Book a new appointment: http://localhost:3000/book',
    ]);
    expect(released.text).not.toContain('Cancelled by');
    expect(released.html).toContain('Your date has been released');
    expect(released.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('says the free consultation is theirs to use again, until when, when it was given back', () => {
    const withConsultation = cancelled({ freeConsultationUntil: new Date('2027-01-20T20:00:00Z') });
    expect(withConsultation.text).toContain(
      'The free consultation that came with this booking is yours to use again: you can include it in a new booking until January 20, 2027.',
    );
  });

  it('promises no refund: money received is followed up, a refund already made is said', () => {
    expect(cancelledPaymentLines({ ...booking, paymentStatus: 'deposit_received' })).toEqual([
      'We received your $225 deposit for this booking: we will be in touch with you about it.',
    ]);
    expect(cancelledPaymentLines({ ...booking, paymentStatus: 'completed' })).toEqual([
      'You paid for this booking in full: we will be in touch with you about it.',
    ]);
    expect(cancelledPaymentLines({ ...booking, paymentStatus: 'refunded' })).toEqual([
      'Your payment for this booking has been refunded.',
    ]);
    expect(cancelledPaymentLines({ ...booking, depositCents: 0 })).toEqual([
      'Please do not send any payment for this booking.',
    ]);
  });

  it('attaches a METHOD:CANCEL calendar file: the UID of the confirmation, a higher SEQUENCE, STATUS:CANCELLED', () => {
    const confirmation = renderBookingConfirmation({
      ...business,
      booking: { ...booking, status: 'pending' },
      kind: 'new',
      paymentHandles: { cashapp: '$BridalBeautySS', venmo: '@BridalBeautySS', applepay: 'x@example.com' },
      calendar: { ...calendar, sequence: 0 },
    });
    const [file] = email.attachments!;
    expect(file!.filename).toBe('booking-0F8B8F4E.ics');
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const cancel = icsProperties(file!.content);
    const original = icsProperties(confirmation.attachments![0]!.content);
    expect(cancel.get('METHOD')).toEqual(['CANCEL']);
    expect(cancel.get('UID')).toEqual(['booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example']);
    expect(cancel.get('UID')).toEqual(original.get('UID'));
    expect(Number(cancel.get('SEQUENCE')![0])).toBeGreaterThan(Number(original.get('SEQUENCE')![0]));
    expect(cancel.get('STATUS')).toEqual(['CANCELLED']);
    expect(cancel.get('DTSTART')).toEqual(original.get('DTSTART'));
    expect(cancel.get('DTEND')).toEqual(original.get('DTEND'));
    expect(cancel.get('SUMMARY')).toEqual(['Cancelled: Bridal Beauty South Sound appointment (Wedding)']);
    expect(cancel.get('ORGANIZER')).toEqual(['mailto:bookings@bridalbeauty.example']);
    // RFC 5546 3.2.5: a CANCEL of the whole appointment names every attendee.
    expect(cancel.get('ATTENDEE')).toEqual(original.get('ATTENDEE'));
    expect(cancel.get('ATTENDEE')).toEqual(['mailto:chloe@example.com']);
    expect(cancel.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(file!.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
