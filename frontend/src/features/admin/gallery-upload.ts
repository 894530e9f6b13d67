import { galleryMessages, uploadMessages } from '@beauty/domain/messages';
import type { GalleryImage, GalleryImageInput } from '@beauty/domain/schemas/gallery';
import { UPLOAD_LIMITS } from '@beauty/domain/upload-limits';

/** Spec 001 section 9: one file of at most 10485760 bytes, and 1500 ms before the conversion. */
export const GALLERY_MAX_BYTES = UPLOAD_LIMITS.gallery.maxBytes;
export const GALLERY_IMAGE_TYPES = UPLOAD_LIMITS.gallery.contentTypes;
export const PROCESS_DELAY_MS = 1500;

/** The file picker's own messages: the server's words for the same refusals. */
export const galleryFileMessages = {
  tooLarge: uploadMessages.tooLarge('gallery'),
  wrongType: uploadMessages.wrongType('gallery'),
} as const;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function galleryFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type)) return galleryFileMessages.wrongType;
  if (file.size > GALLERY_MAX_BYTES) return galleryFileMessages.tooLarge;
  return null;
}

/** A failed step of the upload, with the message the admin sees (spec 001 section 8). */
export class GalleryUploadError extends Error {
  override readonly name = 'GalleryUploadError';
}

export type GalleryUploadStage = 'uploading' | 'processing' | 'saving';

/** What the form holds when the record is created: read at the end, as the spec's flow does. */
export interface GalleryFormValues {
  title: string;
  description: string;
  tags: string[];
  isPublic: boolean;
}

/** The calls and clock the flow needs; the api/ files supply the real ones, tests fakes. */
export interface GalleryUploadSteps {
  /**
   * Send the file (Uppy, through the companion API under /api/s3/: in parts when large) and
   * answer the image's stable '/api/images/<id>' address.
   */
  sendFile(file: Blob): Promise<string>;
  wait(ms: number): Promise<void>;
  /** POST /api/admin/gallery/process-image: the converted image's address. */
  processImage(imageUrl: string): Promise<string>;
  createImage(input: GalleryImageInput): Promise<GalleryImage>;
  /** The form as it is now (the admin may keep typing while the image uploads). */
  readForm(): GalleryFormValues;
  onStage?(stage: GalleryUploadStage): void;
  /** The conversion failed: the original address is used (spec 001 section 4). */
  onProcessFailed?(error: unknown): void;
}

/**
 * Spec 001 section 4, gallery upload flow: send the file (upload parameters, then the bytes), wait 1.5 s,
 * have the server convert it (falling back to the original address), then create the record
 * with the form's values. A title emptied meanwhile stops the flow: 'Upload data was lost'.
 */
export async function uploadGalleryImage(file: Blob, steps: GalleryUploadSteps): Promise<GalleryImage> {
  steps.onStage?.('uploading');
  const imageUrl = await steps.sendFile(file);
  await steps.wait(PROCESS_DELAY_MS);

  steps.onStage?.('processing');
  let finalUrl = imageUrl;
  try {
    finalUrl = (await steps.processImage(imageUrl)) || imageUrl;
  } catch (error) {
    steps.onProcessFailed?.(error);
  }

  const form = steps.readForm();
  const title = form.title.trim();
  if (!title) throw new GalleryUploadError(galleryMessages.uploadDataLost);
  steps.onStage?.('saving');
  const description = form.description.trim();
  return steps.createImage({
    title,
    ...(description ? { description } : {}),
    imageUrl: finalUrl,
    tags: form.tags,
    isPublic: form.isPublic,
  });
}
