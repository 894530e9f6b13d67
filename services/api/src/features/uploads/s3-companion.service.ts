import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { imageAddress } from '@beauty/domain/image-address';
import { uploadMessages } from '@beauty/domain/messages';
import { UPLOAD_LIMITS } from '@beauty/domain/schemas/uploads';
import { writeEvent } from '@beauty/server/outbox';
import { normalizeContentType } from '@beauty/server/storage/content-sniff';
import { storageFor } from '@beauty/server/storage/create-storage';
import { partSignatureSubject } from '@beauty/server/storage/local-multipart';
import {
  MULTIPART_LIMITS,
  MultipartRefused,
  type ObjectStorage,
  type StagedObject,
  storageKeys,
} from '@beauty/server/storage/storage';
import { checkUploadSignature, UPLOAD_ADDRESS_TTL_MS } from '@beauty/server/storage/upload-signature';
import type { AppDeps } from '../../deps';
import { Conflict, Forbidden, HttpError, Invalid, NotFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import {
  deleteMultipartUpload,
  findByMultipartId,
  findMultipartUpload,
  finishMultipart,
  insertMultipartUpload,
  type MultipartUploadRow,
} from './s3-companion.repository';
import { byteLimit, UploadRefused, uploadGuard } from './upload-guard';
import { markUploaded } from './uploads.repository';
import { createUploadAddress } from './uploads.service';

/**
 * The companion upload service of spec 001 ("A companion upload service ... exposes paths under
 * s3/"), shaped as Uppy's @uppy/aws-s3 (5.x, `endpoint` mode) calls Uppy Companion's S3 routes.
 * It serves the admin's gallery upload, so every file is a gallery image: the same types and size
 * as POST /api/objects/upload, checked where the bytes land (local driver) or when the gallery
 * record claims the upload (S3, uploads.service.ts), exactly as for a single PUT.
 */

const PURPOSE = 'gallery' as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ORIGINAL_KEY = /^originals\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** How long an upload in parts may take before maintenance may drop it (a weak phone line). */
export const MULTIPART_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

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
const absolute = (config: AppDeps['config'], url: string) => new URL(url, config.publicUrl).href;

const storageOf = (config: AppDeps['config']): ObjectStorage =>
  storageFor(config.storage, { signingSecret: config.uploadSigningSecret });

function declaredType(type: unknown): string {
  const contentType = typeof type === 'string' ? normalizeContentType(type) : null;
  if (!contentType || !UPLOAD_LIMITS[PURPOSE].contentTypes.includes(contentType)) {
    throw new HttpError(415, uploadMessages.wrongType(PURPOSE));
  }
  return contentType;
}

function checkFilename(filename: unknown): void {
  if (typeof filename !== 'string' || filename.trim() === '' || filename.length > 255) {
    throw new Invalid([{ field: 'filename', message: companionMessages.filename }]);
  }
}

/**
 * The upload `key` names, if it is one in progress under storage multipart id `multipartId`.
 * A missing key is a 400; a key or id that does not name the same upload in progress, a 404.
 */
async function uploadInProgress(
  deps: Pick<AppDeps, 'knex'>,
  multipartId: string,
  key: unknown,
): Promise<MultipartUploadRow> {
  if (typeof key !== 'string' || key === '') throw new HttpError(400, companionMessages.keyRequired);
  const id = ORIGINAL_KEY.exec(key)?.[1];
  const upload = id ? await findMultipartUpload(deps.knex, id) : undefined;
  if (!upload?.multipartUploadId || upload.multipartUploadId !== multipartId) {
    throw new NotFound(companionMessages.noSuchUpload);
  }
  if (upload.status !== 'pending') throw new Conflict(uploadMessages.alreadyUploaded);
  return upload;
}

function partNumberOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,5}$/.test(text))
    throw new HttpError(400, companionMessages.partNumber);
  const partNumber = Number(text);
  if (partNumber < 1 || partNumber > MULTIPART_LIMITS.maxPartNumber)
    throw new HttpError(400, companionMessages.partNumber);
  return partNumber;
}

function refused(error: unknown): never {
  if (error instanceof MultipartRefused) {
    if (error.reason === 'no-such-upload') throw new NotFound(companionMessages.noSuchUpload);
    throw new HttpError(400, error.message);
  }
  throw error;
}

const tooLarge = () =>
  new HttpError(413, uploadMessages.tooLarge(PURPOSE), [], {
    Connection: 'close',
  });

/** POST /api/s3/multipart { filename, type, metadata }: a gallery image upload in parts. */
export async function createMultipartUpload(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser | null,
  body: { filename?: unknown; type?: unknown; metadata?: unknown },
): Promise<{ uploadId: string; key: string }> {
  checkFilename(body.filename);
  const contentType = declaredType(body.type);
  const id = randomUUID();
  const key = storageKeys.original(id);
  const storage = storageOf(deps.config);
  const multipartUploadId = await storage.multipart.create(key, contentType);
  try {
    await insertMultipartUpload(deps.knex, {
      id,
      purpose: PURPOSE,
      storageKey: key,
      contentType,
      maxBytes: UPLOAD_LIMITS[PURPOSE].maxBytes,
      ownerUserId: user?.id ?? null,
      expiresAt: new Date(Date.now() + MULTIPART_UPLOAD_TTL_MS),
      multipartUploadId,
    });
  } catch (error) {
    await storage.multipart.abort(key, multipartUploadId).catch(() => undefined);
    throw error;
  }
  return { uploadId: multipartUploadId, key };
}

/** GET /api/s3/multipart/:uploadId?key=: the parts received so far (Uppy resumes from them). */
export async function listUploadedParts(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  multipartId: string,
  key: unknown,
): Promise<Array<{ PartNumber: number; Size: number; ETag: string }>> {
  const upload = await uploadInProgress(deps, multipartId, key);
  const parts = await storageOf(deps.config).multipart.listParts(upload.storageKey, multipartId);
  if (!parts) throw new NotFound(companionMessages.noSuchUpload);
  return parts.map((part) => ({ PartNumber: part.partNumber, Size: part.size, ETag: part.etag }));
}

/** GET /api/s3/multipart/:uploadId/:partNumber?key=: where to PUT that part, for 15 minutes. */
export async function signPart(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  multipartId: string,
  partNumberParam: unknown,
  key: unknown,
): Promise<{ url: string; expires: number }> {
  const partNumber = partNumberOf(partNumberParam);
  const upload = await uploadInProgress(deps, multipartId, key);
  const url = await storageOf(deps.config).multipart.partAddress({
    key: upload.storageKey,
    multipartId,
    partNumber,
    expiresAt: new Date(Date.now() + UPLOAD_ADDRESS_TTL_MS),
  });
  return { url: absolute(deps.config, url), expires: UPLOAD_ADDRESS_TTL_MS / 1000 };
}

export interface IncomingPart {
  multipartId: string;
  partNumber: unknown;
  expires: unknown;
  signature: unknown;
  contentLength: string | undefined;
  body: Readable;
}

/**
 * PUT /api/s3/multipart/:uploadId/:partNumber?expires=&signature= (local driver): one part's
 * bytes at the address signPart signed. The parts together may not pass the upload's size.
 * Answers the part's ETag, as S3 does.
 */
export async function receivePart(deps: Pick<AppDeps, 'knex' | 'config'>, incoming: IncomingPart) {
  const multipart = storageOf(deps.config).multipart;
  if (!multipart.receivePart || !UUID.test(incoming.multipartId)) throw new NotFound();
  const partNumber = partNumberOf(incoming.partNumber);
  const signature = checkUploadSignature(deps.config.uploadSigningSecret, {
    ...partSignatureSubject(incoming.multipartId, partNumber),
    expires: incoming.expires,
    signature: incoming.signature,
  });
  if (signature !== 'valid') throw new Forbidden(uploadMessages.addressInvalid);
  const upload = await findByMultipartId(deps.knex, incoming.multipartId);
  if (upload?.status !== 'pending') throw new NotFound(companionMessages.noSuchUpload);
  const others = ((await multipart.listParts(upload.storageKey, incoming.multipartId)) ?? [])
    .filter((part) => part.partNumber !== partNumber)
    .reduce((sum, part) => sum + part.size, 0);
  const room = upload.maxBytes - others;
  if (Number(incoming.contentLength) > room) throw tooLarge();
  try {
    return await multipart.receivePart(incoming.multipartId, partNumber, incoming.body, byteLimit(room));
  } catch (error) {
    if (error instanceof UploadRefused) throw tooLarge();
    const { code, path } = error as { code?: string; path?: string };
    if (!path && (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET')) {
      throw new HttpError(400, uploadMessages.incomplete);
    }
    return refused(error);
  }
}

function partsOf(body: unknown): Array<{ partNumber: number; etag: string }> {
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

const unquote = (etag: string) => etag.replace(/"/g, '');

/**
 * POST /api/s3/multipart/:uploadId/complete?key= { parts }: join the parts. Parts that are not
 * there, or that add up to more than the upload's size, are refused before anything is joined.
 * On local disk the joined bytes pass the same guard as a single PUT (size, magic bytes) and the
 * upload is 'uploaded' at once (its conversion queued); on S3 the claim checks them, as it does
 * a presigned PUT's. Answers { location }, the image's address for the gallery record.
 */
export async function completeMultipartUpload(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  multipartId: string,
  key: unknown,
  body: unknown,
): Promise<{ location: string; key: string }> {
  const parts = partsOf(body);
  const upload = await uploadInProgress(deps, multipartId, key);
  const multipart = storageOf(deps.config).multipart;
  const stored = await multipart.listParts(upload.storageKey, multipartId);
  if (!stored) throw new NotFound(companionMessages.noSuchUpload);
  const held = new Map(stored.map((part) => [part.partNumber, part]));
  let total = 0;
  for (const part of parts) {
    const match = held.get(part.partNumber);
    if (!match || unquote(match.etag) !== unquote(part.etag)) {
      throw new Invalid(
        [{ field: 'parts', message: `Part ${part.partNumber} was not uploaded with this ETag.` }],
        companionMessages.parts,
      );
    }
    total += match.size;
  }
  if (total > upload.maxBytes) throw tooLarge();

  const contentType = upload.contentType ?? 'application/octet-stream';
  let staged: StagedObject;
  try {
    staged = await multipart.complete(
      upload.storageKey,
      multipartId,
      parts,
      uploadGuard({ maxBytes: upload.maxBytes, contentType }),
    );
  } catch (error) {
    if (error instanceof UploadRefused) {
      if (error.reason === 'too-large') throw tooLarge();
      throw new HttpError(415, uploadMessages.wrongType(PURPOSE));
    }
    return refused(error);
  }

  try {
    await deps.knex.transaction(async (trx) => {
      if (!(await finishMultipart(trx, upload.id, multipartId))) {
        throw new NotFound(companionMessages.noSuchUpload);
      }
      if (multipart.receivePart) {
        // Local disk: the bytes are checked and in place, as after a single PUT.
        await markUploaded(trx, upload.id, { sizeBytes: staged.size, contentType });
        await writeEvent(trx, {
          type: 'upload.received',
          entityType: 'upload',
          entityId: upload.id,
          payload: { uploadId: upload.id },
        });
      }
      await staged.commit();
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return { location: imageAddress(upload.id), key: upload.storageKey };
}

/** DELETE /api/s3/multipart/:uploadId?key=: drop the parts and the upload. */
export async function abortMultipartUpload(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  multipartId: string,
  key: unknown,
): Promise<Record<string, never>> {
  const upload = await uploadInProgress(deps, multipartId, key);
  await storageOf(deps.config).multipart.abort(upload.storageKey, multipartId);
  await deleteMultipartUpload(deps.knex, upload.id, multipartId);
  return {};
}

/**
 * GET /api/s3/params?filename=&type=&metadata[...]: one small file in a single request. The
 * same upload slot as POST /api/objects/upload, answered as Uppy expects: a PUT with the file's
 * content type to a presigned (S3) or API-signed (local) address.
 */
export async function uploadParameters(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser | null,
  query: { filename?: unknown; type?: unknown },
): Promise<{
  method: 'PUT';
  url: string;
  fields: Record<string, never>;
  headers: Record<string, string>;
  expires: number;
}> {
  checkFilename(query.filename);
  const contentType = declaredType(query.type);
  const { uploadURL } = await createUploadAddress(deps, PURPOSE, user);
  return {
    method: 'PUT',
    url: absolute(deps.config, uploadURL),
    fields: {},
    headers: { 'content-type': contentType },
    expires: UPLOAD_ADDRESS_TTL_MS / 1000,
  };
}
