import type { InfiniteData } from '@tanstack/react-query';

/**
 * The admin's moderation lists (consultation requests, testimonials, contact messages) arrive a
 * page at a time (MODERATION_PAGE_SIZE in @beauty/domain/schemas/admin): those awaiting action
 * first, then the handled ones, each newest first. Each page's Next-Cursor header, absent on the
 * last page, asks for the next one with `?before=`.
 */
export interface ModerationPage<T> {
  items: T[];
  nextCursor: string | null;
}

export type ModerationPages<T> = InfiniteData<ModerationPage<T>, string | null>;

/** The address of a page: the list's own for the first, `?before=<cursor>` for the next ones. */
export function moderationPageUrl(path: string, before: string | null): string {
  return before ? `${path}?before=${encodeURIComponent(before)}` : path;
}

/** The items of every page read so far, in order; an item on two pages (moved on) shows once. */
export function itemsOf<T extends { id: string }>(data: ModerationPages<T>): T[] {
  const byId = new Map<string, T>();
  for (const page of data.pages)
    for (const item of page.items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** The pages with one item's new status and notes (shown at once, before the lists are read again). */
export function withStatusChanged<T extends { id: string; status: string; adminNotes: string | null }>(
  data: ModerationPages<T> | undefined,
  answer: Pick<T, 'id' | 'status' | 'adminNotes'>,
): ModerationPages<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === answer.id ? { ...item, status: answer.status, adminNotes: answer.adminNotes } : item,
      ),
    })),
  };
}
