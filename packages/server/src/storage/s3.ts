import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  type ListPartsCommandOutput,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  MultipartRefused,
  type MultipartStorage,
  type ObjectInfo,
  type ObjectStorage,
  ObjectTooLarge,
  type StagedObject,
  type StorageSettings,
  type StoredPart,
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
  readonly multipart: MultipartStorage;

  constructor(settings: StorageSettings['s3']) {
    this.bucket = settings.bucket;
    this.client = new S3Client(clientConfig(settings, settings.endpoint));
    const publicEndpoint = settings.publicEndpoint ?? settings.endpoint;
    this.presignClient =
      publicEndpoint === settings.endpoint
        ? this.client
        : new S3Client(clientConfig(settings, publicEndpoint));
    this.multipart = new S3Multipart(this.client, this.presignClient, this.bucket, (key) => this.remove(key));
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

const s3Code = (error: unknown) => (error as { name?: string; Code?: string }).name;

/** S3's refusals of a multipart request, as the companion API answers them (4xx). */
function refusal(error: unknown): MultipartRefused | null {
  switch (s3Code(error)) {
    case 'NoSuchUpload':
      return new MultipartRefused('no-such-upload', 'No such upload');
    case 'InvalidPart':
      return new MultipartRefused('invalid-part', 'A listed part was not uploaded with that ETag.');
    case 'InvalidPartOrder':
      return new MultipartRefused('invalid-order', 'List the parts in ascending order of PartNumber.');
    case 'EntityTooSmall':
      return new MultipartRefused('part-too-small', 'Every part but the last must be at least 5 MB.');
    default:
      return null;
  }
}

/**
 * Multipart uploads in the bucket: the browser PUTs each part to a presigned UploadPart address
 * (one key, one upload id, one part number); the server lists, completes and aborts.
 */
class S3Multipart implements MultipartStorage {
  constructor(
    private readonly client: S3Client,
    private readonly presignClient: S3Client,
    private readonly bucket: string,
    private readonly removeObject: (key: string) => Promise<void>,
  ) {}

  async create(key: string, contentType: string): Promise<string> {
    const answer = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!answer.UploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
    return answer.UploadId;
  }

  async partAddress(part: { key: string; multipartId: string; partNumber: number; expiresAt: Date }) {
    const expiresIn = Math.max(1, Math.floor((part.expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(
      this.presignClient,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: part.key,
        UploadId: part.multipartId,
        PartNumber: part.partNumber,
      }),
      { expiresIn },
    );
  }

  async listParts(key: string, multipartId: string): Promise<StoredPart[] | null> {
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    try {
      for (;;) {
        const page: ListPartsCommandOutput = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: multipartId,
            ...(marker ? { PartNumberMarker: marker } : {}),
          }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber && part.ETag)
            parts.push({ partNumber: part.PartNumber, size: part.Size ?? 0, etag: part.ETag });
        }
        if (!page.IsTruncated || !page.NextPartNumberMarker) break;
        marker = page.NextPartNumberMarker;
      }
    } catch (error) {
      if (s3Code(error) === 'NoSuchUpload' || isMissing(error)) return null;
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(
    key: string,
    multipartId: string,
    parts: ReadonlyArray<{ partNumber: number; etag: string }>,
  ): Promise<StagedObject> {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: multipartId,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
        }),
      );
    } catch (error) {
      throw refusal(error) ?? error;
    }
    const info = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    return {
      size: info.ContentLength ?? 0,
      commit: async () => undefined,
      discard: () => this.removeObject(key),
    };
  }

  async abort(key: string, multipartId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: multipartId }),
      );
    } catch (error) {
      if (s3Code(error) === 'NoSuchUpload' || isMissing(error)) return;
      throw error;
    }
  }
}
