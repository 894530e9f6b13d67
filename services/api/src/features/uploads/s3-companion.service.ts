import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { imageAddress } from '@beauty/domain/image-address';
import { uploadMessages } from '@beauty/domain/messages';
import { UPLOAD_LIMITS } from '@beauty/domain/schemas/uploads';
import { partSignatureSubject } from '@beauty/server/storage/local-multipart';
import { type StagedObject, storageKeys } from '@beauty/server/storage/storage';
import { checkUploadSignature, UPLOAD_ADDRESS_TTL_MS } from '@beauty/server/storage/upload-signature';
import type { AppDeps } from '../../deps';
import { AppError, Forbidden, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import {
  deleteMultipartUpload,
  findByMultipartId,
  finishMultipart,
  insertMultipartUpload,
} from './s3-companion.repository';
import {
  absolute,
  checkFilename,
  companionMessages,
  declaredType,
  PURPOSE,
  partNumberOf,
  partsOf,
  refused,
  storageOf,
  tooLarge,
  UUID,
  unquote,
  uploadInProgress,
} from './s3-companion-checks';
import { byteLimit, UploadRefused, uploadGuard } from './upload-guard';
import { commitStaged, createUploadAddress, recordUploadReceived } from './uploads.service';

/**
 * The companion upload service of spec 001 ("A companion upload service ... exposes paths under
 * s3/"), shaped as Uppy's @uppy/aws-s3 (5.x, `endpoint` mode) calls Uppy Companion's S3 routes.
 * It serves the admin's gallery upload, so every file is a gallery image: the same types and size
 * as POST /api/objects/upload, checked where the bytes land (local driver) or when the gallery
 * record claims the upload (S3, uploads.service.ts), exactly as for a single PUT. The checks of a
 * request and the messages are in s3-companion-checks.ts.
 */

/** How long an upload in parts may take before maintenance may drop it (a weak phone line). */
export const MULTIPART_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

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
      throw new AppError(400, uploadMessages.incomplete);
    }
    return refused(error);
  }
}

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
      throw new AppError(415, uploadMessages.wrongType(PURPOSE));
    }
    return refused(error);
  }

  await commitStaged(deps.knex, staged, async (trx) => {
    if (!(await finishMultipart(trx, upload.id, multipartId))) {
      throw new NotFound(companionMessages.noSuchUpload);
    }
    // Local disk: the bytes are checked and in place, as after a single PUT.
    if (multipart.receivePart)
      await recordUploadReceived(trx, upload.id, { sizeBytes: staged.size, contentType });
  });
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
