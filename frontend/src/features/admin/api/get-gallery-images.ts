import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/gallery: every gallery image, public and private, newest first. */
export const adminGalleryQueryKey = ['/api/admin/gallery'] as const;

/** The public /gallery list, refreshed whenever the admin changes the gallery. */
const publicGalleryQueryKey = ['/api/gallery'] as const;

export const adminGalleryQueryOptions = queryOptions<GalleryImage[]>({ queryKey: adminGalleryQueryKey });

export function useAdminGalleryImages() {
  return useQuery(adminGalleryQueryOptions);
}

/** After a create, edit or delete: refetch the admin grid and the public gallery. */
export async function refreshGalleryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminGalleryQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicGalleryQueryKey }),
  ]);
}
