import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type ObjectInfo,
  type ObjectStorage,
  ObjectTooLarge,
  type StorageSettings,
  type UploadSlot,
} from './storage';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

function clientConfig(settings: StorageSettings['s3'], endpoint: string | null): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands one. By default the SDK adds a CRC32 to every PUT; in a
    // presigned address that is the CRC32 of the empty body it signed (x-amz-checksum-crc32=
    // AAAAAA==), and S3 then refuses the browser's real bytes (400 BadDigest).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
}

/**
 * S3 or MinIO (STORAGE_DRIVER=s3). Browsers PUT straight to the bucket at a presigned address
 * signed for S3_PUBLIC_ENDPOINT (the host they can reach); the server talks to S3_ENDPOINT.
 * A presigned PUT cannot bound the size, so the API checks size and magic bytes when it claims
 * the upload (uploads.service.ts), before anything uses the bytes.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly presignClient: S3Client;
  private readonly bucket: string;

  constructor(settings: StorageSettings['s3']) {
    this.bucket = settings.bucket;
    this.client = new S3Client(clientConfig(settings, settings.endpoint));
    const publicEndpoint = settings.publicEndpoint ?? settings.endpoint;
    this.presignClient =
      publicEndpoint === settings.endpoint
        ? this.client
        : new S3Client(clientConfig(settings, publicEndpoint));
  }

  async uploadAddress(slot: UploadSlot): Promise<string> {
    const expiresIn = Math.max(1, Math.floor((slot.expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(this.presignClient, new PutObjectCommand({ Bucket: this.bucket, Key: slot.key }), {
      expiresIn,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async read(key: string, maxBytes?: number): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (maxBytes !== undefined && (object.ContentLength ?? 0) > maxBytes) {
        (object.Body as Readable | undefined)?.destroy?.();
        throw new ObjectTooLarge(key, maxBytes);
      }
      const bytes = await object.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readHead(key: string, bytes: number): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const head = await object.Body?.transformToByteArray();
      return head ? Buffer.from(head).subarray(0, bytes) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      // An empty object has no byte 0: S3 answers 416 to the range.
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416)
        return Buffer.alloc(0);
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
