import type { GalleryImage, GalleryImageInput } from '@beauty/domain/schemas/gallery';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { type GalleryUploadSteps, uploadGalleryImage } from '../gallery-upload';
import { refreshGalleryLists } from './get-gallery-images';
import { processGalleryImage } from './process-gallery-image';

/** POST /api/admin/gallery: 201 the new record (title, description, imageUrl, tags, isPublic). */
export function createGalleryImage(input: GalleryImageInput): Promise<GalleryImage> {
  return apiJson<GalleryImage>('POST', '/api/admin/gallery', input);
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export interface UploadGalleryImageVariables {
  file: File;
  /** The form's sender (Uppy), its values, read when the record is created, and the progress callbacks. */
  form: Pick<GalleryUploadSteps, 'sendFile' | 'readForm' | 'onStage' | 'onProcessFailed'>;
}

/** The whole upload of spec 001 (the file sent, 1.5 s, conversion, record), then a refreshed grid. */
export function useUploadGalleryImage() {
  return useApiMutation(
    ({ file, form }: UploadGalleryImageVariables) =>
      uploadGalleryImage(file, {
        wait,
        processImage: processGalleryImage,
        createImage: createGalleryImage,
        ...form,
      }),
    { onSuccess: (queryClient) => refreshGalleryLists(queryClient) },
  );
}
