import { galleryMessages } from '@beauty/domain/messages';
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';
import { ApiError } from '@/lib/api-client';
import { GALLERY_IMAGE_TYPES, GALLERY_MAX_BYTES, GalleryUploadError } from '../gallery-upload';
import { imageUrlOf, uploadErrorMessage } from './upload-results';

/**
 * The gallery upload through Uppy (@uppy/core + @uppy/aws-s3) and the companion API under
 * /api/s3/ (spec 001). Loaded only when an admin sends an image (the form imports this module
 * on demand), so no page but the admin gallery carries Uppy.
 *
 * Files over 5 MiB go in 5 MiB parts (S3's smallest); smaller ones in one PUT (GET s3/params).
 * On a weak connection Uppy retries each request (part by part, so the parts already sent stay
 * sent) and pauses while the browser is offline, going on where it stopped once it is back.
 */
export const MULTIPART_THRESHOLD_BYTES = 5 * 1024 * 1024;

/** Waits between retries of one request: generous, for a phone on a weak line. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

export interface GalleryUploader {
  /** Send one file; the image's '/api/images/<id>' address. */
  send(file: File, onProgress?: (fraction: number) => void): Promise<string>;
  /** Stop what is in flight and forget every upload (its parts are aborted on the server). */
  close(): void;
}

const sameFile = (file: UppyFile<Meta, Body>, chosen: File) =>
  file.name === chosen.name &&
  file.size === chosen.size &&
  (file.data as File | undefined)?.lastModified === chosen.lastModified;

export function createGalleryUploader(): GalleryUploader {
  const uppy = new Uppy({
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: GALLERY_MAX_BYTES,
      allowedFileTypes: [...GALLERY_IMAGE_TYPES],
    },
  }).use(AwsS3, {
    // RequestClient calls `${endpoint}/s3/...`: the companion API, same origin, session cookie.
    endpoint: '/api',
    shouldUseMultipart: (file) => (file.size ?? 0) > MULTIPART_THRESHOLD_BYTES,
    getChunkSize: () => MULTIPART_THRESHOLD_BYTES,
    limit: 3,
    retryDelays: RETRY_DELAYS,
    allowedMetaFields: ['name', 'type'],
  });

  let lastError: unknown = null;
  let onProgress: ((fraction: number) => void) | undefined;
  uppy.on('upload-error', (_file, error) => {
    lastError = error;
  });
  uppy.on('upload-progress', (_file, progress) => {
    if (progress.bytesTotal) onProgress?.(Math.min(1, (progress.bytesUploaded ?? 0) / progress.bytesTotal));
  });

  return {
    async send(file, progress) {
      onProgress = progress;
      lastError = null;
      const earlier = uppy.getFiles().find((f) => sameFile(f, file) && f.error);
      let result: Awaited<ReturnType<typeof uppy.upload>>;
      if (earlier) {
        // The same image after a failure: Uppy's own retry of it.
        result = await uppy.retryUpload(earlier.id);
      } else {
        for (const old of uppy.getFiles()) uppy.removeFile(old.id);
        try {
          uppy.addFile({ name: file.name, type: file.type, data: file, source: 'gallery-upload-form' });
        } catch (error) {
          throw new GalleryUploadError((error as Error).message || galleryMessages.uploadFailed);
        }
        result = await uppy.upload();
      }
      const done = result?.successful?.[0];
      if (!done) {
        const error = lastError ?? result?.failed?.[0]?.error;
        const name = (error as { name?: string } | null)?.name;
        // The session ended: the form sends the admin to sign in (and back).
        if (name === 'AuthError') throw new ApiError(401, 'Unauthorized', '');
        // A refusal of the API (4xx with its message) stays one; anything else may resume.
        throw Object.assign(new GalleryUploadError(uploadErrorMessage(error)), {
          resumable: name !== 'UserFacingApiError',
        });
      }
      const imageUrl = imageUrlOf(done.uploadURL ?? (done.response?.uploadURL as string | undefined));
      if (!imageUrl) throw new GalleryUploadError(galleryMessages.noUploadUrl);
      uppy.removeFile(done.id);
      return imageUrl;
    },
    close() {
      uppy.cancelAll();
      uppy.destroy();
    },
  };
}
