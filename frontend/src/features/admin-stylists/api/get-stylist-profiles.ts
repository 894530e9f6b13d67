import type { AdminStylistProfiles } from '@beauty/domain/schemas/stylist-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/stylist-profiles: every profile with its photo's state, and the staff accounts. */
export const stylistProfilesQueryKey = ['/api/admin/stylist-profiles'] as const;

/** While a photo is being converted the list is read again every 1.5 s, and no longer once it settles. */
export const PHOTO_POLL_MS = 1500;

const converting = (data: AdminStylistProfiles | undefined) =>
  Boolean(data?.profiles.some((profile) => profile.photo?.status === 'processing'));

export const stylistProfilesQueryOptions = queryOptions<AdminStylistProfiles>({
  queryKey: stylistProfilesQueryKey,
  refetchInterval: (query) => (converting(query.state.data) ? PHOTO_POLL_MS : false),
});

export function useStylistProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...stylistProfilesQueryOptions, enabled });
}
