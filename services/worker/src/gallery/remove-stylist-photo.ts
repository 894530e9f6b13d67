import { STYLIST_PHOTO_WIDTHS } from '@beauty/domain/upload-limits';
import { profileShowingPhoto } from './gallery.repository';
import { removeUploadJob } from './remove-upload';

/**
 * images.remove-stylist-photo, on 'stylist_photo.replaced': a portrait no profile shows any more
 * goes, row and files (the original and its square WebP sizes), as remove-upload.ts does. Kept:
 * an upload that is a profile's photo again, or that is not a stylist photo.
 */
export const removeStylistPhoto = removeUploadJob<'stylist_photo.replaced'>({
  target: ({ payload }) => ({
    uploadId: payload.uploadId,
    log: { stylistProfileId: payload.stylistProfileId },
  }),
  purpose: 'stylist-photo',
  stillUsed: async (trx, uploadId) => {
    const shown = await profileShowingPhoto(trx, uploadId);
    return shown ? `the photo of profile ${shown.id}` : null;
  },
  widths: STYLIST_PHOTO_WIDTHS,
  messages: { kept: 'stylist photo kept', removed: 'replaced stylist photo removed' },
});
