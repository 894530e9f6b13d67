import type { RoleUpdate, User } from '@beauty/domain/schemas/user';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { authUserQueryKey } from '@/lib/auth';
import { adminUsersQueryKey, type UsersPage } from './get-users';

/** PUT /api/admin/users/{userId}/role: the updated user; 409 when it would leave no admin. */
export function updateUserRole({ userId, role }: RoleUpdate & { userId: string }): Promise<User> {
  return apiJson<User>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role });
}

/** Changes a role, then refreshes every user list (and the signed-in user, in case it was them). */
export function useUpdateUserRole() {
  return useApiMutation(updateUserRole, {
    onSuccess: async (queryClient, user) => {
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
