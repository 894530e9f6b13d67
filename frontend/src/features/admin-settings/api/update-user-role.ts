import type { RoleUpdate, User } from '@beauty/domain/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authUserQueryKey } from '@/lib/auth';
import { adminUsersQueryKey, type UsersPage } from './get-users';

/** PUT /api/admin/users/{userId}/role: the updated user; 409 when it would leave no admin. */
export async function updateUserRole({ userId, role }: RoleUpdate & { userId: string }): Promise<User> {
  const res = await apiRequest('PUT', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role });
  return (await res.json()) as User;
}

/** Changes a role, then refreshes every user list (and the signed-in user, in case it was them). */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: async (user) => {
      // The new role shows at once wherever the user is listed; the lists are then read again.
      queryClient.setQueriesData<UsersPage>({ queryKey: adminUsersQueryKey }, (page) =>
        page && Array.isArray(page.users)
          ? { ...page, users: page.users.map((item) => (item.id === user.id ? user : item)) }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      const me = queryClient.getQueryData<User | null>(authUserQueryKey);
      if (me?.id === user.id) await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
