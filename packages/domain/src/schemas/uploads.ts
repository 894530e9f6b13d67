import { type Static, Type } from '@sinclair/typebox';

export const UPLOAD_PURPOSES = ['consultation-inspiration', 'resume', 'gallery'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Size and type limits, enforced where the bytes land. */
export const UPLOAD_LIMITS: Record<UploadPurpose, { maxBytes: number; contentTypes: readonly string[] }> = {
  'consultation-inspiration': {
    maxBytes: 10 * 1024 * 1024,
    contentTypes: ['image/webp', 'image/jpeg', 'image/png'],
  },
  resume: { maxBytes: 5 * 1024 * 1024, contentTypes: ['application/pdf'] },
  gallery: { maxBytes: 10_485_760, contentTypes: ['image/webp', 'image/jpeg', 'image/png', 'image/avif'] },
};

/** Widths of the WebP variants the images worker produces. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Answer of every "give me an upload address" call. */
export const uploadTarget = Type.Object({ uploadURL: Type.String(), uploadId: Type.String() });
export type UploadTarget = Static<typeof uploadTarget>;

export const processedImage = Type.Object({ processedImageUrl: Type.String() });
export type ProcessedImage = Static<typeof processedImage>;
