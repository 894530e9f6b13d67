import type { User } from '@beauty/domain/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/users: every account, newest first, with its role (admin). */
export const adminUsersQueryKey = ['/api/admin/users'] as const;

export const adminUsersQueryOptions = queryOptions<User[]>({ queryKey: adminUsersQueryKey });

export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions, enabled });
}
