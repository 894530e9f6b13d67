import { uploadMessages } from '@beauty/domain/messages';
import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { UPLOAD_LIMITS } from '@beauty/domain/upload-limits';
import { apiJson } from '@/lib/api-client';
import { putUpload, requestUploadAddress } from '@/lib/uploads';

export const PHOTO_TYPES = UPLOAD_LIMITS['stylist-photo'].contentTypes;
const PHOTO_MAX_BYTES = UPLOAD_LIMITS['stylist-photo'].maxBytes;

/** While a portrait is being converted its profile is read again every 1.5 s, and no longer once it settles. */
export const PHOTO_POLL_MS = 1500;

/** The refetch interval of a query holding these profiles: polling while one's portrait converts. */
export function portraitPolling(
  profiles: ReadonlyArray<{ photo: { status: string } | null } | null | undefined>,
) {
  return profiles.some((profile) => profile?.photo?.status === 'processing') ? PHOTO_POLL_MS : false;
}

/** Why a chosen file cannot be a portrait, or null when it can. */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return uploadMessages.wrongType('stylist-photo');
  if (file.size > PHOTO_MAX_BYTES) return uploadMessages.tooLarge('stylist-photo');
  return null;
}

/**
 * Where one profile's portrait goes: the address to ask for an upload address, and the profile's
 * photo (PUT makes an upload its photo, DELETE removes it). An admin's for any profile, a
 * stylist's for her own.
 */
export interface PortraitEndpoints {
  uploadAddress: string;
  photo: string;
}

/**
 * Upload a portrait as it is (the server re-encodes it to square WebP sizes), then make it the
 * profile's photo: an upload address, the PUT of the bytes, and the PUT of the photo.
 */
export async function uploadPortrait(endpoints: PortraitEndpoints, file: File): Promise<AdminStylistProfile> {
  const address = await requestUploadAddress(endpoints.uploadAddress);
  await putUpload(address.uploadURL, file);
  return apiJson<AdminStylistProfile>('PUT', endpoints.photo, { imageUrl: address.imageUrl });
}

export function removePortrait(endpoints: PortraitEndpoints): Promise<AdminStylistProfile> {
  return apiJson<AdminStylistProfile>('DELETE', endpoints.photo);
}
