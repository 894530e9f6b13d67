import { GetObjectCommand, PutBucketCorsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import sharp from 'sharp';
import { Client, send } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, type WorkerTestEnv } from '../worker/worker-harness';
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, type S3Server, startS3 } from './s3-server';
import { makeJpeg } from './upload-support';

/**
 * STORAGE_DRIVER=s3 end to end against npm s3rver behind a front that checks every request's
 * SigV4 signature, expiry, payload hash and CRC32 as S3 does (s3-server.ts): the browser's
 * presigned PUT, the API's claim (HEAD, ranged GET), the worker's reads and WebP writes, and the
 * API serving the variants back from the bucket.
 */
const BUCKET = 'beauty-uploads';
let s3: S3Server;
let env: WorkerTestEnv;
let api: TestApi;
let worker: WorkerRuntime;
let admin: Client;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startS3(BUCKET);
  env = await createWorkerTestEnv('uploads_s3');
  api = await startApi({
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
  worker = createWorkerRuntime(env.config({ storage: api.deps.config.storage }), { logger: env.logger });
  await worker.start();

  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
  // The README's CORS rule, as `aws s3api put-bucket-cors` sends it.
  await bucket.send(
    new PutBucketCorsCommand({
      Bucket: BUCKET,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [api.url],
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedHeaders: ['content-type'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3600,
          },
        ],
      },
    }),
  );

  admin = new Client(api.url);
  const signIn = await admin.postForm('/api/login', {
    email: 'admin@demo.bridalbeauty.test',
    password: DEMO_PASSWORD,
  });
  expect(signIn.status).toBe(303);
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await env?.close();
  await s3?.close();
  bucket?.destroy();
});

async function requestUpload() {
  const res = await admin.post('/api/objects/upload');
  expect(res.status).toBe(200);
  return res.json as { uploadURL: string; uploadId: string; imageUrl: string };
}

/** The browser's PUT to the bucket: our Origin, the file's type, nothing else (fetch, as a browser). */
const browserPut = (uploadURL: string, bytes: Buffer, contentType = 'image/jpeg') =>
  fetch(uploadURL, {
    method: 'PUT',
    headers: { origin: api.url, 'content-type': contentType },
    body: new Uint8Array(bytes),
  });

/** The browser's own preflight before that PUT (fetch, as a browser sends it to the bucket). */
const preflight = (uploadURL: string, origin: string) =>
  fetch(uploadURL, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type',
    },
  });

describe('uploads on S3 (s3rver, SigV4 checked)', () => {
  it('takes an upload from a presigned PUT through its claim to WebP variants in the bucket, served as image/webp', async () => {
    const page = await admin.get('/api/gallery');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);

    const { uploadURL, uploadId, imageUrl } = await requestUpload();
    const address = new URL(uploadURL);
    expect(address.origin).toBe(s3.endpoint);
    expect(address.pathname).toBe(`/${BUCKET}/originals/${uploadId}`);
    expect([...address.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);

    // The browser asks first (CORS): our origin may PUT with a content type, another may not.
    const allowed = await preflight(uploadURL, api.url);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight(uploadURL, 'https://elsewhere.example')).status).toBe(403);

    const jpeg = await makeJpeg(2000, 1000);
    const put = await browserPut(uploadURL, jpeg);
    expect(put.status).toBe(200);

    const created = await admin.post('/api/admin/gallery', {
      title: 'Harbour bride',
      imageUrl,
      isPublic: true,
    });
    expect(created.status).toBe(201);
    await waitUntil(
      async () => (await env.db('uploads').where({ id: uploadId, status: 'processed' }).first('id')) ?? null,
      30_000,
      'the worker to convert the upload',
    );
    const variants = await env.db('image_variants').where({ uploadId }).orderBy('width');
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    // The worker wrote them to the bucket.
    for (const variant of variants) {
      const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: variant.storageKey }));
      const stored = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      expect(stored.length).toBe(variant.sizeBytes);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: variant.width });
    }

    const served = await send(api.url, { path: `${imageUrl}?w=960` });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = served.body;
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 480 });

    // Every request the API, the worker and the browser made was signed as S3 wants.
    expect(s3.refused).toEqual([]);
  });

  it('refuses a PUT whose signature does not match (another key, an edited expiry): nothing lands', async () => {
    const { uploadURL, uploadId, imageUrl } = await requestUpload();
    const otherKey = uploadURL.replace(`originals/${uploadId}`, 'originals/someone-elses');
    const stretched = new URL(uploadURL);
    stretched.searchParams.set('X-Amz-Expires', '604800');
    const jpeg = await makeJpeg(400, 300);
    expect((await browserPut(otherKey, jpeg)).status).toBe(403);
    expect((await browserPut(stretched.toString(), jpeg)).status).toBe(403);
    expect(s3.refused.splice(0).map((r) => r.code)).toEqual([
      'SignatureDoesNotMatch',
      'SignatureDoesNotMatch',
    ]);

    const created = await admin.post('/api/admin/gallery', { title: 'Nothing here', imageUrl });
    expect(created.status).toBe(400);
    expect((await env.db('uploads').where({ id: uploadId }).first()).status).toBe('pending');
  });

  it('(why WHEN_REQUIRED) S3 refuses real bytes PUT to an address signed with the empty-body CRC32', async () => {
    const sdkDefaults = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
    });
    const url = await getSignedUrl(
      sdkDefaults,
      new PutObjectCommand({ Bucket: BUCKET, Key: 'originals/x' }),
      {
        expiresIn: 60,
      },
    );
    sdkDefaults.destroy();
    expect(new URL(url).searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');
    expect((await browserPut(url, await makeJpeg(200, 200))).status).toBe(400);
    expect(s3.refused.splice(0).map((r) => r.code)).toEqual(['BadDigest']);
  });
});
