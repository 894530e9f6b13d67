import { type Static, Type } from '@sinclair/typebox';

export { IMAGE_VARIANT_WIDTHS, UPLOAD_LIMITS, UPLOAD_PURPOSES, type UploadPurpose } from '../upload-limits';

/** Answer of every "give me an upload address" call. */
export const uploadTarget = Type.Object({ uploadURL: Type.String(), uploadId: Type.String() });
export type UploadTarget = Static<typeof uploadTarget>;

export const processedImage = Type.Object({ processedImageUrl: Type.String() });
export type ProcessedImage = Static<typeof processedImage>;
