import { USER_LIST_LIMIT, type User } from '@beauty/domain/schemas/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage } from '@/lib/paged-list';
import { RECENT_USERS_LIMIT } from '../user-display';

/**
 * GET /api/admin/users (admin): accounts with their roles, newest first, a page at a time
 * (?limit=, at most 50; ?q= finds a name or email; the Next-Cursor header says more follow).
 * Every list of users read here starts with this key, so one invalidation refreshes them all.
 */
export const adminUsersQueryKey = ['/api/admin/users'] as const;

export interface UsersPage {
  users: User[];
  /** Set when more accounts match than this page holds. */
  nextCursor: string | null;
}

export async function fetchUsers(
  params: { q?: string; limit: number },
  signal?: AbortSignal,
): Promise<UsersPage> {
  const query = new URLSearchParams({ limit: String(params.limit) });
  if (params.q) query.set('q', params.q);
  const page = await fetchListPage<User>(`${adminUsersQueryKey[0]}?${query}`, signal);
  return { users: page.items, nextCursor: page.nextCursor };
}

/** Card 'Recent Users': the 5 newest accounts. */
export const recentUsersQueryOptions = queryOptions({
  queryKey: [...adminUsersQueryKey, 'recent'] as const,
  queryFn: ({ signal }) => fetchUsers({ limit: RECENT_USERS_LIMIT }, signal),
  select: (page: UsersPage) => page.users,
});

export function useRecentUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentUsersQueryOptions, enabled });
}

/** The user picker's matches for what was typed (the newest accounts while nothing is). */
export const userSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'search', search] as const,
    queryFn: ({ signal }) => fetchUsers({ q: search, limit: USER_LIST_LIMIT }, signal),
  });

export function useUserSearch(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The matches shown stay while the next ones load, so the list does not flash empty as she types.
  return useQuery({ ...userSearchQueryOptions(search.trim()), enabled, placeholderData: keepPreviousData });
}
