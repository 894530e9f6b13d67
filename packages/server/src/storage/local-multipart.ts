import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MULTIPART_LIMITS,
  MultipartRefused,
  type MultipartStorage,
  type StagedObject,
  type StoredPart,
} from './storage';
import { signUpload } from './upload-signature';

const MULTIPART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
const unquote = (etag: string) => etag.replace(/"/g, '');

/** What a local part address signs: the multipart upload and the part number, until `expires`. */
export const partSignatureSubject = (multipartId: string, partNumber: number) => ({
  uploadId: `${multipartId}/${partNumber}`,
  purpose: 's3-part',
});

/** The local driver's address of one part, answered by PUT /api/s3/multipart/:uploadId/:partNumber. */
export function localPartAddress(
  secret: string,
  part: { multipartId: string; partNumber: number; expiresAt: Date },
): string {
  const expires = Math.floor(part.expiresAt.getTime() / 1000);
  const signature = signUpload(secret, {
    ...partSignatureSubject(part.multipartId, part.partNumber),
    expires,
  });
  return `/api/s3/multipart/${part.multipartId}/${part.partNumber}?expires=${expires}&signature=${signature}`;
}

/**
 * Multipart uploads on local disk, as S3 keeps them: parts under STORAGE_DIR/.multipart/<id>/<n>
 * (received through the API at HMAC-signed addresses), each with the MD5 ETag S3 would answer;
 * completing joins the listed parts through the upload's guard into a staging file.
 */
export class LocalMultipart implements MultipartStorage {
  constructor(
    private readonly root: string,
    private readonly signingSecret: string | null,
    private readonly receive: (key: string, source: Readable, guard?: Transform) => Promise<StagedObject>,
  ) {}

  private dirOf(multipartId: string): string {
    if (!MULTIPART_ID.test(multipartId)) throw new MultipartRefused('no-such-upload', 'No such upload');
    return path.join(this.root, '.multipart', multipartId);
  }

  private async exists(multipartId: string): Promise<boolean> {
    try {
      return (await stat(this.dirOf(multipartId))).isDirectory();
    } catch (error) {
      if (isMissing(error) || error instanceof MultipartRefused) return false;
      throw error;
    }
  }

  async create(_key: string, _contentType: string): Promise<string> {
    const multipartId = randomUUID();
    await mkdir(this.dirOf(multipartId), { recursive: true, mode: 0o700 });
    return multipartId;
  }

  async partAddress(part: { multipartId: string; partNumber: number; expiresAt: Date }): Promise<string> {
    if (!this.signingSecret)
      throw new Error('The local storage driver needs UPLOAD_SIGNING_SECRET to sign uploads');
    return localPartAddress(this.signingSecret, part);
  }

  async listParts(_key: string, multipartId: string): Promise<StoredPart[] | null> {
    if (!(await this.exists(multipartId))) return null;
    const dir = this.dirOf(multipartId);
    const names = (await readdir(dir)).filter((name) => /^\d{1,5}$/.test(name));
    const parts: StoredPart[] = [];
    for (const name of names) {
      const file = path.join(dir, name);
      const hash = createHash('md5');
      let size = 0;
      try {
        for await (const chunk of createReadStream(file)) {
          hash.update(chunk as Buffer);
          size += (chunk as Buffer).length;
        }
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      parts.push({ partNumber: Number(name), size, etag: `"${hash.digest('hex')}"` });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async receivePart(
    multipartId: string,
    partNumber: number,
    source: Readable,
    guard?: Transform,
  ): Promise<StoredPart> {
    if (!(await this.exists(multipartId))) throw new MultipartRefused('no-such-upload', 'No such upload');
    const dir = this.dirOf(multipartId);
    const staged = path.join(dir, `.${randomUUID()}`);
    const hash = createHash('md5');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const sink = createWriteStream(staged, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(source, guard ?? new PassThrough(), tap, sink);
      await rename(staged, path.join(dir, String(partNumber)));
    } catch (error) {
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(staged, { force: true });
      throw error;
    }
    return { partNumber, size, etag: `"${hash.digest('hex')}"` };
  }

  async complete(
    key: string,
    multipartId: string,
    parts: ReadonlyArray<{ partNumber: number; etag: string }>,
    guard?: Transform,
  ): Promise<StagedObject> {
    const stored = await this.listParts(key, multipartId);
    if (!stored) throw new MultipartRefused('no-such-upload', 'No such upload');
    const byNumber = new Map(stored.map((part) => [part.partNumber, part]));
    if (parts.length === 0) throw new MultipartRefused('invalid-part', 'List at least one part.');
    parts.forEach((part, index) => {
      if (index > 0 && part.partNumber <= parts[index - 1]!.partNumber)
        throw new MultipartRefused('invalid-order', 'List the parts in ascending order of PartNumber.');
      const held = byNumber.get(part.partNumber);
      if (!held || unquote(held.etag) !== unquote(part.etag))
        throw new MultipartRefused(
          'invalid-part',
          `Part ${part.partNumber} was not uploaded with this ETag.`,
        );
      if (index < parts.length - 1 && held.size < MULTIPART_LIMITS.minPartBytes)
        throw new MultipartRefused('part-too-small', `Part ${part.partNumber} is smaller than 5 MB.`);
    });
    const dir = this.dirOf(multipartId);
    const files = parts.map((part) => path.join(dir, String(part.partNumber)));
    const joined = new PassThrough();
    (async () => {
      for (const file of files) await pipeline(createReadStream(file), joined, { end: false });
      joined.end();
    })().catch((error) => joined.destroy(error));
    const staged = await this.receive(key, joined, guard);
    return {
      size: staged.size,
      commit: async () => {
        await staged.commit();
        await rm(dir, { recursive: true, force: true });
      },
      discard: () => staged.discard(),
    };
  }

  async abort(_key: string, multipartId: string): Promise<void> {
    if (!MULTIPART_ID.test(multipartId)) return;
    await rm(this.dirOf(multipartId), { recursive: true, force: true });
  }
}
