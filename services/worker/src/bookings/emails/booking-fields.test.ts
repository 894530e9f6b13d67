import { bridal, makeupAndHair, paymentHandles } from './booking-email.fixture';
import { amountsOf, bookingReference, formatAppointment, paymentInstructions } from './booking-fields';

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
});
