import type { AdminStylistProfiles } from '@beauty/domain/schemas/stylist-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portraitPolling } from '@/components/stylist-profile/portrait';

/** GET /api/admin/stylist-profiles: every profile with its photo's state, and the staff accounts. */
export const stylistProfilesQueryKey = ['/api/admin/stylist-profiles'] as const;

export const stylistProfilesQueryOptions = queryOptions<AdminStylistProfiles>({
  queryKey: stylistProfilesQueryKey,
  refetchInterval: (query) => portraitPolling(query.state.data?.profiles ?? []),
});

export function useStylistProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...stylistProfilesQueryOptions, enabled });
}
