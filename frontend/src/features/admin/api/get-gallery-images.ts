import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { pageUrl } from '@/lib/paged-list';

/**
 * GET /api/admin/gallery: every gallery image, public and private, newest first, 50 a page;
 * each page's Next-Cursor header asks for the next (?before=, 'Show more images'), and the first
 * page's Total-Count header says how many there are in all.
 */
export const adminGalleryQueryKey = ['/api/admin/gallery'] as const;

/** The public /gallery list, refreshed whenever the admin changes the gallery. */
const publicGalleryQueryKey = ['/api/gallery'] as const;

export interface AdminGalleryPage {
  images: GalleryImage[];
  nextCursor: string | null;
  /** How many images the gallery holds (the first page says; null on the others). */
  total: number | null;
}

export type AdminGalleryData = InfiniteData<AdminGalleryPage, string | null>;

async function readPage(before: string | null, signal: AbortSignal): Promise<AdminGalleryPage> {
  const res = await fetch(pageUrl(adminGalleryQueryKey[0], 'before', before), {
    credentials: 'include',
    signal,
  });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
  const total = res.headers.get('Total-Count');
  return {
    images: (await res.json()) as GalleryImage[],
    nextCursor: res.headers.get('Next-Cursor'),
    total: total === null || !/^\d+$/.test(total) ? null : Number(total),
  };
}

export const adminGalleryQueryOptions = infiniteQueryOptions({
  queryKey: adminGalleryQueryKey,
  queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: AdminGalleryPage) => last.nextCursor,
  // Every page's images in one grid (an image added between pages is shown once), and the total.
  select: (data: AdminGalleryData) => {
    const byId = new Map<string, GalleryImage>();
    for (const image of data.pages.flatMap((page) => page.images)) {
      if (!byId.has(image.id)) byId.set(image.id, image);
    }
    const images = [...byId.values()];
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
            images: change(page.images),
            total: page.total === null ? null : Math.max(0, page.total + totalChange),
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
