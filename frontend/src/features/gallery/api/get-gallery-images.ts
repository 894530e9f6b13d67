import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const galleryImagesQueryKey = ['/api/gallery'] as const;

/** GET /api/gallery: the public images, newest first, each with its WebP variants. */
export function getGalleryImages(signal?: AbortSignal) {
  return apiGet<GalleryImage[]>('/api/gallery', { signal });
}

export function galleryImagesQueryOptions() {
  return queryOptions({
    queryKey: galleryImagesQueryKey,
    queryFn: ({ signal }) => getGalleryImages(signal),
  });
}

export function useGalleryImages() {
  return useQuery(galleryImagesQueryOptions());
}
