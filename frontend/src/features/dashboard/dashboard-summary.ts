import type { Booking } from '@beauty/domain/schemas/booking';
import type { Consultation } from '@beauty/domain/schemas/consultation';

/** Spec 001 section 9: the dashboard lists the first 3 bookings and consultations. */
export const RECENT_LIMIT = 3;

/** 'Welcome back, {first name or 'there'}!' */
export function greeting(firstName: string | null | undefined): string {
  return `Welcome back, ${firstName?.trim() || 'there'}!`;
}

/** The Upcoming card: the bookings whose status is confirmed. */
export function upcomingCount(bookings: readonly Pick<Booking, 'status'>[]): number {
  return bookings.filter((booking) => booking.status === 'confirmed').length;
}

export function recent<T>(items: readonly T[]): T[] {
  return items.slice(0, RECENT_LIMIT);
}

/** 'Free Consultation' when the free one was used for it, otherwise 'Paid Consultation'. */
export function consultationTitle(consultation: Pick<Consultation, 'usedFreeConsultation'>): string {
  return consultation.usedFreeConsultation ? 'Free Consultation' : 'Paid Consultation';
}
