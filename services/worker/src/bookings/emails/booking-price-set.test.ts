import {
  base,
  brideOnlyBooking,
  calendar,
  expectIcsLines,
  expectToContainEach,
  unfold,
} from './booking-email.fixture';
import { renderBookingPriceSet } from './booking-price-set';

const priceSetAt = new Date('2026-11-30T17:00:00Z');

describe('final price email', () => {
  it('gives the price, the deposit that follows it, the balance and how to pay', () => {
    const email = renderBookingPriceSet({
      ...base,
      calendar: { ...calendar, sequence: 3 },
      booking: brideOnlyBooking({ totalPriceCents: 52_500, depositCents: 26_250, priceSetAt }),
    });
    expect(email.subject).toBe(
      'The final price of your appointment on Saturday, December 5, 2026 at 10:00 AM',
    );
    expectToContainEach(email.text, [
      'Hi Chloe,',
      'has set the final price of your booking: $525. It replaces the estimate you booked with.',
      'When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)',
      'Final price: $525',
      'Deposit (50%): $262.50',
      'Deposit status: Not received yet',
      'Balance due on the day: $262.50',
      'How to pay',
      'Questions about the price? Please write to us at',
      'The attached calendar file (.ics) updates the appointment in your calendar with the final price.',
    ]);
  });

  it("sends the appointment again as a REQUEST (same UID, the event's SEQUENCE) that gives the final amounts", () => {
    const email = renderBookingPriceSet({
      ...base,
      calendar: { ...calendar, sequence: 3 },
      booking: brideOnlyBooking({ totalPriceCents: 52_500, depositCents: 26_250, priceSetAt }),
    });
    expect(email.attachments).toHaveLength(1);
    const [file] = email.attachments!;
    expect(file!.filename).toBe('booking-0F8B8F4E.ics');
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = unfold(file!.content);
    expectIcsLines(ics, [
      'METHOD:REQUEST',
      'UID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example',
      'SEQUENCE:3',
      'DTSTART:20261205T180000Z',
      'STATUS:CONFIRMED',
      'ATTENDEE;CN=Chloe Bennett;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:chloe@example.com',
    ]);
    expect(ics).toContain('Final price: $525. Deposit (50%): $262.50. Balance due on the day: $262.50.');
    expect(ics).not.toContain('Total:');
  });

  it('keeps a request still pending tentative in her calendar', () => {
    const email = renderBookingPriceSet({
      ...base,
      calendar,
      booking: brideOnlyBooking({
        status: 'pending',
        totalPriceCents: 50_000,
        depositCents: 25_000,
        priceSetAt,
      }),
    });
    expectIcsLines(unfold(email.attachments![0]!.content), ['METHOD:REQUEST', 'STATUS:TENTATIVE']);
  });

  it('tells her a deposit received stays received', () => {
    const email = renderBookingPriceSet({
      ...base,
      calendar,
      booking: brideOnlyBooking({
        priceSetAt,
        totalPriceCents: 60_000,
        depositCents: 22_500,
        paymentStatus: 'deposit_received',
      }),
    });
    expectToContainEach(email.text, [
      'Final price: $600',
      'Deposit status: Received, thank you',
      'Balance due on the day: $375',
      'Payment',
    ]);
  });
});
