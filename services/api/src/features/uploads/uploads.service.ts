import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { imageAddress, uploadIdOfAddress } from '@beauty/domain/image-address';
import { uploadMessages } from '@beauty/domain/messages';
import { UPLOAD_LIMITS, type UploadPurpose } from '@beauty/domain/schemas/uploads';
import { writeEvent } from '@beauty/server/outbox';
import { matchesContentType, normalizeContentType, SNIFF_BYTES } from '@beauty/server/storage/content-sniff';
import { storageFor } from '@beauty/server/storage/create-storage';
import { type ObjectStorage, type StagedObject, storageKeys } from '@beauty/server/storage/storage';
import { checkUploadSignature, UPLOAD_ADDRESS_TTL_MS } from '@beauty/server/storage/upload-signature';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { AppError, Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { etagOf } from './stored-files';
import { UploadRefused, uploadGuard } from './upload-guard';
import {
  type AttachmentType,
  attachUploads,
  findUpload,
  insertPendingUpload,
  lockUploads,
  markUploaded,
  type UploadRow,
} from './uploads.repository';

/**
 * Uploads in: a slot and its address, the local driver's PUT, and the claim that attaches
 * uploaded files to what they were sent for. Serving them is in stored-files.ts.
 */

const storageOf = (config: AppDeps['config']): ObjectStorage =>
  storageFor(config.storage, { signingSecret: config.uploadSigningSecret });

/** A fresh upload slot for one file of `purpose`, and the short-lived address to PUT it to. */
export async function createUploadAddress(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  purpose: UploadPurpose,
  user: SessionUser | null,
): Promise<{ uploadURL: string; uploadId: string; fileUrl: string }> {
  const uploadId = randomUUID();
  const key = storageKeys.original(uploadId);
  const expiresAt = new Date(Date.now() + UPLOAD_ADDRESS_TTL_MS);
  await insertPendingUpload(deps.knex, {
    id: uploadId,
    purpose,
    storageKey: key,
    maxBytes: UPLOAD_LIMITS[purpose].maxBytes,
    ownerUserId: user?.id ?? null,
    expiresAt,
  });
  const uploadURL = await storageOf(deps.config).uploadAddress({ uploadId, key, purpose, expiresAt });
  return { uploadURL, uploadId, fileUrl: imageAddress(uploadId) };
}

/**
 * An upload address as the image forms take it (ImageUploadTarget): `imageUrl` is where the image
 * will be served once its bytes arrive.
 */
export async function imageUploadAddress(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  purpose: 'consultation-inspiration' | 'gallery' | 'stylist-photo',
  user: SessionUser | null,
): Promise<{ uploadURL: string; uploadId: string; imageUrl: string }> {
  const { uploadURL, uploadId, fileUrl } = await createUploadAddress(deps, purpose, user);
  return { uploadURL, uploadId, imageUrl: fileUrl };
}

export interface IncomingUpload {
  uploadId: string;
  expires: unknown;
  signature: unknown;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

/**
 * PUT of the local driver: signature, single use, declared type, size while streaming and
 * magic bytes are all checked where the bytes land; on any refusal nothing is kept. On success
 * the upload is 'uploaded' and its 'upload.received' event commits in the same transaction.
 */
export async function receiveUpload(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  incoming: IncomingUpload,
): Promise<{ etag: string }> {
  const storage = storageOf(deps.config);
  if (!storage.receive) throw new NotFound();
  const upload = await findUpload(deps.knex, incoming.uploadId);
  if (!upload) throw new NotFound();
  const signature = checkUploadSignature(deps.config.uploadSigningSecret, {
    uploadId: upload.id,
    purpose: upload.purpose,
    expires: incoming.expires,
    signature: incoming.signature,
  });
  if (signature !== 'valid') throw new Forbidden(uploadMessages.addressInvalid);
  if (upload.status !== 'pending') throw new Conflict(uploadMessages.alreadyUploaded);

  const contentType = normalizeContentType(incoming.contentType);
  if (!contentType || !UPLOAD_LIMITS[upload.purpose].contentTypes.includes(contentType)) {
    throw new AppError(415, uploadMessages.wrongType(upload.purpose));
  }
  const tooLarge = () =>
    new AppError(413, uploadMessages.tooLarge(upload.purpose), [], { Connection: 'close' });
  if (Number(incoming.contentLength) > upload.maxBytes) throw tooLarge();

  let staged: StagedObject;
  try {
    staged = await storage.receive(
      upload.storageKey,
      incoming.body,
      uploadGuard({ maxBytes: upload.maxBytes, contentType }),
    );
  } catch (error) {
    if (error instanceof UploadRefused) {
      if (error.reason === 'too-large') throw tooLarge();
      throw new AppError(415, uploadMessages.wrongType(upload.purpose), [], { Connection: 'close' });
    }
    // The client went away mid-upload (a disk error, with its `path`, is ours and stays a 500).
    const { code, path } = error as { code?: string; path?: string };
    if (!path && (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET')) {
      throw new AppError(400, uploadMessages.incomplete);
    }
    throw error;
  }

  await commitStaged(deps.knex, staged, async (trx) => {
    const first = await recordUploadReceived(trx, upload.id, { sizeBytes: staged.size, contentType });
    if (!first) throw new Conflict(uploadMessages.alreadyUploaded);
  });
  // S3 answers a PUT with the object's ETag, and Uppy's single-PUT upload waits for one.
  return { etag: etagOf(upload.storageKey, staged.size) };
}

/**
 * Run `work` and keep the staged bytes in one transaction: committed with it, discarded when
 * anything fails, so no row points at bytes that are not there and no bytes stay unrecorded.
 */
export async function commitStaged(
  knex: Knex,
  staged: StagedObject,
  work: (trx: Knex.Transaction) => Promise<void>,
): Promise<void> {
  try {
    await knex.transaction(async (trx) => {
      await work(trx);
      await staged.commit();
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * The bytes of a pending upload are in place: it is marked uploaded and the images worker is told
 * ('upload.received'). False when it was not pending (uploaded before): nothing is announced then.
 */
export async function recordUploadReceived(
  trx: Knex.Transaction,
  uploadId: string,
  received: { sizeBytes: number; contentType: string },
): Promise<boolean> {
  if (!(await markUploaded(trx, uploadId, received))) return false;
  await writeEvent(trx, {
    type: 'upload.received',
    entityType: 'upload',
    entityId: uploadId,
    payload: { uploadId },
  });
  return true;
}

export interface ClaimUploadsOptions {
  urls: string[];
  purpose: UploadPurpose;
  entityType: AttachmentType;
  entityId: string;
  /** The request field the addresses came in, for the error answer. */
  field: string;
  /** When given, only uploads this account asked the address of (a stylist's own portrait). */
  ownerUserId?: string;
}

/** '/api/images/<uuid>' (or the same on our public origin) -> the upload id; null otherwise. */
export function uploadIdFromUrl(url: string, publicUrl?: URL): string | null {
  return uploadIdOfAddress(url, publicUrl?.origin);
}

/**
 * Attach uploaded files to the entity being created, inside its transaction. Each address must
 * be one of our upload addresses, of this purpose, whose bytes landed, and not attached to
 * anything else; otherwise Invalid([{ field, message }]) and the caller's transaction rolls back.
 * Returns the upload ids in the order given (duplicates once).
 */
export async function claimUploads(
  trx: Knex.Transaction,
  deps: Pick<AppDeps, 'config'>,
  options: ClaimUploadsOptions,
): Promise<string[]> {
  const { field, purpose } = options;
  const fail = (message: string) => new Invalid([{ field, message }]);
  const ids: string[] = [];
  for (const url of options.urls) {
    const id = typeof url === 'string' ? uploadIdFromUrl(url, deps.config.publicUrl) : null;
    if (!id) throw fail(uploadMessages.unknownUpload);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length === 0) return [];

  const rows = new Map((await lockUploads(trx, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const row = rows.get(id);
    // Another purpose's upload is answered like an unknown one: its existence is not revealed.
    if (!row || row.purpose !== purpose) throw fail(uploadMessages.unknownUpload);
    if (options.ownerUserId && row.ownerUserId !== options.ownerUserId)
      throw fail(uploadMessages.unknownUpload);
    const attachedHere = row.attachedType === options.entityType && row.attachedId === options.entityId;
    if (row.attachedId && !attachedHere) throw fail(uploadMessages.alreadyAttached);
    if (row.status === 'pending') await finishDirectUpload(trx, storageOf(deps.config), row, fail);
    if (row.status === 'rejected') throw fail(uploadMessages.rejected);
  }
  await attachUploads(trx, ids, { type: options.entityType, id: options.entityId });

  // Photos converted before the request existed have no conversion left to announce that they
  // are all done: ask the images job to check once more, about this request.
  const finished = (row: UploadRow) => row.status === 'processed' || row.status === 'rejected';
  if (options.entityType === 'consultation-request' && ids.every((id) => finished(rows.get(id)!))) {
    await writeEvent(trx, {
      type: 'upload.received',
      entityType: 'consultation-request',
      entityId: options.entityId,
      payload: { uploadId: ids[ids.length - 1]! },
    });
  }
  return ids;
}

/**
 * S3 receives bytes without us: a presigned PUT bounds neither size nor type, so the claim
 * checks both (and the magic bytes) before the upload counts as 'uploaded'. A bad object is
 * deleted. Local uploads are never pending once their bytes landed.
 */
async function finishDirectUpload(
  trx: Knex.Transaction,
  storage: ObjectStorage,
  row: UploadRow,
  fail: (message: string) => Invalid,
): Promise<void> {
  if (storage.driver !== 's3') throw fail(uploadMessages.notUploaded);
  const info = await storage.stat(row.storageKey);
  if (!info) throw fail(uploadMessages.notUploaded);
  const contentType = normalizeContentType(info.contentType);
  const refuse = async (message: string) => {
    await storage.remove(row.storageKey);
    return fail(message);
  };
  if (info.size > row.maxBytes) throw await refuse(uploadMessages.tooLarge(row.purpose));
  const head = await storage.readHead(row.storageKey, SNIFF_BYTES);
  if (
    !contentType ||
    !UPLOAD_LIMITS[row.purpose].contentTypes.includes(contentType) ||
    !head ||
    !matchesContentType(contentType, head)
  ) {
    throw await refuse(uploadMessages.wrongType(row.purpose));
  }
  if (!(await markUploaded(trx, row.id, { sizeBytes: info.size, contentType }))) {
    throw fail(uploadMessages.notUploaded);
  }
  await writeEvent(trx, {
    type: 'upload.received',
    entityType: 'upload',
    entityId: row.id,
    payload: { uploadId: row.id },
  });
  row.status = 'uploaded';
}
