import { ApiError } from './api-client';

/** One page of a list the API answers a part at a time, and the cursor of the part after it. */
export interface ListPage<T> {
  items: T[];
  /** The Next-Cursor header: what to ask for the next part; null at the end. */
  nextCursor: string | null;
}

/** `path` with `?name=cursor` (or `&name=…`) when there is a cursor. */
export function pageUrl(path: string, name: string, cursor: string | null): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(cursor)}`;
}

/** GET one page: its JSON array and its Next-Cursor header (a non-OK answer throws ApiError). */
export async function fetchListPage<T>(url: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  return { items: (await res.json()) as T[], nextCursor: res.headers.get('Next-Cursor') };
}
