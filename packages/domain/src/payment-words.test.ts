import {
  amountsOf,
  bookingStateSentence,
  depositDueBy,
  depositTerms,
  ESTIMATE_NOTE,
  formatServiceDate,
  hasFinalPrice,
  type PaymentFacts,
  paymentInstructions,
} from './payment-words';

const pending: PaymentFacts = {
  id: '0f8b8f4e-1111-4222-8333-444455556666',
  status: 'pending',
  eventDate: '2026-12-05',
  paymentMethod: 'venmo',
  paymentHandle: '@chloe',
  paymentStatus: 'unpaid',
  totalPriceCents: 62_000,
  depositCents: 18_600,
  holdExpiresAt: '2026-11-28T18:00:00.000Z',
};
const handles = { venmo: '@BridalBeautySS', cashapp: '$BridalBeautySS' };

describe('where and when to pay', () => {
  it('says pending and confirmed one way for the emails and the booking page', () => {
    expect(bookingStateSentence('pending')).toBe(
      'Your booking is pending: our team will confirm it shortly.',
    );
    expect(bookingStateSentence('confirmed')).toBe('Your appointment is confirmed.');
    expect(bookingStateSentence('cancelled')).toBeNull();
  });

  it('names the handle, the reference, the hold and the balance on the service date', () => {
    expect(paymentInstructions(pending, handles)).toEqual([
      'To secure your appointment, please send the $186 deposit with Venmo to @BridalBeautySS, with "Booking 0F8B8F4E" in the note.',
      'We will match it to your Venmo account @chloe.',
      'We hold your date until Saturday, November 28, 2026 at 10:00 AM (Pacific Time): if the deposit has not arrived by then, the date is released.',
      'The balance of $434 is due on the day of your appointment (Saturday, December 5, 2026), with Venmo to @BridalBeautySS.',
    ]);
  });

  it('asks a confirmed booking for its deposit without saying the deposit secures it', () => {
    expect(paymentInstructions({ ...pending, status: 'confirmed' }, handles)).toEqual([
      'Please send the $186 deposit with Venmo to @BridalBeautySS, with "Booking 0F8B8F4E" in the note.',
      'We will match it to your Venmo account @chloe.',
      'The balance of $434 is due on the day of your appointment (Saturday, December 5, 2026), with Venmo to @BridalBeautySS.',
    ]);
  });

  it('leaves out the hold where the page has stated the due time already', () => {
    const lines = paymentInstructions(pending, handles, { hold: false });
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).not.toContain('We hold your date');
  });

  it('asks for nothing it cannot say where to send (a method no longer offered)', () => {
    expect(paymentInstructions(pending, { cashapp: '$BridalBeautySS' })[0]).toBe(
      'We will contact you about paying the $186 deposit.',
    );
  });

  /** The deposit and balance words for $620 with a 30% deposit; each case says what differs. */
  const termsOf = (differs: Partial<Parameters<typeof depositTerms>[0]>) =>
    depositTerms({
      percent: 30,
      depositCents: 18_600,
      balanceCents: 43_400,
      estimate: false,
      holdHours: null,
      eventDate: null,
      ...differs,
    });

  it('states the deposit share and when each part is due, estimate or total', () => {
    expect(termsOf({ estimate: true, holdHours: 72, eventDate: '2026-12-05' })).toEqual({
      deposit: 'Deposit (30%): $186+, due within 72 hours of booking (we hold your date until then).',
      balance: 'Balance: $434+, due on the day of your appointment (Saturday, December 5, 2026).',
    });
    // Booked for tomorrow morning, the hold ends when the appointment starts, not 72 hours on.
    const now = new Date('2026-12-04T17:00:00Z');
    const soon = { estimate: true, holdHours: 72, now, eventDate: '2026-12-05' };
    expect(termsOf({ ...soon, startsAt: new Date('2026-12-05T19:00:00Z') }).deposit).toBe(
      'Deposit (30%): $186+, due before your appointment starts, or the date is released.',
    );
    expect(termsOf({ ...soon, startsAt: new Date('2026-12-07T19:00:00Z') }).deposit).toBe(
      'Deposit (30%): $186+, due within 72 hours of booking (we hold your date until then).',
    );
    expect(termsOf({ dueBy: pending.holdExpiresAt }).deposit).toBe(
      'Deposit (30%): $186, due by Saturday, November 28, 2026 at 10:00 AM (Pacific Time), or the date is released.',
    );
    expect(formatServiceDate('2027-01-01')).toBe('Friday, January 1, 2027');
    // No example figure: beside a booking of $650, '$620' read as her own total.
    expect(ESTIMATE_NOTE).toContain('An amount with a + is an estimate');
    expect(ESTIMATE_NOTE).not.toMatch(/\$\d/);
  });

  it('claims no due time for a booking it holds nothing for (confirmed before its deposit came)', () => {
    const confirmed = { ...pending, status: 'confirmed' };
    expect(termsOf({ dueBy: depositDueBy(confirmed), eventDate: confirmed.eventDate }).deposit).toBe(
      'Deposit (30%): $186.',
    );
    // Before booking, with no hold known yet, the deposit is due when she books.
    expect(termsOf({ estimate: true }).deposit).toBe(
      'Deposit (30%): $186+, due when you book, to secure your date.',
    );
  });
});

describe("the deposit's share", () => {
  it('is named while the deposit is that share of the total, rounded to the cent', () => {
    expect(amountsOf(pending).depositLabel).toBe('Deposit (30%)');
    // 30% of $123.45 is $37.035, booked as $37.04.
    expect(amountsOf({ totalPriceCents: 12_345, depositCents: 3_704 }).depositLabel).toBe('Deposit (30%)');
  });

  it('is not named once a final price leaves a deposit received at another share', () => {
    expect(amountsOf({ totalPriceCents: 9_250, depositCents: 1_500 })).toMatchObject({
      depositLabel: 'Deposit',
      percent: null,
      balance: '$77.50',
    });
  });
});

describe('a final price', () => {
  it('is one staff set, or one paid in full; otherwise the total is the estimate', () => {
    expect(hasFinalPrice({ priceSetAt: '2026-12-07T14:00:00.000Z', paymentStatus: 'unpaid' })).toBe(true);
    expect(hasFinalPrice({ priceSetAt: null, paymentStatus: 'completed' })).toBe(true);
    expect(hasFinalPrice({ priceSetAt: null, paymentStatus: 'deposit_received' })).toBe(false);
  });
});
