import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One page of a list the API answers a part at a time, and the cursor of the part after it. */
export interface ListPage<T> {
  items: T[];
  /** The Next-Cursor header: what to ask for the next part; null at the end. */
  nextCursor: string | null;
  /** The Total-Count header, where the list sends one (on its first page). */
  total?: number | null;
}

/** The pages of a list read so far, each asked for with the cursor of the one before. */
export type ListPages<T> = InfiniteData<ListPage<T>, string | null>;

/** The items of every page read so far, in order; an item on two pages (moved on) shows once. */
export function itemsOf<T extends { id: string }>(data: ListPages<T>): T[] {
  const byId = new Map<string, T>();
  for (const page of data.pages)
    for (const item of page.items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** `path` with `?name=cursor` (or `&name=…`) when there is a cursor. */
export function pageUrl(path: string, name: string, cursor: string | null): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(cursor)}`;
}

/** GET one page: its JSON array and the answer's headers (a non-OK answer throws ApiError). */
export async function fetchPage<T>(
  url: string,
  signal?: AbortSignal,
): Promise<{ items: T[]; headers: Headers }> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  return { items: (await res.json()) as T[], headers: res.headers };
}

/** GET one page: its JSON array, its Next-Cursor header and any Total-Count header. */
export async function fetchListPage<T>(url: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const { items, headers } = await fetchPage<T>(url, signal);
  const total = headers.get('Total-Count');
  return {
    items,
    nextCursor: headers.get('Next-Cursor'),
    total: total === null || !/^\d+$/.test(total) ? null : Number(total),
  };
}

/**
 * A list read a page at a time as an infinite query keyed by its address: the first page at once,
 * each next one on demand ('Show more …'), asked for with the cursor of the one before
 * (`?{param}=`), every page read so far as one list. After a change the key is invalidated and
 * the pages read so far are read again from the first. A `view` of the list (e.g. one status) is
 * read from its own address and keyed under the list's key, so invalidating the list reads it too.
 */
export function pagedListOptions<T extends { id: string }>(
  queryKey: readonly [string],
  param: 'before' | 'after' = 'before',
  view?: { path: string; key: string },
) {
  const path = view ? view.path : queryKey[0];
  return infiniteQueryOptions({
    queryKey: view ? ([...queryKey, view.key] as const) : queryKey,
    queryFn: ({ pageParam, signal }) => fetchListPage<T>(pageUrl(path, param, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
    select: (data: ListPages<T>) => itemsOf(data),
  });
}
