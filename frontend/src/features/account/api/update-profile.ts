import type { AuthUser, ProfileUpdate } from '@beauty/domain/schemas/user';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { authUserQueryKey } from '@/lib/auth';

/**
 * PUT /api/account/profile: 200 the user (a new email waits in `pendingEmail` for its link); 400
 * field errors; 409 the email belongs to another account, or to the sign-in provider.
 */
export function updateProfile(update: ProfileUpdate): Promise<AuthUser> {
  return apiJson<AuthUser>('PUT', '/api/account/profile', update);
}

/** Saves the profile, then refreshes GET /api/auth/user (spec 001 section 7). */
export function useUpdateProfile() {
  return useApiMutation(updateProfile, {
    onSuccess: async (queryClient, user) => {
      queryClient.setQueryData(authUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
