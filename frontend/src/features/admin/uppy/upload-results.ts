import { imageAddress } from '@beauty/domain/image-address';
import { galleryMessages } from '@beauty/domain/messages';
import { parseErrorBody } from '../../../lib/api-client';

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#].*)?$/i;

/**
 * Uppy's address of the uploaded file: the `location` the complete call answered
 * ('/api/images/<id>'), or after a single PUT the PUT address without its query (its last
 * segment is the upload id, on local disk and on S3 alike).
 */
export function imageUrlOf(uploadURL: string | undefined): string | null {
  const id = uploadURL ? UUID.exec(uploadURL)?.[1] : undefined;
  return id ? imageAddress(id.toLowerCase()) : null;
}

/** Spec 001 section 8 and the upload widget's own words for a failed upload. */
export function uploadErrorMessage(error: unknown): string {
  const e = error as {
    name?: string;
    message?: string;
    source?: { status?: number; responseText?: string };
    cause?: unknown;
  };
  // A 4xx from the API: its own message (a wrong type, too large, signed out...).
  if (e?.name === 'UserFacingApiError' && e.message) return e.message;
  if (e?.name === 'AuthError') return 'Authorization required';
  const status = e?.source?.status;
  if (typeof status === 'number' && status >= 400) {
    // The bytes' PUT to the API (local storage) is refused with the API's JSON message; S3 answers XML.
    const answered = status < 500 ? parseErrorBody(e.source?.responseText ?? '').message : undefined;
    return answered || galleryMessages.httpError(status);
  }
  if (/^Could not (POST|GET) .*s3\/(multipart|params)/.test(e?.message ?? ''))
    return galleryMessages.startUploadFailed;
  if (/No uploadId|undefined URL/.test(e?.message ?? '')) return galleryMessages.noUploadUrl;
  return galleryMessages.uploadFailed;
}
