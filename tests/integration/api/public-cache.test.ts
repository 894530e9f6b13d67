import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCatalog } from '@beauty/api/db/seed';
import { convertImageJob } from '@beauty/worker/gallery/convert-image';
import type { JobContext } from '@beauty/worker/pipeline/handler';
import Redis from 'ioredis';
import pino from 'pino';
import { Client } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { startApi, type TestApi } from '../support/api';
import { ANNOUNCEMENT_HEARD_MS, waitUntil } from '../support/wait';
import { makeJpeg, putBytes } from '../uploads/upload-support';
import { createWorkerTestEnv, type WorkerTestEnv } from '../worker/worker-harness';

/**
 * The public catalog, testimonials and gallery answers are cached in each API process. Two API
 * "processes" (two apps, each with its own cache listening on Redis) share one database: a
 * change made through either (or by the images worker) shows on the next read everywhere.
 */
let env: WorkerTestEnv;
let storageDir: string;
const apis: TestApi[] = [];

/** One more API process with its own cache, listening on Redis, against the suite's database. */
async function startCachedApi(): Promise<TestApi> {
  const api = await startApi(
    {
      DATABASE_URL: env.databaseUrl,
      REDIS_PREFIX: env.redisPrefix,
      STORAGE_DRIVER: 'local',
      STORAGE_DIR: storageDir,
    },
    { publicCache: true },
  );
  apis.push(api);
  return api;
}

beforeAll(async () => {
  env = await createWorkerTestEnv('public_cache');
  await seedCatalog(env.db);
  storageDir = await mkdtemp(path.join(tmpdir(), 'beauty-public-cache-'));
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  await env?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const reviewIds = async (api: TestApi) =>
  ((await new Client(api.url).get('/api/testimonials')).json as Array<{ id: string }>).map((t) => t.id);

const gallery = async (api: TestApi) =>
  (await new Client(api.url).get('/api/gallery')).json as Array<{
    id: string;
    title: string;
    variants: unknown[];
  }>;

async function submitReview(api: TestApi, name: string) {
  const res = await new Client(api.url).post('/api/testimonials', {
    customerName: name,
    customerEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    serviceType: 'bridal',
    rating: 5,
    content: 'Our whole bridal party felt beautiful all day long. Thank you!',
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

describe('public cache', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    a = await startCachedApi();
    b = await startCachedApi();
  });

  it('answers from memory, compressed, with an ETag a browser revalidates against', async () => {
    const client = new Client(a.url);
    const first = await client.get('/api/services', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.json.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    // As a browser revalidates (fetch would add Cache-Control: no-cache, which asks for a full answer).
    const again = await new Client(a.url).get('/api/services', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-length')).toBeNull();

    // A row written behind the API's back (no change announced) is not seen: the copy is used.
    await Promise.all([reviewIds(a), reviewIds(b)]);
    const [sneaked] = await env
      .db('testimonials')
      .insert({
        customerName: 'Sneaked In',
        customerEmail: 'sneaked@example.com',
        serviceType: 'bridal',
        rating: 5,
        content: 'Written straight into the database, without the API.',
        status: 'approved',
      })
      .returning('id');
    expect(await reviewIds(a)).not.toContain(sneaked.id);
    expect(await reviewIds(b)).not.toContain(sneaked.id);
    await env.db('testimonials').where({ id: sneaked.id }).delete();
  });

  it('shows an approved review at once on the process that approved it, and on the others', async () => {
    const admin = await signedInAs(a.url, env.db, 'admin');
    const approvedId = await submitReview(a, `Approved ${randomUUID().slice(0, 6)}`);
    const rejectedId = await submitReview(b, `Rejected ${randomUUID().slice(0, 6)}`);
    // Both processes hold a copy without either review (pending reviews are not public).
    expect(await reviewIds(a)).not.toContain(approvedId);
    expect(await reviewIds(b)).not.toContain(approvedId);

    const approve = await admin.client.request('PUT', `/api/admin/testimonials/${approvedId}/status`, {
      json: { status: 'approved' },
    });
    expect(approve.status).toBe(200);
    // The approving process dropped its copy before answering.
    expect(await reviewIds(a)).toContain(approvedId);
    // The other heard it on Redis (a matter of milliseconds).
    await waitUntil(
      async () => (await reviewIds(b)).includes(approvedId),
      ANNOUNCEMENT_HEARD_MS,
      'B to show the review',
    );

    const reject = await admin.client.request('PUT', `/api/admin/testimonials/${rejectedId}/status`, {
      json: { status: 'rejected' },
    });
    expect(reject.status).toBe(200);
    for (const api of [a, b]) {
      const ids = await reviewIds(api);
      expect(ids).toContain(approvedId);
      expect(ids).not.toContain(rejectedId);
    }
  });

  it('shows gallery changes at once, and the sizes the images worker made', async () => {
    const admin = await signedInAs(a.url, env.db, 'admin');
    const start = await admin.client.post('/api/objects/upload');
    expect(start.status).toBe(200);
    const { uploadURL, imageUrl, uploadId } = start.json;
    expect((await putBytes(a.url, uploadURL, await makeJpeg(1200, 800), 'image/jpeg')).status).toBe(204);

    // Both processes cache the gallery before the image exists.
    expect((await gallery(a)).map((g) => g.id)).toEqual([]);
    expect((await gallery(b)).map((g) => g.id)).toEqual([]);

    const created = await admin.client.post('/api/admin/gallery', { title: 'Garden bride', imageUrl });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await gallery(a)).map((g) => g.id)).toEqual([id]);
    await waitUntil(
      async () => (await gallery(b)).some((g) => g.id === id),
      ANNOUNCEMENT_HEARD_MS,
      'B to show the image',
    );
    // No worker ran yet: no WebP sizes.
    expect((await gallery(b))[0]!.variants).toEqual([]);

    // The images job converts the upload (as the worker would) and announces the change.
    const publisher = new Redis(process.env.REDIS_URL!);
    try {
      const ctx = {
        db: env.db,
        config: env.config({ storage: { ...a.deps.config.storage, dir: storageDir } }),
        logger: pino({ level: 'silent' }),
        redis: publisher,
      } as unknown as JobContext;
      const job = {
        jobName: 'images.convert',
        eventId: randomUUID(),
        eventType: 'upload.received' as const,
        entityType: 'upload',
        entityId: uploadId,
        payload: { uploadId },
      };
      expect(await convertImageJob()(job, ctx)).toBe('done');
    } finally {
      publisher.disconnect();
    }
    for (const api of [a, b]) {
      await waitUntil(
        async () => (await gallery(api))[0]?.variants.length === 3,
        ANNOUNCEMENT_HEARD_MS,
        'the WebP sizes to show in the public gallery',
      );
    }

    const hidden = await admin.client.request('PUT', `/api/admin/gallery/${id}`, {
      json: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    expect(await gallery(a)).toEqual([]);
    await waitUntil(
      async () => (await gallery(b)).length === 0,
      ANNOUNCEMENT_HEARD_MS,
      'B to hide the image',
    );

    const shown = await admin.client.request('PUT', `/api/admin/gallery/${id}`, {
      json: { isPublic: true, title: 'Garden bride, veil down' },
    });
    expect(shown.status).toBe(200);
    expect((await gallery(a)).map((g) => g.title)).toEqual(['Garden bride, veil down']);
    await waitUntil(
      async () => (await gallery(b))[0]?.title === 'Garden bride, veil down',
      ANNOUNCEMENT_HEARD_MS,
      'B to show the new title',
    );

    const deleted = await admin.client.request('DELETE', `/api/admin/gallery/${id}`);
    expect(deleted.status).toBe(204);
    expect(await gallery(a)).toEqual([]);
    await waitUntil(
      async () => (await gallery(b)).length === 0,
      ANNOUNCEMENT_HEARD_MS,
      'B to drop the deleted image',
    );
  });
});
