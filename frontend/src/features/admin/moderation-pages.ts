import type { ListPages } from '@/lib/paged-list';

/**
 * The admin's moderation lists (consultation requests, testimonials, contact messages) arrive a
 * page at a time (MODERATION_PAGE_SIZE in @beauty/domain/schemas/admin): those awaiting action
 * first, then the handled ones, each newest first. Each page's Next-Cursor header, absent on the
 * last page, asks for the next one with `?before=` (lib/paged-list reads them).
 */

/** The pages with one item's new status and notes (shown at once, before the lists are read again). */
export function withStatusChanged<T extends { id: string; status: string; adminNotes: string | null }>(
  data: ListPages<T> | undefined,
  answer: Pick<T, 'id' | 'status' | 'adminNotes'>,
): ListPages<T> | undefined {
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
