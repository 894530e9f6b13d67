import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { Client, send } from '../../support/http';
import { waitUntil } from '../support/wait';
import { putBytes, startUploadEnv, type UploadEnv } from './upload-support';

/**
 * Upload to WebP end to end: address -> PUT -> upload.received -> images.convert (real sharp,
 * real worker runtime on this file's own database) -> variants served by GET /api/images/:id.
 */
export let t: UploadEnv;
export let worker: WorkerRuntime;
export let visitor: Client;
export let admin: Client;

/** A worker runtime sharing the API's database, Redis prefix and STORAGE_DIR. */
export async function startWorker() {
  worker = createWorkerRuntime(
    t.env.config({ storage: { ...t.api.deps.config.storage, dir: t.storageDir } }),
    {
      logger: t.env.logger,
    },
  );
  await worker.start();
}

/** Starts the suite's world before its tests and stops it after them. */
export function useImagePipeline(label: string): void {
  beforeAll(async () => {
    t = await startUploadEnv(label);
    await startWorker();
    visitor = new Client(t.api.url);
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });
}

export type Purpose = 'inspiration' | 'gallery' | 'resume';

/** Ask for an address, PUT the bytes, and wait until the worker is done with the upload. */
export async function upload(bytes: Buffer, contentType: string, purpose: Purpose = 'inspiration') {
  const res =
    purpose === 'gallery'
      ? await admin.post('/api/objects/upload')
      : await visitor.post(
          purpose === 'resume' ? '/api/resume/upload-url' : '/api/consultation-requests/upload',
        );
  expect(res.status).toBe(200);
  const { uploadURL, uploadId } = res.json;
  const put = await putBytes(t.api.url, uploadURL, bytes, contentType);
  expect(put.status).toBe(204);
  return { uploadId: uploadId as string, url: `/api/images/${uploadId}` };
}

export async function finished(uploadId: string) {
  const event = await t.env
    .db('outbox_events')
    .where({ type: 'upload.received', entityId: uploadId })
    .first('id');
  await waitUntil(
    () => t.env.db('outbox_events').where({ id: event.id }).whereNotNull('completedAt').first('id'),
    20_000,
    `upload ${uploadId} to be handled`,
  );
  return t.env.db('uploads').where({ id: uploadId }).first();
}

export const variantsOf = (uploadId: string) =>
  t.env
    .db('image_variants')
    .where({ uploadId })
    .orderBy('width')
    .select('width', 'height', 'storageKey', 'sizeBytes');

export async function fetchBytes(url: string, headers: Record<string, string> = {}, client?: Client) {
  const cookie = client?.cookie('sid');
  const res = await send(t.api.url, {
    path: url,
    headers: { ...headers, ...(cookie ? { cookie: `sid=${cookie}` } : {}) },
  });
  return { status: res.status, headers: res.headers, body: res.body };
}
