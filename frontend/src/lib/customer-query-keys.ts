/**
 * Query keys of the signed-in customer's own data. The dashboard reads these lists and the
 * booking screens refresh them after a change, so the keys live here rather than in either
 * feature. Each key is also the address the default query function fetches.
 */
export const bookingsQueryKey = ['/api/bookings'] as const;
export const consultationsQueryKey = ['/api/consultations'] as const;
export const freeConsultationStatusQueryKey = ['/api/consultations/free-status'] as const;
/** Prefix of every date's slot availability (['/api/availability', { date }]). */
export const availabilityQueryKey = ['/api/availability'] as const;
/** The customer's waitlist entries (dates she waits on with a selection). */
export const waitlistQueryKey = ['/api/waitlist'] as const;
