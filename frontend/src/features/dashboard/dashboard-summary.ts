import type { Booking } from '@beauty/domain/schemas/booking';
import type { Consultation } from '@beauty/domain/schemas/consultation';

/** Spec 001 section 9: the dashboard lists the first 3 bookings and consultations. */
export const RECENT_LIMIT = 3;

/** 'Welcome back, {first name or 'there'}!' */
export function greeting(firstName: string | null | undefined): string {
  return `Welcome back, ${firstName?.trim() || 'there'}!`;
}

type Dated = Pick<Booking, 'status' | 'eventDate' | 'eventTime'>;

/** A customer's bookings as "My Bookings" shows them. */
export interface BookingGroups<T> {
  /** Pending and confirmed, from today on: the soonest first. */
  upcoming: T[];
  /** Completed, or before today: the most recent first. */
  past: T[];
  /** Cancelled, apart: the most recent first. */
  cancelled: T[];
}

const when = (b: Dated) => `${b.eventDate} ${b.eventTime}`;

/** Every booking in its group (`today` is YYYY-MM-DD in the business's zone; '' keeps every date ahead). */
export function groupBookings<T extends Dated>(bookings: readonly T[], today: string): BookingGroups<T> {
  const groups: BookingGroups<T> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) {
    if (booking.status === 'cancelled') groups.cancelled.push(booking);
    else if (booking.status === 'completed' || (today && booking.eventDate < today))
      groups.past.push(booking);
    else groups.upcoming.push(booking);
  }
  groups.upcoming.sort((a, b) => when(a).localeCompare(when(b)));
  groups.past.sort((a, b) => when(b).localeCompare(when(a)));
  groups.cancelled.sort((a, b) => when(b).localeCompare(when(a)));
  return groups;
}

/** The Upcoming card: pending and confirmed bookings still ahead, and how many of each. */
export function upcomingSummary(
  bookings: readonly Dated[],
  today: string,
): { count: number; confirmed: number; pending: number } {
  const { upcoming } = groupBookings(bookings, today);
  const confirmed = upcoming.filter((b) => b.status === 'confirmed').length;
  return { count: upcoming.length, confirmed, pending: upcoming.length - confirmed };
}

/** '2 confirmed, 1 awaiting deposit' under the Upcoming count; 'Nothing booked yet' at zero. */
export function upcomingText(summary: { count: number; confirmed: number; pending: number }): string {
  if (summary.count === 0) return 'Nothing booked ahead yet';
  const parts = [];
  if (summary.confirmed > 0) parts.push(`${summary.confirmed} confirmed`);
  if (summary.pending > 0) parts.push(`${summary.pending} pending`);
  return parts.join(', ');
}

export function recent<T>(items: readonly T[]): T[] {
  return items.slice(0, RECENT_LIMIT);
}

/**
 * The dashboard's first 3 bookings as a bride reads them: the soonest ahead first, then the latest
 * past ones, cancelled last (My Bookings' groups, in its order), not the oldest three.
 */
export function recentBookings<T extends Dated>(bookings: readonly T[], today: string): T[] {
  const { upcoming, past, cancelled } = groupBookings(bookings, today);
  return recent([...upcoming, ...past, ...cancelled]);
}

/** 'Free Consultation' when the free one was used for it, otherwise 'Paid Consultation'. */
export function consultationTitle(consultation: Pick<Consultation, 'usedFreeConsultation'>): string {
  return consultation.usedFreeConsultation ? 'Free Consultation' : 'Paid Consultation';
}
