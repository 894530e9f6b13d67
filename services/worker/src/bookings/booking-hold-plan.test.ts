import { bookingHoldJobId, holdEndOf } from './booking-hold-plan';

describe("a booking's hold", () => {
  const end = new Date('2026-11-27T17:00:00Z');

  it('is to be released at its end while the request is pending and unpaid', () => {
    expect(holdEndOf({ status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: end })).toEqual(end);
    expect(
      holdEndOf({ status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: end.toISOString() }),
    ).toEqual(end);
  });

  it('is not, once the deposit is recorded, the booking confirmed or over, or when nothing was held', () => {
    for (const booking of [
      { status: 'pending', paymentStatus: 'deposit_received', holdExpiresAt: end },
      { status: 'pending', paymentStatus: 'completed', holdExpiresAt: end },
      { status: 'confirmed', paymentStatus: 'unpaid', holdExpiresAt: end },
      { status: 'cancelled', paymentStatus: 'unpaid', holdExpiresAt: end },
      { status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: null },
      null,
      undefined,
    ]) {
      expect(holdEndOf(booking)).toBeNull();
    }
  });

  it('has one delayed job per booking, its id without the ":" BullMQ refuses', () => {
    expect(bookingHoldJobId('0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10')).toBe(
      'booking-hold.0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
    );
  });
});
