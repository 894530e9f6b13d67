import { uploadMessages } from '@beauty/domain/messages';
import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { UPLOAD_LIMITS } from '@beauty/domain/upload-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
  const res = await apiRequest('PUT', `/api/admin/stylist-profiles/${encodeURIComponent(id)}/photo`, {
    imageUrl: address.imageUrl,
  });
  return (await res.json()) as AdminStylistProfile;
}

export async function removeStylistPhoto(id: string): Promise<AdminStylistProfile> {
  const res = await apiRequest('DELETE', `/api/admin/stylist-profiles/${encodeURIComponent(id)}/photo`);
  return (await res.json()) as AdminStylistProfile;
}

export function useUploadStylistPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStylistPhoto,
    onSuccess: (profile) => showSavedProfile(queryClient, profile),
  });
}

export function useRemoveStylistPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStylistPhoto,
    onSuccess: (profile) => showSavedProfile(queryClient, profile),
  });
}
