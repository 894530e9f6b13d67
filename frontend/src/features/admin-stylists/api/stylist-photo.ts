import { uploadMessages } from '@beauty/domain/messages';
import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { UPLOAD_LIMITS } from '@beauty/domain/upload-limits';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { putUpload, requestUploadAddress } from '@/lib/uploads';
import { showSavedProfile } from './save-stylist-profile';

export const PHOTO_TYPES = UPLOAD_LIMITS['stylist-photo'].contentTypes;
const PHOTO_MAX_BYTES = UPLOAD_LIMITS['stylist-photo'].maxBytes;

/** Why a chosen file cannot be a portrait, or null when it can. */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return uploadMessages.wrongType('stylist-photo');
  if (file.size > PHOTO_MAX_BYTES) return uploadMessages.tooLarge('stylist-photo');
  return null;
}

/**
 * Upload a portrait as it is (the server re-encodes it to square WebP sizes), then make it the
 * profile's photo: an upload address, the PUT, and PUT /api/admin/stylist-profiles/{id}/photo.
 */
export async function uploadStylistPhoto({
  id,
  file,
}: {
  id: string;
  file: File;
}): Promise<AdminStylistProfile> {
  const address = await requestUploadAddress('/api/admin/stylist-profiles/photo-upload');
  await putUpload(address.uploadURL, file);
  return apiJson<AdminStylistProfile>('PUT', `/api/admin/stylist-profiles/${encodeURIComponent(id)}/photo`, {
    imageUrl: address.imageUrl,
  });
}

export function removeStylistPhoto(id: string): Promise<AdminStylistProfile> {
  return apiJson<AdminStylistProfile>(
    'DELETE',
    `/api/admin/stylist-profiles/${encodeURIComponent(id)}/photo`,
  );
}

export function useUploadStylistPhoto() {
  return useApiMutation(uploadStylistPhoto, { onSuccess: showSavedProfile });
}

export function useRemoveStylistPhoto() {
  return useApiMutation(removeStylistPhoto, { onSuccess: showSavedProfile });
}
