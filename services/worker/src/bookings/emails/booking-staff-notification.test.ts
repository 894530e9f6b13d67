import type { BookingEmailRow } from '../bookings.repository';
import { renderBookingConfirmation } from './booking-confirmation';
import { base, bridal, calendar, expectToContainEach, makeupAndHair, movedTo } from './booking-email.fixture';
import { type BookingChange, renderBookingStaffNotification } from './booking-staff-notification';

describe('booking staff notification', () => {
  const dashboardUrl = 'http://localhost:3000/';
  /** The team's email about `change` to `booking`. */
  const notify = (booking: BookingEmailRow, change: BookingChange) =>
    renderBookingStaffNotification({ booking, change, businessName: base.businessName, dashboardUrl });

  it('gives the team everything about a new booking', () => {
    const email = notify(bridal, { kind: 'new' });
    expect(email.subject).toBe('New booking: Chloe Bennett, Saturday, December 5, 2026 at 10:00 AM');
    expectToContainEach(email.text, [
      'Customer: Chloe Bennett',
      'Email: chloe@example.com',
      'Phone: 253-555-0199',
      'When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)',
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
    ]);
    // The When line is the customer's, zone and all.
    const whenLine = (text: string) => text.split('\n').find((line) => line.startsWith('When: '));
    expect(whenLine(email.text)).toBe('When: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)');
    expect(whenLine(email.text)).toBe(
      whenLine(renderBookingConfirmation({ ...base, booking: bridal, kind: 'new', calendar }).text),
    );
    expect(email.html).not.toContain('<b>no glitter');
    expect(email.html).toContain('href="mailto:chloe@example.com"');
  });

  it('says the slot is free again when a booking is cancelled or moved', () => {
    const cancelled = notify({ ...bridal, status: 'cancelled' }, { kind: 'cancelled', by: null });
    expect(cancelled.subject).toBe(
      'Booking cancelled: Chloe Bennett, Saturday, December 5, 2026 at 10:00 AM',
    );
    expect(cancelled.text).toContain(
      'Chloe Bennett cancelled their booking for Saturday, December 5, 2026 at 10:00 AM. The slot is free again.',
    );
    const byStaff = notify({ ...bridal, status: 'cancelled' }, { kind: 'cancelled', by: 'Avery Admin' });
    expect(byStaff.text).toContain(
      "Avery Admin cancelled Chloe Bennett's booking for Saturday, December 5, 2026 at 10:00 AM. The slot is free again.",
    );
    expect(byStaff.text).not.toContain('cancelled their booking');
    const moved = notify(movedTo(bridal, '2026-12-12', '10:00', 7 * 24), {
      kind: 'rescheduled',
      from: { eventDate: '2026-12-05', eventTime: '10:00' },
    });
    expect(moved.subject).toBe(
      'Booking rescheduled: Chloe Bennett, now Saturday, December 12, 2026 at 10:00 AM',
    );
    expectToContainEach(moved.text, [
      'Previously: Saturday, December 5, 2026 at 10:00 AM (Pacific Time)\n',
      'The Saturday, December 5, 2026 at 10:00 AM slot is free again.',
    ]);
    const movedUnknown = notify(bridal, { kind: 'rescheduled', from: null });
    expect(movedUnknown.text).toContain(
      'Chloe Bennett moved their booking to Saturday, December 5, 2026 at 10:00 AM.',
    );
  });

  it('says what is missing instead of leaving blanks', () => {
    const email = notify(
      {
        ...makeupAndHair,
        customer: { ...makeupAndHair.customer, phone: null, firstName: null, lastName: null },
      },
      { kind: 'new' },
    );
    expectToContainEach(email.text, [
      'Customer: chloe@example.com',
      'Phone: not given',
      'Location: not given',
      'Notes: not given',
      'Stylists: not assigned yet',
      "Nobody holds this booking's time yet: assign a stylist in the dashboard.",
    ]);
  });

  it('tells the team when a request is released because its deposit did not arrive', () => {
    const released = notify(
      { ...bridal, status: 'cancelled', cancellationReason: 'hold-expired' },
      { kind: 'cancelled', by: null, holdExpired: true },
    );
    expect(released.subject).toBe('Booking released: Chloe Bennett, Saturday, December 5, 2026 at 10:00 AM');
    expect(released.text).toContain(
      "Chloe Bennett's booking request for Saturday, December 5, 2026 at 10:00 AM was not confirmed. The deposit did not arrive in time, so the date was released. The stylists' time is free again.",
    );
    const held = notify({ ...bridal, holdExpiresAt: new Date('2026-11-25T16:30:00Z') }, { kind: 'new' });
    expect(held.text).toContain('Date held until: Wednesday, November 25, 2026 at 8:30 AM (Pacific Time)\n');
  });
});
