import type { Readable, Transform } from 'node:stream';
import type { UploadPurpose } from '@beauty/domain/schemas/uploads';

/** Where files live: the same settings in the API and the worker (STORAGE_DRIVER, STORAGE_DIR, S3_*). */
export interface StorageSettings {
  driver: 'local' | 's3';
  /** Local driver: the directory holding every object. */
  dir: string;
  s3: {
    /** Server-side address of the S3 API (MinIO in compose); null: AWS's own. */
    endpoint: string | null;
    /** Address browsers use for presigned uploads; `endpoint` when null. */
    publicEndpoint: string | null;
    region: string;
    bucket: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    forcePathStyle: boolean;
  };
}

/** One upload a browser may PUT bytes for, once, until `expiresAt`. */
export interface UploadSlot {
  uploadId: string;
  key: string;
  purpose: UploadPurpose;
  expiresAt: Date;
}

export interface ObjectInfo {
  size: number;
  contentType: string | null;
}

/** Bytes received into a staging area: `commit` moves them under their key, `discard` drops them. */
export interface StagedObject {
  size: number;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * The storage adapter (ARCHITECTURE rule 6): S3/MinIO or a directory on local disk. Keys are
 * relative paths such as `originals/<uploadId>` or `variants/<uploadId>/480.webp`.
 */
export interface ObjectStorage {
  readonly driver: StorageSettings['driver'];
  /**
   * The single address a browser PUTs this upload's bytes to: a presigned S3 URL, or for the
   * local driver `/api/uploads/<id>?expires=<unix>&signature=<hmac>`, served by the API.
   */
  uploadAddress(slot: UploadSlot): Promise<string>;
  /** Store bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. Throws ObjectTooLarge past `maxBytes`. */
  read(key: string, maxBytes?: number): Promise<Buffer | null>;
  /** A stream of the object, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  /** The first `bytes` bytes (magic-byte checks), or null when there is no object. */
  readHead(key: string, bytes: number): Promise<Buffer | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  /** Delete the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /**
   * Local driver only: stream a request body through `guard` into a staging file, nothing kept
   * when the stream or the guard fails. S3 receives its bytes itself.
   */
  receive?(key: string, source: Readable, guard?: Transform): Promise<StagedObject>;
  /** Uploads in parts (the companion API under /api/s3/, as Uppy's @uppy/aws-s3 uses it). */
  readonly multipart: MultipartStorage;
}

/** S3's bounds of a multipart upload, which the local driver keeps too. */
export const MULTIPART_LIMITS = {
  maxPartNumber: 10_000,
  /** Every part but the last is at least this large (S3's EntityTooSmall). */
  minPartBytes: 5 * 1024 * 1024,
} as const;

/** One part the storage holds: its number, its size and the ETag its PUT answered (quoted). */
export interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

export class MultipartRefused extends Error {
  constructor(
    readonly reason: 'no-such-upload' | 'invalid-part' | 'part-too-small' | 'invalid-order',
    message: string,
  ) {
    super(message);
    this.name = 'MultipartRefused';
  }
}

/**
 * A file sent in numbered parts, each PUT by the browser to its own signed address, then joined
 * under `key`. The multipart id is the storage's (S3's UploadId, or the local driver's).
 */
export interface MultipartStorage {
  /** Start one; answers its multipart id. */
  create(key: string, contentType: string): Promise<string>;
  /** The address to PUT part `partNumber` to, until `expiresAt`. */
  partAddress(part: {
    key: string;
    multipartId: string;
    partNumber: number;
    expiresAt: Date;
  }): Promise<string>;
  /** The parts received so far, by number; null when there is no such multipart upload. */
  listParts(key: string, multipartId: string): Promise<StoredPart[] | null>;
  /**
   * Join the given parts (numbers ascending, ETags as their PUTs answered). S3 joins them in the
   * bucket (`commit` does nothing, `discard` deletes the object); the local driver streams them
   * through `guard` into a staging file that `commit` moves under `key`. Throws MultipartRefused.
   */
  complete(
    key: string,
    multipartId: string,
    parts: ReadonlyArray<{ partNumber: number; etag: string }>,
    guard?: Transform,
  ): Promise<StagedObject>;
  /** Drop the parts; no error when the upload is already gone. */
  abort(key: string, multipartId: string): Promise<void>;
  /**
   * Local driver only (its part addresses are the API's): stream one part's bytes through
   * `guard` and keep them as part `partNumber`, replacing an earlier one; nothing kept on failure.
   */
  receivePart?(
    multipartId: string,
    partNumber: number,
    source: Readable,
    guard?: Transform,
  ): Promise<StoredPart>;
}

export class ObjectTooLarge extends Error {
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super(`Object ${key} is larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLarge';
  }
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys come from our own code, but a bad one must never escape the storage directory. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Storage keys of an upload's original bytes and of its WebP variants. */
export const storageKeys = {
  original: (uploadId: string) => `originals/${uploadId}`,
  variant: (uploadId: string, width: number) => `variants/${uploadId}/${width}.webp`,
};
