import { expectToContainEach } from './booking-email.fixture';
import { formatDay, renderWaitlistOpening } from './waitlist-opening';

const input = {
  eventDate: '2026-12-05',
  areaName: 'Graham <Hall>',
  travelFeeCents: 3_000,
  travelQuoted: false,
  timeMode: 'start' as const,
  services: ['Makeup: Better × 2', 'Hair: Full Updo × 2'],
  partySize: 2,
  times: ['09:00', '13:00'],
  firstName: 'Ava',
  bookUrl: 'http://localhost:3000/book?data=%7B%22makeupService%22%3A%22better%22%7D',
  businessName: 'Bridal Beauty South Sound',
  contactEmails: ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example'] as const,
};

describe('the waitlist opening email', () => {
  const email = renderWaitlistOpening(input);

  it('names the date, the open times, what she asked for and the link to /book filled in', () => {
    expect(formatDay('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(email.subject).toBe('Time has opened up on Saturday, December 5, 2026');
    expectToContainEach(email.text, [
      'Hi Ava,',
      'Good news: time has opened up on Saturday, December 5, 2026 for the appointment you were waiting for.',
      'Times go to whoever books first, so book soon if you would like one: we cannot hold it for you.',
      'Date: Saturday, December 5, 2026 (Pacific Time)',
      'Open times: 9:00 AM, 1:00 PM',
      'Services: Makeup: Better × 2, Hair: Full Updo × 2',
      'People styled: 2',
      'Area: Graham <Hall>, travel fee $30',
      `Book this date: ${input.bookUrl}`,
    ]);
    expect(email.html).toContain(`href="${input.bookUrl}"`);
    expect(email.html).toContain('Graham &lt;Hall&gt;');
    expect(email.attachments).toBeUndefined();
  });

  it('lists ready-by times as such, and a quoted area as quoted', () => {
    const readyBy = renderWaitlistOpening({
      ...input,
      timeMode: 'ready-by',
      travelQuoted: true,
      travelFeeCents: 0,
      partySize: 1,
    });
    expectToContainEach(readyBy.text, [
      'Everyone ready by: 9:00 AM, 1:00 PM',
      'travel fee quoted separately',
    ]);
    expect(readyBy.text).not.toContain('People styled');
  });
});
