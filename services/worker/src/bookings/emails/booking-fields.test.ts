import { bridal, business, calendar, makeupAndHair, paymentHandles, unfold } from './booking-email.fixture';
import {
  amountsOf,
  bookingCalendar,
  bookingReference,
  formatAppointment,
  paymentInstructions,
  totalLabel,
} from './booking-fields';

/** The booking's calendar file as the customer's emails send it, unfolded. */
const calendarFileOf = (booking: typeof bridal, method: 'REQUEST' | 'CANCEL' = 'REQUEST') =>
  unfold(
    bookingCalendar({
      booking,
      businessName: business.businessName,
      uidDomain: calendar.uidDomain,
      organizerEmail: business.contactEmails[1],
      publicUrl: business.publicUrl,
      sequence: 2,
      generatedAt: calendar.generatedAt,
      method,
    }),
  );

describe('booking fields', () => {
  it('formats the appointment in the business time zone, on either side of a DST change', () => {
    expect(formatAppointment(new Date('2026-12-05T18:00:00Z'))).toBe(
      'Saturday, December 5, 2026 at 10:00 AM',
    );
    expect(formatAppointment(new Date('2027-03-13T17:00:00Z'))).toBe('Saturday, March 13, 2027 at 9:00 AM');
    expect(formatAppointment(new Date('2027-03-15T16:00:00Z'))).toBe('Monday, March 15, 2027 at 9:00 AM');
    expect(formatAppointment(new Date('2026-12-05T23:00:00Z'))).toBe('Saturday, December 5, 2026 at 3:00 PM');
  });

  it('shows the stored amounts and the deposit share', () => {
    expect(amountsOf(bridal)).toMatchObject({
      total: '$1,270',
      deposit: '$635',
      balance: '$635',
      depositLabel: 'Deposit (50%)',
    });
    expect(amountsOf(makeupAndHair)).toMatchObject({
      total: '$200',
      deposit: '$60',
      balance: '$140',
      depositLabel: 'Deposit (30%)',
    });
    expect(amountsOf({ totalPriceCents: 0, depositCents: 0 }).depositLabel).toBe('Deposit');
  });

  it('tells how to pay the deposit with each method, to the business handle, naming the customer handle', () => {
    expect(bookingReference(bridal.id)).toBe('0F8B8F4E');
    expect(paymentInstructions(bridal, paymentHandles)).toEqual([
      'To secure your appointment, please send the $635 deposit with Cash App to $BridalBeautySS, with "Booking 0F8B8F4E" in the note.',
      'We will match it to your Cash App account $chloe<b>.',
      'The balance of $635 is due on the day of your appointment (Saturday, December 5, 2026), with Cash App to $BridalBeautySS.',
    ]);
    expect(paymentInstructions(makeupAndHair, paymentHandles).join(' ')).toContain(
      'send the $60 deposit with Venmo to @BridalBeautySS',
    );
    const applePay = paymentInstructions(
      { ...bridal, paymentMethod: 'applepay', paymentHandle: 'c@icloud.com' },
      paymentHandles,
    );
    expect(applePay[0]).toContain(
      'with Apple Pay (Apple Cash, in Messages or Wallet) to bookings@bridalbeauty.example',
    );
    expect(applePay[1]).toBe('We will match it to your Apple Pay account c@icloud.com.');
  });

  it('thanks for a deposit already paid and asks for nothing once paid in full', () => {
    expect(paymentInstructions({ ...bridal, paymentStatus: 'deposit_received' }, paymentHandles)).toEqual([
      'We have received your $635 deposit. Thank you!',
      'The balance of $635 is due on the day of your appointment (Saturday, December 5, 2026), with Cash App to $BridalBeautySS.',
    ]);
    expect(paymentInstructions({ ...bridal, paymentStatus: 'completed' }, paymentHandles)).toEqual([
      'Your booking is paid in full. Thank you!',
    ]);
    expect(paymentInstructions({ ...bridal, paymentMethod: null }, paymentHandles)[0]).toBe(
      'We will contact you about paying the $635 deposit.',
    );
  });

  it("labels the total 'Final price' once staff set it, 'Total' while it is the estimate", () => {
    expect(totalLabel({ priceSetAt: null })).toBe('Total');
    expect(totalLabel({ priceSetAt: new Date('2026-11-30T17:00:00Z') })).toBe('Final price');
  });

  it("gives the calendar file's description the final amounts, labelled 'Final price', once staff set the price", () => {
    expect(calendarFileOf(bridal)).toContain(
      'Total: $1\\,270. Deposit (50%): $635. Balance due on the day: $635.',
    );
    const priced = calendarFileOf({
      ...bridal,
      totalPriceCents: 140_050,
      depositCents: 70_025,
      priceSetAt: new Date('2026-11-30T17:00:00Z'),
    });
    expect(priced).toContain(
      'Final price: $1\\,400.50. Deposit (50%): $700.25. Balance due on the day: $700.25.',
    );
    expect(priced).not.toContain('Total:');
    // The same appointment: same UID, the SEQUENCE it was given.
    expect(priced).toContain('\r\nUID:booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example\r\n');
    expect(priced).toContain('\r\nSEQUENCE:2\r\n');
    // A cancellation names no amounts at all.
    expect(calendarFileOf({ ...bridal, priceSetAt: new Date() }, 'CANCEL')).not.toMatch(/Final price|Total:/);
  });
});
