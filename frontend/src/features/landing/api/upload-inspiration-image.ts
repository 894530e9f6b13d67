import { type UploadedImage, uploadImageAsWebp } from '@/lib/uploads';

/** POST /api/consultation-requests/upload answers { uploadURL, uploadId, imageUrl }. */
export const INSPIRATION_UPLOAD_ENDPOINT = '/api/consultation-requests/upload';

/** Convert one photo to WebP in the browser, then send it to a fresh private upload address. */
export function uploadInspirationImage(file: File): Promise<UploadedImage> {
  return uploadImageAsWebp(file, INSPIRATION_UPLOAD_ENDPOINT);
}
