import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { itemsOf, type ModerationPage, type ModerationPages, moderationPageUrl } from '../moderation-pages';

async function readPage<T>(
  path: string,
  before: string | null,
  signal: AbortSignal,
): Promise<ModerationPage<T>> {
  const res = await fetch(moderationPageUrl(path, before), { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  return { items: (await res.json()) as T[], nextCursor: res.headers.get('Next-Cursor') };
}

/**
 * A moderation list as an infinite query keyed by its address: the first page at once, the next
 * on demand ('Show older …'), every page read so far as one list. After a status change the
 * key is invalidated and the pages read so far are read again from the first.
 */
export function moderationListOptions<T extends { id: string }>(queryKey: readonly [string]) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage<T>(queryKey[0], pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ModerationPage<T>) => last.nextCursor,
    select: (data: ModerationPages<T>) => itemsOf(data),
  });
}
