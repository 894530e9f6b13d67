import { renderBookingConfirmed } from './booking-confirmed';
import {
  brideOnlyBooking,
  business,
  expectIcsLines,
  expectToContainEach,
  expectToContainNone,
  paymentHandles,
  unfold,
  withAssignments,
} from './booking-email.fixture';

const booking = brideOnlyBooking({ stylistName: 'Sofia <Reyes>' });

const input = {
  ...business,
  paymentHandles,
  calendar: { uidDomain: 'bridalbeauty.example', sequence: 1, generatedAt: new Date('2026-11-22T08:00:00Z') },
};

describe("the 'booking confirmed' email", () => {
  const email = renderBookingConfirmed({ ...input, booking });

  it('says the booking is confirmed, when, with whom, the services, amounts and how to pay the deposit', () => {
    expect(email.subject).toBe('Your booking is confirmed: Saturday, December 5, 2026 at 10:00 AM');
    expectToContainEach(email.text, [
      'Hi Chloe,',
      'Bridal Beauty South Sound has confirmed your booking.',
      'When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)',
      'Event: Wedding',
      'Your stylist: Sofia <Reyes>',
      'Reference: 0F8B8F4E',
      '- Bride Only Package: $400',
      '- Premium hair accessories: $50',
      'Total: $450',
      'Deposit (50%): $225',
      'Deposit status: Not received yet',
      'Balance due on the day: $225',
      'How to pay',
      'send the $225 deposit with Venmo to @BridalBeautySS',
      'View your booking: http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
    ]);
    expect(email.html).toContain('Sofia &lt;Reyes&gt;');
    expect(email.html).not.toContain('<Reyes>');
  });

  it("attaches the calendar file again: same UID, the SEQUENCE given, STATUS:CONFIRMED, LAST-MODIFIED the booking's last change", () => {
    const [file] = email.attachments!;
    expect(file!.filename).toBe('booking-0F8B8F4E.ics');
    expectIcsLines(unfold(file!.content), [
      'UID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example',
      'SEQUENCE:1',
      'STATUS:CONFIRMED',
      'DTSTART:20261205T180000Z',
      // The booking's own last change, apart from when the file was written.
      'DTSTAMP:20261122T080000Z',
      'LAST-MODIFIED:20261121T234107Z',
    ]);
  });

  it('with the final price set (by the same save, or before): states it, the final amounts, the balance and how to pay', () => {
    const priced = renderBookingConfirmed({
      ...input,
      booking: {
        ...booking,
        totalPriceCents: 52_000,
        depositCents: 26_000,
        priceSetAt: new Date('2026-11-21T23:41:07Z'),
      },
    });
    expect(priced.subject).toBe('Your booking is confirmed: Saturday, December 5, 2026 at 10:00 AM');
    expectToContainEach(priced.text, [
      'Bridal Beauty South Sound has confirmed your booking.',
      'The final price of your booking is $520. It replaces the estimate you booked with.',
      'Final price: $520',
      'Deposit (50%): $260',
      'Deposit status: Not received yet',
      'Balance due on the day: $260',
      'How to pay',
      'send the $260 deposit with Venmo to @BridalBeautySS',
      'The attached calendar file (.ics) replaces the one we sent before, with the final price.',
    ]);
    expectToContainNone(priced.text, ['Total: $']);
    expect(priced.attachments).toHaveLength(1);
    const ics = unfold(priced.attachments![0]!.content);
    expectIcsLines(ics, ['SEQUENCE:1', 'STATUS:CONFIRMED']);
    expect(ics).toContain('Final price: $520. Deposit (50%): $260. Balance due on the day: $260.');
    // The estimate's confirmation says nothing of a final price.
    expectToContainNone(email.text, ['final price', 'Final price']);
  });

  it('thanks for a deposit already received and leaves out the stylist when none is assigned', () => {
    const paid = renderBookingConfirmed({
      ...input,
      booking: {
        ...booking,
        paymentStatus: 'deposit_received',
        stylistName: null,
        plan: { ...booking.plan, staffed: false, assignments: [] },
      },
    });
    expectToContainEach(paid.text, [
      'Deposit status: Received, thank you',
      'We have received your $225 deposit. Thank you!',
    ]);
    expectToContainNone(paid.text, ['How to pay', 'Your stylist']);
  });

  it('names every stylist who comes, and who styles whom when', () => {
    const lead = booking.plan.assignments[0]!;
    const jamie = {
      ...lead,
      stylistId: '6c1f0c3e-4444-4aaa-8bbb-0123456789ab',
      stylistName: 'Jamie Lee',
      role: 'assist' as const,
    };
    const team = renderBookingConfirmed({ ...input, booking: withAssignments(booking, [jamie, lead]) });
    expectToContainEach(team.text, [
      'Your stylists: Sofia <Reyes> and Jamie Lee',
      '- Sofia <Reyes>: 10:00 AM – 12:30 PM (Bride at 10:00 AM)',
    ]);
    expectToContainEach(email.text, ['Your stylist: Sofia <Reyes>', 'Everyone ready: at 12:30 PM']);
  });
});
