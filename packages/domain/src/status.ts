/**
 * Status machines. Every status change on the server goes through `canTransition`; an
 * illegal change answers 409.
 */
export const CONSULTATION_REQUEST_STATUSES = ['new', 'contacted', 'scheduled', 'completed'] as const;
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'responded'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'deposit_received', 'completed', 'refunded'] as const;
export const CONSULTATION_STATUSES = ['requested', 'scheduled', 'completed', 'cancelled'] as const;
export const APPLICATION_STATUSES = ['new', 'reviewed', 'interviewing', 'hired', 'declined'] as const;
export const ROLES = ['customer', 'stylist', 'admin'] as const;

export type ConsultationRequestStatus = (typeof CONSULTATION_REQUEST_STATUSES)[number];
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type Role = (typeof ROLES)[number];

/** Bookings that hold a stylist's time and can still change: requested or confirmed. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
/** Bookings that count as work in a stylist's figures and calendar: active, or done. */
export const COUNTED_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
] as const satisfies readonly BookingStatus[];

export function isActiveBooking(status: string): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);
}

export function isCountedBooking(status: string): boolean {
  return (COUNTED_BOOKING_STATUSES as readonly string[]).includes(status);
}

type Machine<S extends string> = Readonly<Record<S, readonly S[]>>;

/** An admin can set contacted, scheduled or completed from any state (spec 001 section 4). */
export const consultationRequestMachine: Machine<ConsultationRequestStatus> = {
  new: ['contacted', 'scheduled', 'completed'],
  contacted: ['scheduled', 'completed'],
  scheduled: ['contacted', 'completed'],
  completed: ['contacted', 'scheduled'],
};

/**
 * A pending review is approved (published) or rejected. The decision can be reversed: an approved
 * review taken down (unpublished) becomes rejected, a rejected one can be published. A review
 * never goes back to pending.
 */
export const testimonialMachine: Machine<TestimonialStatus> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

/** Items not yet responded can be set to read or responded. */
export const contactMessageMachine: Machine<ContactMessageStatus> = {
  new: ['read', 'responded'],
  read: ['responded'],
  responded: [],
};

/**
 * A stylist application moves forward (reviewed, interviewing, then hired or declined); the admin
 * can decline at any point, reconsider a declined one (back to reviewed), and decline a hire that
 * fell through. Nothing returns to new.
 */
export const applicationMachine: Machine<ApplicationStatus> = {
  new: ['reviewed', 'interviewing', 'hired', 'declined'],
  reviewed: ['interviewing', 'hired', 'declined'],
  interviewing: ['hired', 'declined'],
  hired: ['declined'],
  declined: ['reviewed'],
};

export const bookingMachine: Machine<BookingStatus> = {
  pending: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canTransition<S extends string>(machine: Machine<S>, from: S, to: S): boolean {
  return machine[from]?.includes(to) ?? false;
}

/** Any stored role other than stylist or admin counts as customer. */
export function normalizeRole(role: string | null | undefined): Role {
  return role === 'admin' || role === 'stylist' ? role : 'customer';
}

/** The team: who does the styling and has a schedule (an admin is a stylist too). */
export const STAFF_ROLES = ['stylist', 'admin'] as const satisfies readonly Role[];

/** Stylist routes admit stylists and admins; admin routes admit admins only. */
export function roleSatisfies(actual: Role, required: Role | 'public' | 'signed-in'): boolean {
  switch (required) {
    case 'public':
      return true;
    case 'signed-in':
    case 'customer':
      return true;
    case 'stylist':
      return (STAFF_ROLES as readonly Role[]).includes(actual);
    case 'admin':
      return actual === 'admin';
  }
}

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', stylist: 'Stylist', admin: 'Admin' };

/**
 * A consultation that came with a booking: staff schedule it (and move it: scheduled again),
 * then mark it completed or cancelled; those two are final.
 */
export const consultationMachine: Machine<ConsultationStatus> = {
  requested: ['scheduled', 'completed', 'cancelled'],
  scheduled: ['scheduled', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Consultations staff still have to act on: not yet held, not called off. */
export const OPEN_CONSULTATION_STATUSES = [
  'requested',
  'scheduled',
] as const satisfies readonly ConsultationStatus[];
