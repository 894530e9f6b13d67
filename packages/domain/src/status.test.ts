import {
  bookingMachine,
  canTransition,
  consultationRequestMachine,
  contactMessageMachine,
  normalizeRole,
  roleSatisfies,
  testimonialMachine,
} from './status';

describe('status machines', () => {
  it('lets an admin set a consultation request to contacted, scheduled or completed from any state', () => {
    for (const from of ['new', 'contacted', 'scheduled', 'completed'] as const) {
      for (const to of ['contacted', 'scheduled', 'completed'] as const) {
        expect(canTransition(consultationRequestMachine, from, to)).toBe(from !== to);
      }
      expect(canTransition(consultationRequestMachine, from, 'new')).toBe(false);
    }
  });

  it('only reviews pending testimonials', () => {
    expect(canTransition(testimonialMachine, 'pending', 'approved')).toBe(true);
    expect(canTransition(testimonialMachine, 'pending', 'rejected')).toBe(true);
    expect(canTransition(testimonialMachine, 'approved', 'rejected')).toBe(false);
    expect(canTransition(testimonialMachine, 'rejected', 'approved')).toBe(false);
  });

  it('moves contact messages forward until responded', () => {
    expect(canTransition(contactMessageMachine, 'new', 'read')).toBe(true);
    expect(canTransition(contactMessageMachine, 'new', 'responded')).toBe(true);
    expect(canTransition(contactMessageMachine, 'read', 'responded')).toBe(true);
    expect(canTransition(contactMessageMachine, 'read', 'new')).toBe(false);
    expect(canTransition(contactMessageMachine, 'responded', 'read')).toBe(false);
  });

  it('confirms, completes and cancels bookings, and never reopens them', () => {
    expect(canTransition(bookingMachine, 'pending', 'confirmed')).toBe(true);
    expect(canTransition(bookingMachine, 'confirmed', 'completed')).toBe(true);
    expect(canTransition(bookingMachine, 'pending', 'cancelled')).toBe(true);
    expect(canTransition(bookingMachine, 'confirmed', 'cancelled')).toBe(true);
    expect(canTransition(bookingMachine, 'completed', 'cancelled')).toBe(false);
    expect(canTransition(bookingMachine, 'cancelled', 'pending')).toBe(false);
    expect(canTransition(bookingMachine, 'cancelled', 'confirmed')).toBe(false);
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
