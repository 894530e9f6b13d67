import { describe, expect, it } from '@jest/globals';
import { consultationTitle, greeting, RECENT_LIMIT, recent, upcomingCount } from './dashboard-summary';

describe('customer dashboard', () => {
  it("greets by first name, or 'there'", () => {
    expect(greeting('Avery')).toBe('Welcome back, Avery!');
    expect(greeting('  ')).toBe('Welcome back, there!');
    expect(greeting(null)).toBe('Welcome back, there!');
  });

  it('counts only confirmed bookings as upcoming', () => {
    const statuses = ['pending', 'confirmed', 'completed', 'confirmed', 'cancelled'] as const;
    expect(upcomingCount(statuses.map((status) => ({ status })))).toBe(2);
  });

  it('shows the first 3', () => {
    expect(RECENT_LIMIT).toBe(3);
    expect(recent([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(recent([1])).toEqual([1]);
  });

  it('labels consultations free or paid', () => {
    expect(consultationTitle({ usedFreeConsultation: true })).toBe('Free Consultation');
    expect(consultationTitle({ usedFreeConsultation: false })).toBe('Paid Consultation');
  });
});
