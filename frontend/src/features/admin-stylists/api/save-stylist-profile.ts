import type {
  AdminStylistProfile,
  AdminStylistProfiles,
  StylistProfileInput,
} from '@beauty/domain/schemas/stylist-profile';
import type { QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { stylistProfilesQueryKey } from './get-stylist-profiles';

/** POST /api/admin/stylist-profiles (no id) or PUT /api/admin/stylist-profiles/{id}. */
export async function saveStylistProfile({
  id,
  input,
}: {
  id: string | null;
  input: StylistProfileInput;
}): Promise<AdminStylistProfile> {
  return id
    ? apiJson<AdminStylistProfile>('PUT', `/api/admin/stylist-profiles/${encodeURIComponent(id)}`, input)
    : apiJson<AdminStylistProfile>('POST', '/api/admin/stylist-profiles', input);
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
  return useApiMutation(saveStylistProfile, { onSuccess: showSavedProfile });
}
