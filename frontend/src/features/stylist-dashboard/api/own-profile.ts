import type {
  AdminStylistProfile,
  OwnStylistProfile,
  OwnStylistProfileInput,
} from '@beauty/domain/schemas/stylist-profile';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { portraitPolling } from '@/components/stylist-profile/portrait';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

/** GET /api/stylist/profile: the About-section profile linked to my account, or null. */
export const ownProfileQueryKey = ['/api/stylist/profile'] as const;

export const ownProfileQueryOptions = queryOptions<OwnStylistProfile>({
  queryKey: ownProfileQueryKey,
  refetchInterval: (query) => portraitPolling([query.state.data?.profile]),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}

/** Where her portrait goes (components/stylist-profile/portrait.ts). */
export const OWN_PORTRAIT = {
  uploadAddress: '/api/stylist/profile/photo-upload',
  photo: '/api/stylist/profile/photo',
};

/** Show the server's answer at once, then read it again. */
export async function showOwnProfile(queryClient: QueryClient, profile: AdminStylistProfile) {
  queryClient.setQueryData<OwnStylistProfile>(ownProfileQueryKey, { profile });
  await queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
}

/** PUT /api/stylist/profile: her profile's words. */
export function useSaveOwnProfile() {
  return useApiMutation(
    (input: OwnStylistProfileInput) => apiJson<AdminStylistProfile>('PUT', '/api/stylist/profile', input),
    { onSuccess: showOwnProfile },
  );
}
