import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { itemsOf, type ListPages, pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/admin/gallery: every gallery image, public and private, newest first, 50 a page;
 * each page's Next-Cursor header asks for the next (?before=, 'Show more images'), and the first
 * page's Total-Count header says how many there are in all.
 */
export const adminGalleryQueryKey = ['/api/admin/gallery'] as const;

/** The public /gallery list, refreshed whenever the admin changes the gallery. */
const publicGalleryQueryKey = ['/api/gallery'] as const;

export type AdminGalleryData = ListPages<GalleryImage>;

export const adminGalleryQueryOptions = infiniteQueryOptions({
  ...pagedListOptions<GalleryImage>(adminGalleryQueryKey),
  // Every page's images in one grid (an image added between pages is shown once), and the total.
  select: (data: AdminGalleryData) => {
    const images = itemsOf(data);
    return { images, total: data.pages[0]?.total ?? images.length };
  },
});

export function useAdminGalleryImages() {
  return useInfiniteQuery(adminGalleryQueryOptions);
}

/** Change the pages read so far in place (an edit, a delete), before they are read again. */
export function updateAdminGalleryPages(
  queryClient: QueryClient,
  change: (images: GalleryImage[]) => GalleryImage[],
  totalChange = 0,
): void {
  queryClient.setQueryData<AdminGalleryData>(adminGalleryQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: change(page.items),
            total: page.total == null ? page.total : Math.max(0, page.total + totalChange),
          })),
        }
      : data,
  );
}

/** After a create, edit or delete: refetch the admin grid and the public gallery. */
export async function refreshGalleryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminGalleryQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicGalleryQueryKey }),
  ]);
}
