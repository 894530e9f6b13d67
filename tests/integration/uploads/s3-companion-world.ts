import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import sharp from 'sharp';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { createWorkerTestEnv, type WorkerTestEnv } from '../worker/worker-harness';
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, type S3Server, startS3 } from './s3-server';
import { startUploadEnv, type UploadEnv } from './upload-support';

/**
 * The world of the companion upload tests (spec 001), called as Uppy's @uppy/aws-s3 calls it,
 * on both storage drivers: local disk (parts PUT to the API's signed addresses) and S3 (npm
 * s3rver behind the front that checks SigV4, s3-server.ts). `useCompanionHarness` fills `h` and
 * `jpeg` in `beforeAll` of the describe it is called in; each test file gives its own label.
 */
export const MiB = 1024 * 1024;
export const PART = 5 * MiB;
export const BUCKET = 'beauty-companion';

/** A real JPEG between 5.5 and 9.5 MiB: two parts (5 MiB and the rest) under the 10 MB limit. */
export async function makeLargeJpeg(): Promise<Buffer> {
  const [width, height] = [2400, 2200];
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  if (jpeg.length < 5.5 * MiB || jpeg.length > 9.5 * MiB) throw new Error(`JPEG of ${jpeg.length} bytes`);
  return jpeg;
}

export interface Harness {
  driver: 'local' | 's3';
  api: TestApi;
  /** Where the browser sends the bytes: the API itself (local disk) or the bucket. */
  uploadOrigin: string;
  env: WorkerTestEnv;
  admin: Client;
  signIn(role: 'admin' | 'stylist' | 'customer'): Promise<Client>;
  close(): Promise<void>;
}

export async function signInTo(api: TestApi, role: 'admin' | 'stylist' | 'customer') {
  const client = new Client(api.url);
  const res = await client.postForm('/api/login', {
    email: `${role}@demo.bridalbeauty.test`,
    password: DEMO_PASSWORD,
  });
  if (res.status !== 303) throw new Error(`Signing in as ${role} answered ${res.status}`);
  return client;
}

export async function localHarness(label: string): Promise<Harness> {
  const t: UploadEnv = await startUploadEnv(`${label}_local`);
  const worker: WorkerRuntime = createWorkerRuntime(
    t.env.config({ storage: { ...t.api.deps.config.storage, dir: t.storageDir } }),
    { logger: t.env.logger },
  );
  await worker.start();
  return {
    driver: 'local',
    api: t.api,
    uploadOrigin: t.api.url,
    env: t.env,
    admin: await t.signIn('admin'),
    signIn: t.signIn,
    async close() {
      await worker.stop();
      await t.close();
    },
  };
}

export async function s3Harness(label: string): Promise<Harness> {
  const s3: S3Server = await startS3(BUCKET);
  const env = await createWorkerTestEnv(`${label}_s3`);
  const api = await startApi({
    DATABASE_URL: env.databaseUrl,
    REDIS_PREFIX: env.redisPrefix,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_PUBLIC_ENDPOINT: '',
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  });
  await seedDemo(env.db);
  const worker = createWorkerRuntime(env.config({ storage: api.deps.config.storage }), {
    logger: env.logger,
  });
  await worker.start();
  return {
    driver: 's3',
    api,
    uploadOrigin: s3.endpoint,
    env,
    admin: await signInTo(api, 'admin'),
    signIn: (role) => signInTo(api, role),
    async close() {
      await worker.stop();
      await api.close();
      await env.close();
      await s3.close();
      // Every request the bucket saw was signed as S3 wants it.
      expect(s3.refused).toEqual([]);
    },
  };
}

export let h: Harness;
export let jpeg: Buffer;

export function useCompanionHarness(start: () => Promise<Harness>) {
  beforeAll(async () => {
    [h, jpeg] = await Promise.all([start(), makeLargeJpeg()]);
  });
  afterAll(() => h?.close());
}

export const path = (uploadId: string, rest = '') =>
  `/api/s3/multipart/${encodeURIComponent(uploadId)}${rest}`;
export const q = (key: string) => `?key=${encodeURIComponent(key)}`;

export async function create(type = 'image/jpeg') {
  const res = await h.admin.post('/api/s3/multipart', {
    filename: 'harbour-bride.jpg',
    type,
    metadata: { name: 'harbour-bride.jpg', type },
  });
  expect(res.status).toBe(200);
  const { uploadId, key } = res.json as { uploadId: string; key: string };
  expect(typeof uploadId).toBe('string');
  expect(key).toMatch(/^originals\/[0-9a-f-]{36}$/);
  return { uploadId, key };
}

/** Uppy's signPart then its XHR PUT of the part's bytes (no content type, our Origin). */
export async function sendPart(upload: { uploadId: string; key: string }, partNumber: number, bytes: Buffer) {
  const signed = await h.admin.get(path(upload.uploadId, `/${partNumber}${q(upload.key)}`));
  expect(signed.status).toBe(200);
  expect(signed.json.expires).toBeGreaterThan(0);
  // Absolute, as Uppy wants it: the API's own origin on local disk, the bucket's on S3.
  expect(new URL(signed.json.url).origin).toBe(h.uploadOrigin);
  // fetch, as Uppy sends a part from the browser: to the API on local disk, to the bucket on S3.
  const res = await fetch(new URL(signed.json.url, h.api.url), {
    method: 'PUT',
    headers: { origin: h.api.url },
    body: new Uint8Array(bytes),
  });
  await res.arrayBuffer();
  return { status: res.status, etag: res.headers.get('etag') };
}

export const listParts = (upload: { uploadId: string; key: string }) =>
  h.admin.get(path(upload.uploadId, q(upload.key)));

export const rowOf = (key: string) =>
  h.env.db('uploads').where({ storageKey: key }).first('id', 'status', 'multipartUploadId', 'attachedId');
