import { PAGE_LIMIT_MAX, type User } from '@beauty/domain/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { fullName } from '@/lib/person-name';

/**
 * GET /api/admin/users?role=stylist,admin (admins only): the team, not every account. The team is
 * a few people, far under one page of 50; the admin settings' role change refreshes this list too
 * (its key starts with '/api/admin/users').
 */
export const staffUsersQueryKey = ['/api/admin/users', 'staff'] as const;

export const staffUsersQueryOptions = queryOptions<User[]>({
  queryKey: staffUsersQueryKey,
  queryFn: ({ signal }) =>
    apiGet<User[]>(`/api/admin/users?role=stylist,admin&limit=${PAGE_LIMIT_MAX}`, { signal }),
});

/** The people a booking can be assigned to: stylists and admins, by name. Asked only for admins. */
export function useStaffMembers({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...staffUsersQueryOptions,
    enabled,
    select: (users) =>
      users
        .filter((user) => user.role === 'stylist' || user.role === 'admin')
        .sort((a, b) => staffName(a).localeCompare(staffName(b))),
  });
}

/** 'First Last', or the email when no name is stored. */
export function staffName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(user) || user.email;
}
