import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import sharp from 'sharp';
import { Client, request } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { waitUntil } from '../support/wait';
import { createWorkerTestEnv, type WorkerTestEnv } from '../worker/worker-harness';
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, type S3Server, startS3 } from './s3-server';
import { startUploadEnv, type UploadEnv } from './upload-support';

/**
 * The companion upload service under /api/s3/ (spec 001), called as Uppy's @uppy/aws-s3 calls
 * it, on both storage drivers: local disk (parts PUT to the API's signed addresses) and S3
 * (npm s3rver behind the front that checks SigV4, s3-server.ts).
 */
const MiB = 1024 * 1024;
const PART = 5 * MiB;
const BUCKET = 'beauty-companion';

/** A real JPEG between 5.5 and 9.5 MiB: two parts (5 MiB and the rest) under the 10 MB limit. */
async function makeLargeJpeg(): Promise<Buffer> {
  const [width, height] = [2400, 2200];
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  if (jpeg.length < 5.5 * MiB || jpeg.length > 9.5 * MiB) throw new Error(`JPEG of ${jpeg.length} bytes`);
  return jpeg;
}

interface Harness {
  driver: 'local' | 's3';
  api: TestApi;
  /** Where the browser sends the bytes: the API itself (local disk) or the bucket. */
  uploadOrigin: string;
  env: WorkerTestEnv;
  admin: Client;
  signIn(role: 'admin' | 'stylist' | 'customer'): Promise<Client>;
  close(): Promise<void>;
}

async function signInTo(api: TestApi, role: 'admin' | 'stylist' | 'customer') {
  const client = new Client(api.url);
  const res = await client.postForm('/api/login', {
    email: `${role}@demo.bridalbeauty.test`,
    password: DEMO_PASSWORD,
  });
  if (res.status !== 303) throw new Error(`Signing in as ${role} answered ${res.status}`);
  return client;
}

async function localHarness(): Promise<Harness> {
  const t: UploadEnv = await startUploadEnv('s3_companion_local');
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

async function s3Harness(): Promise<Harness> {
  const s3: S3Server = await startS3(BUCKET);
  const env = await createWorkerTestEnv('s3_companion_s3');
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

describe.each([
  ['local disk', localHarness],
  ['S3 (s3rver, SigV4 checked)', s3Harness],
])('companion upload API on %s', (_name, start) => {
  let h: Harness;
  let jpeg: Buffer;

  beforeAll(async () => {
    [h, jpeg] = await Promise.all([start(), makeLargeJpeg()]);
  });
  afterAll(() => h?.close());

  const path = (uploadId: string, rest = '') => `/api/s3/multipart/${encodeURIComponent(uploadId)}${rest}`;
  const q = (key: string) => `?key=${encodeURIComponent(key)}`;

  async function create(type = 'image/jpeg') {
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
  async function sendPart(upload: { uploadId: string; key: string }, partNumber: number, bytes: Buffer) {
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

  const listParts = (upload: { uploadId: string; key: string }) =>
    h.admin.get(path(upload.uploadId, q(upload.key)));

  const rowOf = (key: string) =>
    h.env.db('uploads').where({ storageKey: key }).first('id', 'status', 'multipartUploadId', 'attachedId');

  it('takes an upload from start through signed part PUTs, listing (resume) and complete to a gallery record served as WebP', async () => {
    const upload = await create();
    expect((await listParts(upload)).json).toEqual([]);

    const first = await sendPart(upload, 1, jpeg.subarray(0, PART));
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[0-9a-f]{32}"$/);

    // The connection drops; Uppy asks which parts arrived and sends only the rest.
    const listed = await listParts(upload);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([{ PartNumber: 1, Size: PART, ETag: first.etag }]);

    const second = await sendPart(upload, 2, jpeg.subarray(PART));
    expect(second.status).toBe(200);
    expect((await listParts(upload)).json).toEqual([
      { PartNumber: 1, Size: PART, ETag: first.etag },
      { PartNumber: 2, Size: jpeg.length - PART, ETag: second.etag },
    ]);

    const done = await h.admin.post(path(upload.uploadId, `/complete${q(upload.key)}`), {
      parts: [
        { PartNumber: 1, ETag: first.etag },
        { PartNumber: 2, ETag: second.etag },
      ],
    });
    expect(done.status).toBe(200);
    const id = upload.key.slice('originals/'.length);
    expect(done.json.location).toBe(`/api/images/${id}`);
    // The upload is no longer in progress: S3 forgets the id, so do we.
    expect((await listParts(upload)).status).toBe(404);

    const created = await h.admin.post('/api/admin/gallery', {
      title: 'Harbour bride, in parts',
      imageUrl: done.json.location,
      isPublic: true,
    });
    expect(created.status).toBe(201);
    await waitUntil(
      async () => (await h.env.db('uploads').where({ id, status: 'processed' }).first('id')) ?? null,
      60_000,
      'the WebP conversion',
    );
    const image = await new Client(h.api.url).get(`/api/images/${id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const row = await h.env.db('uploads').where({ id }).first('sizeBytes', 'contentType');
    expect(row).toEqual({ sizeBytes: jpeg.length, contentType: 'image/jpeg' });
  });

  it('GET params: one small image in a single PUT (with an ETag), then the gallery record', async () => {
    const small = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 150, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const res = await h.admin.get('/api/s3/params?filename=small.jpg&type=image%2Fjpeg&metadata%5Bname%5D=x');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ method: 'PUT', fields: {}, headers: { 'content-type': 'image/jpeg' } });
    expect(new URL(res.json.url).origin).toBe(h.uploadOrigin);
    // fetch, as Uppy sends it from the browser (to the API or the bucket).
    const put = await fetch(new URL(res.json.url, h.api.url), {
      method: 'PUT',
      headers: { origin: h.api.url, ...res.json.headers },
      body: new Uint8Array(small),
    });
    expect(put.status).toBeLessThan(300);
    expect(put.headers.get('etag')).toBeTruthy();
    // Uppy's location: the address without its query; its last segment is the upload id.
    const id = new URL(res.json.url, h.api.url).pathname.split('/').at(-1)!;
    const created = await h.admin.post('/api/admin/gallery', {
      title: 'Small one',
      imageUrl: `/api/images/${id}`,
      isPublic: false,
    });
    expect(created.status).toBe(201);
  });

  it('GET sts: no temporary credentials, a clear 404 Uppy shows', async () => {
    const res = await h.admin.get('/api/s3/sts');
    expect(res.status).toBe(404);
    expect(res.json.message).toMatch(/not handed out/);
  });

  it('admins only, CSRF checked: 401 signed out, 403 for customers and stylists or another origin', async () => {
    const body = { filename: 'a.jpg', type: 'image/jpeg' };
    const before = await h.env.db('uploads').count<{ count: string }[]>('id as count');
    expect((await new Client(h.api.url).post('/api/s3/multipart', body)).status).toBe(401);
    for (const role of ['customer', 'stylist'] as const) {
      const client = await h.signIn(role);
      expect((await client.post('/api/s3/multipart', body)).status).toBe(403);
      expect((await client.get('/api/s3/params?filename=a.jpg&type=image%2Fjpeg')).status).toBe(403);
      expect((await client.get('/api/s3/sts')).status).toBe(403);
    }
    const foreign = await h.admin.request('POST', '/api/s3/multipart', {
      json: body,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await h.env.db('uploads').count<{ count: string }[]>('id as count')).toEqual(before);
  });

  it('refuses bad starts: a type that is no image, no file name (nothing created)', async () => {
    const before = await h.env.db('uploads').count<{ count: string }[]>('id as count');
    const html = await h.admin.post('/api/s3/multipart', { filename: 'x.html', type: 'text/html' });
    expect(html.status).toBe(415);
    expect(html.json.message).toBe('Please upload a JPEG, PNG, WebP or AVIF image.');
    expect((await h.admin.post('/api/s3/multipart', { type: 'image/jpeg' })).status).toBe(400);
    expect((await h.admin.get('/api/s3/params?filename=x.svg&type=image%2Fsvg%2Bxml')).status).toBe(415);
    expect(await h.env.db('uploads').count<{ count: string }[]>('id as count')).toEqual(before);
  });

  it('refuses unknown ids, keys of another upload, missing keys and part numbers outside 1..10000', async () => {
    const a = await create();
    const b = await create();
    expect((await h.admin.get(path('no-such-upload', q(a.key)))).status).toBe(404);
    expect((await h.admin.get(path(a.uploadId, q(b.key)))).status).toBe(404);
    expect((await h.admin.get(path(a.uploadId, q('originals/../../etc/passwd')))).status).toBe(404);
    const noKey = await h.admin.get(path(a.uploadId));
    expect(noKey.status).toBe(400);
    expect(noKey.json.message).toMatch(/key/);
    for (const n of ['0', '10001', 'abc', '1.5', '-1']) {
      const res = await h.admin.get(path(a.uploadId, `/${n}${q(a.key)}`));
      expect(res.status).toBe(400);
    }
    expect((await h.admin.get(path(a.uploadId, `/10000${q(a.key)}`))).status).toBe(200);
    expect((await h.admin.get(path(b.uploadId, `/1${q(a.key)}`))).status).toBe(404);
    expect((await h.admin.request('DELETE', path(a.uploadId, q(b.key)))).status).toBe(404);
    // Both still in progress, untouched.
    expect((await rowOf(a.key))?.multipartUploadId).toBe(a.uploadId);
    expect((await rowOf(b.key))?.multipartUploadId).toBe(b.uploadId);
  });

  it('complete refuses parts not uploaded, bad lists and more than 10 MB: nothing joined, parts kept', async () => {
    const upload = await create();
    const first = await sendPart(upload, 1, jpeg.subarray(0, PART));
    const second = await sendPart(upload, 2, jpeg.subarray(PART));
    const complete = (parts: unknown) =>
      h.admin.post(path(upload.uploadId, `/complete${q(upload.key)}`), { parts });
    expect((await complete([{ PartNumber: 1, ETag: '"0123456789abcdef0123456789abcdef"' }])).status).toBe(
      400,
    );
    expect((await complete([])).status).toBe(400);
    expect((await complete('all of them')).status).toBe(400);
    expect(
      (
        await complete([
          { PartNumber: 2, ETag: second.etag },
          { PartNumber: 1, ETag: first.etag },
        ])
      ).status,
    ).toBe(400);
    expect((await complete([{ PartNumber: 0, ETag: first.etag }])).status).toBe(400);

    // A third part past the limit: the local driver stops it as it arrives; S3 takes any part,
    // so complete refuses the list before joining anything.
    const third = await sendPart(upload, 3, Buffer.alloc(11 * MiB - jpeg.length, 0x41));
    if (h.driver === 'local') {
      expect(third.status).toBe(413);
    } else {
      expect(third.status).toBe(200);
      const tooBig = await complete([
        { PartNumber: 1, ETag: first.etag },
        { PartNumber: 2, ETag: second.etag },
        { PartNumber: 3, ETag: third.etag },
      ]);
      expect(tooBig.status).toBe(413);
      expect(tooBig.json.message).toBe('Images must be 10 MB or smaller.');
    }
    const listed = await listParts(upload);
    expect(listed.status).toBe(200);
    expect(listed.json.slice(0, 2)).toEqual([
      { PartNumber: 1, Size: PART, ETag: first.etag },
      { PartNumber: 2, Size: jpeg.length - PART, ETag: second.etag },
    ]);
    expect(await rowOf(upload.key)).toMatchObject({ status: 'pending', multipartUploadId: upload.uploadId });
  });

  it('bytes that are not the declared image are refused where the upload is checked', async () => {
    const upload = await create('image/png');
    const part = await sendPart(upload, 1, Buffer.from('<!doctype html><html>not a png</html>'));
    expect(part.status).toBe(200);
    const done = await h.admin.post(path(upload.uploadId, `/complete${q(upload.key)}`), {
      parts: [{ PartNumber: 1, ETag: part.etag }],
    });
    if (h.driver === 'local') {
      // Joined through the same guard as a single PUT: refused, the parts stay.
      expect(done.status).toBe(415);
      expect((await listParts(upload)).json).toHaveLength(1);
      expect(await rowOf(upload.key)).toMatchObject({ status: 'pending' });
      return;
    }
    // S3 joins the parts itself; the claim checks the object, as for a presigned PUT.
    expect(done.status).toBe(200);
    const claim = await h.admin.post('/api/admin/gallery', {
      title: 'Not a PNG',
      imageUrl: done.json.location,
    });
    expect(claim.status).toBe(400);
    expect(claim.json.errors).toEqual([
      { field: 'imageUrl', message: 'Please upload a JPEG, PNG, WebP or AVIF image.' },
    ]);
    expect(await rowOf(upload.key)).toMatchObject({ status: 'pending', attachedId: null });
  });

  it('local part addresses: a forged or another part number signature is refused (403)', async () => {
    if (h.driver !== 'local') return;
    const upload = await create();
    const signed = await h.admin.get(path(upload.uploadId, `/1${q(upload.key)}`));
    const url = new URL(signed.json.url, h.api.url);
    const other = new URL(url);
    other.pathname = other.pathname.replace(/\/1$/, '/2');
    const forged = new URL(url);
    forged.searchParams.set('signature', 'x'.repeat(43));
    for (const address of [other, forged]) {
      const res = await request(address, {
        method: 'PUT',
        headers: { origin: h.api.url, 'content-type': 'text/plain;charset=UTF-8' },
        body: 'abc',
      });
      expect(res.status).toBe(403);
    }
    expect((await listParts(upload)).json).toEqual([]);
  });

  it('DELETE aborts: parts and the upload slot go, the id is then unknown', async () => {
    const upload = await create();
    await sendPart(upload, 1, jpeg.subarray(0, PART));
    const res = await h.admin.request('DELETE', path(upload.uploadId, q(upload.key)));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(await rowOf(upload.key)).toBeUndefined();
    expect((await listParts(upload)).status).toBe(404);
    expect((await h.admin.request('DELETE', path(upload.uploadId, q(upload.key)))).status).toBe(404);
  });
});
