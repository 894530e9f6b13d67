import { Client } from '../../support/http';
import { makeJpeg, startUploadEnv, type UploadEnv } from './upload-support';

/**
 * Where the bytes land (local driver, no worker running): signed single-use addresses, size
 * and type enforced while streaming, nothing kept on refusal, the 'upload.received' event
 * committed with the row; then claiming uploads and serving resumes.
 *
 * `useReceivingWorld` fills these bindings in `beforeAll`; each test file gives its own label.
 */
export let t: UploadEnv;
export let visitor: Client;
export let jpeg: Buffer;

export function useReceivingWorld(label: string) {
  beforeAll(async () => {
    t = await startUploadEnv(label);
    visitor = new Client(t.api.url);
    jpeg = await makeJpeg(640, 480);
  });
  afterAll(() => t?.close());
}

export const TEN_MB = 10 * 1024 * 1024;

export async function inspirationAddress() {
  const res = await visitor.post('/api/consultation-requests/upload');
  expect(res.status).toBe(200);
  return res.json as { uploadURL: string; uploadId: string; imageUrl: string };
}

export async function resumeAddress() {
  const res = await visitor.post('/api/resume/upload-url');
  expect(res.status).toBe(200);
  return res.json as { uploadURL: string; uploadId: string; resumeUrl: string };
}

export const uploadRow = (id: string) => t.env.db('uploads').where({ id }).first();
export const eventsFor = (id: string) =>
  t.env.db('outbox_events').where({ type: 'upload.received', entityId: id });
export const originalFiles = async (id: string) => (await t.storedFiles()).filter((f) => f.includes(id));

/** Nothing of the refused upload was kept: no file (not even in staging), no event, still pending. */
export async function expectNothingKept(id: string) {
  expect(await originalFiles(id)).toEqual([]);
  expect((await t.storedFiles()).filter((f) => f.startsWith('.incoming'))).toEqual([]);
  expect(await eventsFor(id)).toHaveLength(0);
  expect((await uploadRow(id)).status).toBe('pending');
}
