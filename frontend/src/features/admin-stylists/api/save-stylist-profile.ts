import type {
  AdminStylistProfile,
  AdminStylistProfiles,
  StylistProfileInput,
} from '@beauty/domain/schemas/stylist-profile';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stylistProfilesQueryKey } from './get-stylist-profiles';

/** POST /api/admin/stylist-profiles (no id) or PUT /api/admin/stylist-profiles/{id}. */
export async function saveStylistProfile({
  id,
  input,
}: {
  id: string | null;
  input: StylistProfileInput;
}): Promise<AdminStylistProfile> {
  const res = id
    ? await apiRequest('PUT', `/api/admin/stylist-profiles/${encodeURIComponent(id)}`, input)
    : await apiRequest('POST', '/api/admin/stylist-profiles', input);
  return (await res.json()) as AdminStylistProfile;
}

/** Put the server's answer for one profile in the list at once, then read the list again. */
export async function showSavedProfile(queryClient: QueryClient, profile: AdminStylistProfile) {
  queryClient.setQueryData<AdminStylistProfiles>(stylistProfilesQueryKey, (data) =>
    data
      ? {
          ...data,
          profiles: data.profiles.some((p) => p.id === profile.id)
            ? data.profiles.map((p) => (p.id === profile.id ? profile : p))
            : [...data.profiles, profile],
        }
      : data,
  );
  await queryClient.invalidateQueries({ queryKey: stylistProfilesQueryKey });
}

export function useSaveStylistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStylistProfile,
    onSuccess: (profile) => showSavedProfile(queryClient, profile),
  });
}
