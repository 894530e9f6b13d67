import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchListPage, itemsOf, type ListPage, type ListPages, pageUrl } from '@/lib/paged-list';

/**
 * A moderation list as an infinite query keyed by its address: the first page at once, the next
 * on demand ('Show older …'), every page read so far as one list. After a status change the
 * key is invalidated and the pages read so far are read again from the first.
 */
export function moderationListOptions<T extends { id: string }>(queryKey: readonly [string]) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchListPage<T>(pageUrl(queryKey[0], 'before', pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
    select: (data: ListPages<T>) => itemsOf(data),
  });
}
