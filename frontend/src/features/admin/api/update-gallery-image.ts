import type { GalleryImage, GalleryImageUpdate } from '@beauty/domain/schemas/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshGalleryLists, updateAdminGalleryPages } from './get-gallery-images';

/** PUT /api/admin/gallery/{id}: title, description, tags and the public switch. */
export async function updateGalleryImage({
  id,
  ...update
}: GalleryImageUpdate & { id: string }): Promise<GalleryImage> {
  const res = await apiRequest('PUT', `/api/admin/gallery/${encodeURIComponent(id)}`, update);
  return (await res.json()) as GalleryImage;
}

export function useUpdateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGalleryImage,
    onSuccess: async (image) => {
      updateAdminGalleryPages(queryClient, (list) =>
        list.map((item) => (item.id === image.id ? image : item)),
      );
      await refreshGalleryLists(queryClient);
    },
  });
}
