import type { GalleryImage, GalleryImageUpdate } from '@beauty/domain/schemas/gallery';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { refreshGalleryLists, updateAdminGalleryPages } from './get-gallery-images';

/** PUT /api/admin/gallery/{id}: title, description, tags and the public switch. */
export function updateGalleryImage({
  id,
  ...update
}: GalleryImageUpdate & { id: string }): Promise<GalleryImage> {
  return apiJson<GalleryImage>('PUT', `/api/admin/gallery/${encodeURIComponent(id)}`, update);
}

export function useUpdateGalleryImage() {
  return useApiMutation(updateGalleryImage, {
    onSuccess: async (queryClient, image) => {
      updateAdminGalleryPages(queryClient, (list) =>
        list.map((item) => (item.id === image.id ? image : item)),
      );
      await refreshGalleryLists(queryClient);
    },
  });
}
