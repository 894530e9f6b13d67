import { uploadMessages } from '@beauty/domain/messages';
import { UPLOAD_LIMITS } from '@beauty/domain/schemas/uploads';
import { normalizeContentType } from '@beauty/server/storage/content-sniff';
import { storageFor } from '@beauty/server/storage/create-storage';
import { MULTIPART_LIMITS, MultipartRefused, type ObjectStorage } from '@beauty/server/storage/storage';
import type { AppDeps } from '../../deps';
import { AppError, Conflict, Invalid, NotFound } from '../../errors';
import { findMultipartUpload, type MultipartUploadRow } from './s3-companion.repository';

/**
 * What the companion upload service (s3-companion.service.ts) checks of a request before it
 * acts: the file's name and type, the upload in progress a key names, part numbers and the list
 * of parts to join; its messages, and its refusals in HTTP terms.
 */

/** Every companion upload is a gallery image. */
export const PURPOSE = 'gallery' as const;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ORIGINAL_KEY = /^originals\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const companionMessages = {
  keyRequired: 'Pass the object key as the "key" query parameter.',
  noSuchUpload: 'There is no such upload in progress. Please upload the file again.',
  partNumber: `The part number must be a whole number from 1 to ${MULTIPART_LIMITS.maxPartNumber}.`,
  parts: 'Send "parts" as a list of { PartNumber, ETag } in ascending PartNumber order.',
  filename: 'Send the file name as "filename".',
  stsUnavailable:
    'Temporary storage credentials are not handed out: the server signs every upload request itself.',
} as const;

/**
 * Uppy takes addresses as given, and reads a single PUT's location with `new URL(url)`: the
 * local driver's addresses are made absolute on PUBLIC_URL (S3's already are).
 */
export const absolute = (config: AppDeps['config'], url: string) => new URL(url, config.publicUrl).href;

export const storageOf = (config: AppDeps['config']): ObjectStorage =>
  storageFor(config.storage, { signingSecret: config.uploadSigningSecret });

export function declaredType(type: unknown): string {
  const contentType = typeof type === 'string' ? normalizeContentType(type) : null;
  if (!contentType || !UPLOAD_LIMITS[PURPOSE].contentTypes.includes(contentType)) {
    throw new AppError(415, uploadMessages.wrongType(PURPOSE));
  }
  return contentType;
}

export function checkFilename(filename: unknown): void {
  if (typeof filename !== 'string' || filename.trim() === '' || filename.length > 255) {
    throw new Invalid([{ field: 'filename', message: companionMessages.filename }]);
  }
}

/**
 * The upload `key` names, if it is one in progress under storage multipart id `multipartId`.
 * A missing key is a 400; a key or id that does not name the same upload in progress, a 404.
 */
export async function uploadInProgress(
  deps: Pick<AppDeps, 'knex'>,
  multipartId: string,
  key: unknown,
): Promise<MultipartUploadRow> {
  if (typeof key !== 'string' || key === '') throw new AppError(400, companionMessages.keyRequired);
  const id = ORIGINAL_KEY.exec(key)?.[1];
  const upload = id ? await findMultipartUpload(deps.knex, id) : undefined;
  if (!upload?.multipartUploadId || upload.multipartUploadId !== multipartId) {
    throw new NotFound(companionMessages.noSuchUpload);
  }
  if (upload.status !== 'pending') throw new Conflict(uploadMessages.alreadyUploaded);
  return upload;
}

export function partNumberOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,5}$/.test(text))
    throw new AppError(400, companionMessages.partNumber);
  const partNumber = Number(text);
  if (partNumber < 1 || partNumber > MULTIPART_LIMITS.maxPartNumber)
    throw new AppError(400, companionMessages.partNumber);
  return partNumber;
}

export function refused(error: unknown): never {
  if (error instanceof MultipartRefused) {
    if (error.reason === 'no-such-upload') throw new NotFound(companionMessages.noSuchUpload);
    throw new AppError(400, error.message);
  }
  throw error;
}

export const tooLarge = () =>
  new AppError(413, uploadMessages.tooLarge(PURPOSE), [], {
    Connection: 'close',
  });

export function partsOf(body: unknown): Array<{ partNumber: number; etag: string }> {
  const parts = (body as { parts?: unknown } | null)?.parts;
  const fail = () => new Invalid([{ field: 'parts', message: companionMessages.parts }]);
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > MULTIPART_LIMITS.maxPartNumber)
    throw fail();
  const list = parts.map((part: unknown) => {
    const { PartNumber, ETag } = (part ?? {}) as { PartNumber?: unknown; ETag?: unknown };
    if (
      typeof PartNumber !== 'number' ||
      !Number.isInteger(PartNumber) ||
      PartNumber < 1 ||
      PartNumber > MULTIPART_LIMITS.maxPartNumber ||
      typeof ETag !== 'string' ||
      ETag === '' ||
      ETag.length > 100
    )
      throw fail();
    return { partNumber: PartNumber, etag: ETag };
  });
  if (list.some((part, i) => i > 0 && part.partNumber <= list[i - 1]!.partNumber)) throw fail();
  return list;
}

export const unquote = (etag: string) => etag.replace(/"/g, '');
