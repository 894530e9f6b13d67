import { base, brideOnlyBooking, expectToContainEach } from './booking-email.fixture';
import { renderBookingPriceSet } from './booking-price-set';

describe('final price email', () => {
  it('gives the price, the deposit that follows it, the balance and how to pay, without a calendar file', () => {
    const email = renderBookingPriceSet({
      ...base,
      booking: brideOnlyBooking({ totalPriceCents: 52_500, depositCents: 26_250 }),
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
    ]);
    expect(email.attachments).toBeUndefined();
  });

  it('tells her a deposit received stays received', () => {
    const email = renderBookingPriceSet({
      ...base,
      booking: brideOnlyBooking({
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
