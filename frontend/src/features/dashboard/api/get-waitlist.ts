import type { WaitlistEntry } from '@beauty/domain/schemas/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistQueryKey } from '@/lib/customer-query-keys';

/** GET /api/waitlist: the signed-in customer's entries for dates still to come, in date order. */
export const waitlistQueryOptions = queryOptions<WaitlistEntry[]>({ queryKey: waitlistQueryKey });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions);
}
