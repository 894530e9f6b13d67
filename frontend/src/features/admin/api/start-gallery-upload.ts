import { galleryMessages } from '@beauty/domain/messages';
import { ApiError } from '@/lib/api-client';
import { putUpload } from '@/lib/uploads';
import { GalleryUploadError } from '../gallery-upload';

/** Answer of POST /api/objects/upload. */
interface GalleryUploadTarget {
  uploadURL?: string;
  uploadId?: string;
  imageUrl?: string;
}

/**
 * POST /api/objects/upload (admin): a short-lived address to PUT one gallery image to, and the
 * image's stable '/api/images/<id>' address. Failures read as spec 001 section 8 says.
 */
export async function startGalleryUpload(): Promise<{ uploadURL: string; imageUrl: string }> {
  let target: GalleryUploadTarget;
  try {
    const res = await fetch('/api/objects/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
    });
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
    target = (await res.json()) as GalleryUploadTarget;
  } catch (error) {
    // A 401 stays an ApiError so the form can send the admin to sign in again.
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new GalleryUploadError(galleryMessages.startUploadFailed);
  }
  const imageUrl = target.imageUrl ?? (target.uploadId ? `/api/images/${target.uploadId}` : undefined);
  if (!target.uploadURL || !imageUrl) throw new GalleryUploadError(galleryMessages.noUploadUrl);
  return { uploadURL: target.uploadURL, imageUrl };
}

/** One PUT of the file with its own content type; a non-2xx answer is 'HTTP error! status: N'. */
export async function putGalleryFile(uploadURL: string, file: Blob): Promise<void> {
  try {
    await putUpload(uploadURL, file);
  } catch (error) {
    if (error instanceof ApiError) throw new GalleryUploadError(galleryMessages.httpError(error.status));
    throw new GalleryUploadError(galleryMessages.uploadFailed);
  }
}
