import * as status from './status';

const { canTransition, normalizeRole, roleSatisfies } = status;
const machines: Record<string, Record<string, readonly string[]>> = {
  testimonial: status.testimonialMachine,
  contactMessage: status.contactMessageMachine,
  booking: status.bookingMachine,
};

describe('status machines', () => {
  it('lets an admin set a consultation request to contacted, scheduled or completed from any state', () => {
    for (const from of ['new', 'contacted', 'scheduled', 'completed'] as const) {
      for (const to of ['contacted', 'scheduled', 'completed'] as const) {
        expect(canTransition(status.consultationRequestMachine, from, to)).toBe(from !== to);
      }
      expect(canTransition(status.consultationRequestMachine, from, 'new')).toBe(false);
    }
  });

  // [machine, from, to, allowed]
  it.each([
    // A review's decision can be reversed (unpublish, publish), but it never waits again.
    ['testimonial', 'pending', 'approved', true],
    ['testimonial', 'pending', 'rejected', true],
    ['testimonial', 'approved', 'rejected', true],
    ['testimonial', 'rejected', 'approved', true],
    ['testimonial', 'approved', 'pending', false],
    ['testimonial', 'rejected', 'pending', false],
    ['testimonial', 'approved', 'approved', false],
    // Contact messages move forward until responded.
    ['contactMessage', 'new', 'read', true],
    ['contactMessage', 'new', 'responded', true],
    ['contactMessage', 'read', 'responded', true],
    ['contactMessage', 'read', 'new', false],
    ['contactMessage', 'responded', 'read', false],
    // Bookings are confirmed, completed and cancelled, and never reopened.
    ['booking', 'pending', 'confirmed', true],
    ['booking', 'confirmed', 'completed', true],
    ['booking', 'pending', 'cancelled', true],
    ['booking', 'confirmed', 'cancelled', true],
    ['booking', 'completed', 'cancelled', false],
    ['booking', 'cancelled', 'pending', false],
    ['booking', 'cancelled', 'confirmed', false],
  ] as const)('%s: %s -> %s is allowed: %s', (machine, from, to, allowed) => {
    expect(canTransition(machines[machine]!, from, to)).toBe(allowed);
  });
});

describe('roles', () => {
  it('treats any unknown role as customer', () => {
    expect(normalizeRole('superuser')).toBe('customer');
    expect(normalizeRole(null)).toBe('customer');
    expect(normalizeRole('stylist')).toBe('stylist');
  });
  it('admits admins to stylist routes but not stylists to admin routes', () => {
    expect(roleSatisfies('admin', 'stylist')).toBe(true);
    expect(roleSatisfies('stylist', 'admin')).toBe(false);
    expect(roleSatisfies('customer', 'stylist')).toBe(false);
    expect(roleSatisfies('customer', 'signed-in')).toBe(true);
  });
});
