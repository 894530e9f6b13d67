import type { AuthUser, ProfileUpdate } from '@beauty/domain/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authUserQueryKey } from '@/lib/auth';

/**
 * PUT /api/account/profile: 200 the user (a new email waits in `pendingEmail` for its link); 400
 * field errors; 409 the email belongs to another account, or to the sign-in provider.
 */
export async function updateProfile(update: ProfileUpdate): Promise<AuthUser> {
  const res = await apiRequest('PUT', '/api/account/profile', update);
  return (await res.json()) as AuthUser;
}

/** Saves the profile, then refreshes GET /api/auth/user (spec 001 section 7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(authUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
