import { IMAGE_VARIANT_WIDTHS } from '@beauty/domain/schemas/uploads';
import { galleryImageShowing } from './gallery.repository';
import { removeUploadJob } from './remove-upload';

/**
 * images.remove-upload, on 'gallery_image.deleted': the deleted image's upload goes, row and
 * files (the original and every WebP variant), as remove-upload.ts does. Kept: an upload another
 * gallery image still shows, or one that is not a gallery upload.
 */
export const removeGalleryUpload = removeUploadJob<'gallery_image.deleted'>({
  target: ({ payload }) => ({ uploadId: payload.uploadId, log: { galleryImageId: payload.galleryImageId } }),
  purpose: 'gallery',
  stillUsed: async (trx, uploadId, { payload }) => {
    const shown = await galleryImageShowing(trx, uploadId, payload.galleryImageId);
    return shown ? `still shown by gallery image ${shown.id}` : null;
  },
  widths: IMAGE_VARIANT_WIDTHS,
  messages: { kept: 'gallery upload kept', removed: 'gallery upload removed' },
});
