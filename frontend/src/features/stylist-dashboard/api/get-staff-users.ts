import type { User } from '@beauty/domain/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/users (admins only): every user, newest first. */
export const adminUsersQueryKey = ['/api/admin/users'] as const;

export const adminUsersQueryOptions = queryOptions<User[]>({ queryKey: adminUsersQueryKey });

/** The people a booking can be assigned to: stylists and admins, by name. Asked only for admins. */
export function useStaffMembers({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...adminUsersQueryOptions,
    enabled,
    select: (users) =>
      users
        .filter((user) => user.role === 'stylist' || user.role === 'admin')
        .sort((a, b) => staffName(a).localeCompare(staffName(b))),
  });
}

/** 'First Last', or the email when no name is stored. */
export function staffName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
