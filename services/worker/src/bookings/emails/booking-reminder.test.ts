import { base, bridal, expectToContainEach } from './booking-email.fixture';
import { renderBookingReminder } from './booking-reminder';

describe('booking reminder', () => {
  it('reminds of the time, place, services and what is left to pay', () => {
    const email = renderBookingReminder({
      ...base,
      booking: { ...bridal, paymentStatus: 'deposit_received' },
    });
    expect(email.subject).toBe('Reminder: your appointment on Saturday, December 5, 2026 at 10:00 AM');
    expectToContainEach(email.text, [
      'When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)',
      'Location: 12 Elm St, Puyallup <WA>',
      'Full Bridal Party: $1,200',
      'Everyone ready: at 2:30 PM',
      '- Maya Cruz: 10:00 AM – 12:00 PM (Bridesmaid 4 at 10:00 AM)',
      'We have received your $635 deposit. Thank you!',
      'The balance of $635 is due on the day of your appointment',
      'hello@bridalbeauty.example or bookings@bridalbeauty.example',
    ]);
    expect(email.html).not.toContain('<WA>');
    expect(email.attachments).toBeUndefined();
  });
});
