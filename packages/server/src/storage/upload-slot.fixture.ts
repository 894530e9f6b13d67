import type { UploadSlot } from './storage';

export const UPLOAD_ID = '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e';

/** A gallery upload's slot, open for `validForMs` from now. */
export function gallerySlot(validForMs: number): UploadSlot {
  return {
    uploadId: UPLOAD_ID,
    key: `originals/${UPLOAD_ID}`,
    purpose: 'gallery',
    expiresAt: new Date(Date.now() + validForMs),
  };
}
