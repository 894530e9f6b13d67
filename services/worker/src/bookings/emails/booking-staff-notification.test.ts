import { base, bridal, makeupAndHair, movedTo } from './booking-email.fixture';
import { renderBookingStaffNotification } from './booking-staff-notification';

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
