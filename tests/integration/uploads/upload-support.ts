import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import sharp from 'sharp';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { createWorkerTestEnv, type WorkerTestEnv } from '../worker/worker-harness';

/**
 * An API on its own migrated database and BullMQ prefix (a worker runtime started by a test
 * takes every event in the database it points at), with the local storage driver writing to a
 * temporary STORAGE_DIR shared with that worker.
 */
export async function startUploadEnv(label: string) {
  const env: WorkerTestEnv = await createWorkerTestEnv(label);
  const storageDir = await mkdtemp(path.join(tmpdir(), `beauty-storage-${label}-`));
  const api: TestApi = await startApi({
    DATABASE_URL: env.databaseUrl,
    REDIS_PREFIX: env.redisPrefix,
    STORAGE_DRIVER: 'local',
    STORAGE_DIR: storageDir,
    UPLOAD_SIGNING_SECRET: `upload-secret-${label}`,
  });
  await seedDemo(env.db);

  async function signIn(role: 'admin' | 'stylist' | 'customer') {
    const client = new Client(api.url);
    const res = await client.postForm('/api/login', {
      email: `${role}@demo.bridalbeauty.test`,
      password: DEMO_PASSWORD,
    });
    if (res.status !== 303) throw new Error(`Signing in as ${role} answered ${res.status}`);
    return client;
  }

  return {
    env,
    api,
    storageDir,
    signIn,
    /** Every file under STORAGE_DIR (staging area included), relative paths. */
    async storedFiles(): Promise<string[]> {
      const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(storageDir, path.join(e.parentPath, e.name)))
        .sort();
    },
    async close() {
      await api.close();
      await env.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export type UploadEnv = Awaited<ReturnType<typeof startUploadEnv>>;

/** PUT raw bytes the way the browser does: our Origin, the file's type, the bytes. */
export async function putBytes(
  base: string,
  uploadURL: string,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string,
  headers: Record<string, string> = {},
) {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'PUT',
    headers: { origin: base, 'content-type': contentType, ...headers },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
  };
  if (!(body instanceof Buffer)) init.duplex = 'half';
  // fetch, not the test client: the body may be a stream of unknown length (sent chunked).
  const res = await fetch(new URL(uploadURL, base), init);
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

/** A stream of `total` bytes that starts with `head`, sent chunked (no Content-Length). */
export function byteStream(head: Buffer, total: number, chunk = 256 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      const bytes = Buffer.alloc(size, 0x41);
      if (sent === 0) head.copy(bytes);
      sent += size;
      controller.enqueue(bytes);
    },
  });
}

/** A real photo-like JPEG (gradient noise so it is not trivially small). */
export async function makeJpeg(width: number, height: number, options: { orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = 180;
    raw[i + 2] = (i * 7) % 256;
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { ImageDescription: 'GPS-SECRET-47.1854N', Copyright: 'EXIF-MARKER' } })
    .jpeg({ quality: 85 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function makePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 232, g: 196, b: 196, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A minimal but real PDF document. */
export function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A "pixel flood": a valid PNG of width x height in one colour (1-bit grey), tiny on disk,
 * enormous once decoded.
 */
export function makePixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
