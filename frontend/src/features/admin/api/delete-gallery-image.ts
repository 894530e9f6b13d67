import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { refreshGalleryLists, updateAdminGalleryPages } from './get-gallery-images';

/** DELETE /api/admin/gallery/{id}: 204; the worker removes the stored files. */
export async function deleteGalleryImage(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/gallery/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryImage() {
  return useApiMutation(deleteGalleryImage, {
    onSuccess: async (queryClient, _answer, id) => {
      updateAdminGalleryPages(queryClient, (list) => list.filter((item) => item.id !== id), -1);
      await refreshGalleryLists(queryClient);
    },
  });
}
