import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Invalid } from '@beauty/api/errors';
import { claimUploads } from '@beauty/api/features/uploads/uploads.service';
import { resumeMessages, uploadMessages } from '@beauty/domain/messages';
import { signUpload } from '@beauty/server/storage/upload-signature';
import sharp from 'sharp';
import { Client } from '../../support/http';
import { waitUntil } from '../support/wait';
import {
  byteStream,
  makeJpeg,
  makePdf,
  makePng,
  putBytes,
  startUploadEnv,
  type UploadEnv,
} from './upload-support';

/**
 * Where the bytes land (local driver, no worker running): signed single-use addresses, size
 * and type enforced while streaming, nothing kept on refusal, the 'upload.received' event
 * committed with the row; then claiming uploads and serving resumes.
 */
let t: UploadEnv;
let visitor: Client;
let jpeg: Buffer;

beforeAll(async () => {
  t = await startUploadEnv('uploads_receive');
  visitor = new Client(t.api.url);
  jpeg = await makeJpeg(640, 480);
});
afterAll(() => t?.close());

const TEN_MB = 10 * 1024 * 1024;

async function inspirationAddress() {
  const res = await visitor.post('/api/consultation-requests/upload');
  expect(res.status).toBe(200);
  return res.json as { uploadURL: string; uploadId: string; imageUrl: string };
}

async function resumeAddress() {
  const res = await visitor.post('/api/resume/upload-url');
  expect(res.status).toBe(200);
  return res.json as { uploadURL: string; uploadId: string; resumeUrl: string };
}

const uploadRow = (id: string) => t.env.db('uploads').where({ id }).first();
const eventsFor = (id: string) => t.env.db('outbox_events').where({ type: 'upload.received', entityId: id });
const originalFiles = async (id: string) => (await t.storedFiles()).filter((f) => f.includes(id));

/** Nothing of the refused upload was kept: no file (not even in staging), no event, still pending. */
async function expectNothingKept(id: string) {
  expect(await originalFiles(id)).toEqual([]);
  expect((await t.storedFiles()).filter((f) => f.startsWith('.incoming'))).toEqual([]);
  expect(await eventsFor(id)).toHaveLength(0);
  expect((await uploadRow(id)).status).toBe('pending');
}

describe('upload addresses', () => {
  it('gives a visitor a 15-minute signed address for one inspiration photo', async () => {
    const before = Date.now();
    const { uploadURL, uploadId, imageUrl } = await inspirationAddress();
    expect(imageUrl).toBe(`/api/images/${uploadId}`);
    const url = new URL(uploadURL, t.api.url);
    expect(url.pathname).toBe(`/api/uploads/${uploadId}`);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000).toBeGreaterThan(before + 14 * 60_000);
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    const row = await uploadRow(uploadId);
    expect(row).toMatchObject({ purpose: 'consultation-inspiration', status: 'pending', maxBytes: TEN_MB });
    // The browser's call: POST, JSON content type, no body.
    const bare = await visitor.request('POST', '/api/consultation-requests/upload', {
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.status).toBe(200);
  });

  it('gives resume addresses to visitors and gallery addresses to admins only', async () => {
    const resume = await resumeAddress();
    expect(resume.resumeUrl).toBe(`/api/images/${resume.uploadId}`);
    expect((await uploadRow(resume.uploadId)).maxBytes).toBe(5 * 1024 * 1024);

    expect((await visitor.post('/api/objects/upload')).status).toBe(401);
    expect((await (await t.signIn('stylist')).post('/api/objects/upload')).status).toBe(403);
    const admin = await t.signIn('admin');
    const gallery = await admin.post('/api/objects/upload');
    expect(gallery.status).toBe(200);
    expect(gallery.json.imageUrl).toBe(`/api/images/${gallery.json.uploadId}`);
    expect((await uploadRow(gallery.json.uploadId)).purpose).toBe('gallery');
  });
});

describe('PUT to the upload address', () => {
  it('stores a real JPEG, marks it uploaded and writes upload.received in the same transaction', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    const res = await putBytes(t.api.url, uploadURL, jpeg, 'image/jpeg');
    expect(res.status).toBe(204);
    expect(await originalFiles(uploadId)).toEqual([`originals/${uploadId}`]);
    const row = await uploadRow(uploadId);
    expect(row).toMatchObject({ status: 'uploaded', sizeBytes: jpeg.length, contentType: 'image/jpeg' });
    expect(row.uploadedAt).not.toBeNull();
    const events = await eventsFor(uploadId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entityType: 'upload', payload: { uploadId } });
  });

  it('streams the raw body to storage byte for byte (koa-body leaves image/webp alone)', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    const webp = await sharp(jpeg).webp({ quality: 80 }).toBuffer();
    expect((await putBytes(t.api.url, uploadURL, webp, 'image/webp')).status).toBe(204);
    expect(await readFile(path.join(t.storageDir, 'originals', uploadId))).toEqual(webp);
    expect(await uploadRow(uploadId)).toMatchObject({ contentType: 'image/webp', sizeBytes: webp.length });
  });

  it('takes a PNG with a charset parameter in its Content-Type', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    const png = await makePng(200, 100);
    expect((await putBytes(t.api.url, uploadURL, png, 'image/png; charset=binary')).status).toBe(204);
    expect((await uploadRow(uploadId)).contentType).toBe('image/png');
  });

  it('refuses a second PUT to the same address with 409 and keeps the first file', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    expect((await putBytes(t.api.url, uploadURL, jpeg, 'image/jpeg')).status).toBe(204);
    const other = await makePng(50, 50);
    const second = await putBytes(t.api.url, uploadURL, other, 'image/png');
    expect(second.status).toBe(409);
    expect(JSON.parse(second.text).message).toBe(uploadMessages.alreadyUploaded);
    expect((await uploadRow(uploadId)).sizeBytes).toBe(jpeg.length);
    expect(await eventsFor(uploadId)).toHaveLength(1);
  });

  it('refuses a body larger than the limit with 413 (declared length) and keeps nothing', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    const big = Buffer.alloc(TEN_MB + 1, 0);
    jpeg.copy(big);
    const res = await putBytes(t.api.url, uploadURL, big, 'image/jpeg');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).message).toBe('Images must be 10 MB or smaller.');
    await expectNothingKept(uploadId);
  });

  it('counts the bytes while streaming: a chunked body past the limit is cut off with 413', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    const res = await putBytes(
      t.api.url,
      uploadURL,
      byteStream(jpeg.subarray(0, 64), TEN_MB + 512 * 1024),
      'image/jpeg',
    );
    expect(res.status).toBe(413);
    await expectNothingKept(uploadId);
  });

  it('keeps nothing when the client goes away mid-upload, and the address still works', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    let sent = 0;
    const failing = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sent++;
        if (sent === 1) return controller.enqueue(jpeg.subarray(0, 1024));
        await new Promise((r) => setTimeout(r, 50));
        if (sent > 4) return controller.error(new Error('connection lost'));
        controller.enqueue(Buffer.alloc(64 * 1024));
      },
    });
    await expect(putBytes(t.api.url, uploadURL, failing, 'image/jpeg')).rejects.toThrow();
    await waitUntil(
      async () => (await t.storedFiles()).every((f) => !f.startsWith('.incoming')),
      5_000,
      'the staging file to go',
    );
    await expectNothingKept(uploadId);
    expect((await putBytes(t.api.url, uploadURL, jpeg, 'image/jpeg')).status).toBe(204);
  });

  it('accepts a file of exactly the limit', async () => {
    const { uploadURL, uploadId } = await resumeAddress();
    const pdf = Buffer.alloc(5 * 1024 * 1024, 0x20);
    makePdf().copy(pdf);
    expect((await putBytes(t.api.url, uploadURL, pdf, 'application/pdf')).status).toBe(204);
    expect((await uploadRow(uploadId)).sizeBytes).toBe(5 * 1024 * 1024);
  });

  it('refuses a type not allowed for the purpose with 415', async () => {
    const photo = await inspirationAddress();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await putBytes(t.api.url, photo.uploadURL, gif, 'image/gif')).status).toBe(415);
    expect((await putBytes(t.api.url, photo.uploadURL, jpeg, 'application/octet-stream')).status).toBe(415);
    await expectNothingKept(photo.uploadId);

    const resume = await resumeAddress();
    const res = await putBytes(t.api.url, resume.uploadURL, jpeg, 'image/jpeg');
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text).message).toBe(resumeMessages.notPdf);
    await expectNothingKept(resume.uploadId);
  });

  it('refuses bytes that do not match the declared type (magic bytes) with 415', async () => {
    const photo = await inspirationAddress();
    const text = Buffer.from('just some text pretending to be a picture, honestly');
    expect((await putBytes(t.api.url, photo.uploadURL, text, 'image/png')).status).toBe(415);
    expect((await putBytes(t.api.url, photo.uploadURL, jpeg, 'image/png')).status).toBe(415);
    expect((await putBytes(t.api.url, photo.uploadURL, Buffer.alloc(0), 'image/jpeg')).status).toBe(415);
    await expectNothingKept(photo.uploadId);
    // A refusal does not burn the address: the right file still goes in.
    expect((await putBytes(t.api.url, photo.uploadURL, jpeg, 'image/jpeg')).status).toBe(204);
  });

  it('refuses an HTML page named resume.pdf and takes a real PDF', async () => {
    const fake = await resumeAddress();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const res = await putBytes(t.api.url, fake.uploadURL, html, 'application/pdf');
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text).message).toBe(resumeMessages.notPdf);
    await expectNothingKept(fake.uploadId);

    const real = await resumeAddress();
    expect((await putBytes(t.api.url, real.uploadURL, makePdf(), 'application/pdf')).status).toBe(204);
    expect(await uploadRow(real.uploadId)).toMatchObject({
      status: 'uploaded',
      contentType: 'application/pdf',
    });
  });

  it('refuses a tampered, expired, missing or other-upload signature with 403', async () => {
    const { uploadURL, uploadId } = await inspirationAddress();
    const url = new URL(uploadURL, t.api.url);
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const secret = 'upload-secret-uploads_receive';
    const at = (params: Record<string, string>) => `/api/uploads/${uploadId}?${new URLSearchParams(params)}`;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);

    const attempts = [
      at({ expires: String(expires), signature: flipped }),
      at({ expires: String(expires + 3600), signature }),
      at({ expires: String(expires) }),
      at({}),
      // Correctly signed, but its time has passed.
      at({
        expires: String(Math.floor(Date.now() / 1000) - 1),
        signature: signUpload(secret, {
          uploadId,
          expires: Math.floor(Date.now() / 1000) - 1,
          purpose: 'consultation-inspiration',
        }),
      }),
      // Signed for another purpose (a resume address reused for a photo).
      at({
        expires: String(expires),
        signature: signUpload(secret, { uploadId, expires, purpose: 'resume' }),
      }),
      // Signed with another secret.
      at({
        expires: String(expires),
        signature: signUpload('guess', { uploadId, expires, purpose: 'consultation-inspiration' }),
      }),
    ];
    for (const address of attempts) {
      const res = await putBytes(t.api.url, address, jpeg, 'image/jpeg');
      expect([address, res.status]).toEqual([address, 403]);
    }
    // Another upload's signature does not open this one.
    const other = new URL((await inspirationAddress()).uploadURL, t.api.url);
    const borrowed = `/api/uploads/${uploadId}${other.search}`;
    expect((await putBytes(t.api.url, borrowed, jpeg, 'image/jpeg')).status).toBe(403);
    await expectNothingKept(uploadId);
  });

  it('answers 404 for an unknown upload and refuses a cross-site PUT', async () => {
    const unknown = `/api/uploads/6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e?expires=9999999999&signature=x`;
    expect((await putBytes(t.api.url, unknown, jpeg, 'image/jpeg')).status).toBe(404);
    const { uploadURL, uploadId } = await inspirationAddress();
    const res = await putBytes(t.api.url, uploadURL, jpeg, 'image/jpeg', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    await expectNothingKept(uploadId);
  });
});

describe('claimUploads', () => {
  async function uploaded(kind: 'photo' | 'resume') {
    const address = kind === 'photo' ? await inspirationAddress() : await resumeAddress();
    const bytes = kind === 'photo' ? jpeg : makePdf();
    const type = kind === 'photo' ? 'image/jpeg' : 'application/pdf';
    expect((await putBytes(t.api.url, address.uploadURL, bytes, type)).status).toBe(204);
    return address.uploadId;
  }

  const claim = (
    urls: string[],
    entityId: string,
    purpose: 'consultation-inspiration' | 'resume' = 'consultation-inspiration',
  ) =>
    t.api.deps.knex.transaction((trx) =>
      claimUploads(trx, t.api.deps, {
        urls,
        purpose,
        entityType: purpose === 'resume' ? 'stylist-application' : 'consultation-request',
        entityId,
        field: 'inspirationImages',
      }),
    );

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Invalid);
    return (error as Invalid).errors;
  }

  const requestId = () => crypto.randomUUID();

  it('attaches uploaded files to the entity and returns their ids in order', async () => {
    const a = await uploaded('photo');
    const b = await uploaded('photo');
    const entityId = requestId();
    const ids = await claim(
      [`/api/images/${a}`, `${t.api.url}/api/images/${b}`, `/api/images/${a}`],
      entityId,
    );
    expect(ids).toEqual([a, b]);
    const rows = await t.env.db('uploads').whereIn('id', [a, b]);
    for (const row of rows)
      expect(row).toMatchObject({ attachedType: 'consultation-request', attachedId: entityId });
  });

  it('refuses an upload of another purpose, an unknown id, a foreign address, one not uploaded, one attached elsewhere', async () => {
    const resume = await uploaded('resume');
    expect(await refusal(claim([`/api/images/${resume}`], requestId()))).toEqual([
      { field: 'inspirationImages', message: uploadMessages.unknownUpload },
    ]);
    expect(await refusal(claim([`/api/images/${crypto.randomUUID()}`], requestId()))).toEqual([
      { field: 'inspirationImages', message: uploadMessages.unknownUpload },
    ]);
    for (const url of [
      `https://evil.example/api/images/${resume}`,
      '/api/images/not-a-uuid',
      'javascript:alert(1)',
    ]) {
      expect(await refusal(claim([url], requestId(), 'resume'))).toEqual([
        { field: 'inspirationImages', message: uploadMessages.unknownUpload },
      ]);
    }

    const pending = (await inspirationAddress()).uploadId;
    expect(await refusal(claim([`/api/images/${pending}`], requestId()))).toEqual([
      { field: 'inspirationImages', message: uploadMessages.notUploaded },
    ]);

    const taken = await uploaded('photo');
    const first = requestId();
    expect(await claim([`/api/images/${taken}`], first)).toEqual([taken]);
    const fresh = await uploaded('photo');
    expect(await refusal(claim([`/api/images/${fresh}`, `/api/images/${taken}`], requestId()))).toEqual([
      { field: 'inspirationImages', message: uploadMessages.alreadyAttached },
    ]);
    // The refused claim attached nothing: its transaction rolled back.
    expect(await uploadRow(fresh)).toMatchObject({ attachedId: null, attachedType: null });
    expect(await uploadRow(taken)).toMatchObject({ attachedId: first });
  });

  it('refuses an upload the worker rejected', async () => {
    const id = await uploaded('photo');
    await t.env.db('uploads').where({ id }).update({ status: 'rejected', rejectionReason: 'test' });
    expect(await refusal(claim([`/api/images/${id}`], requestId()))).toEqual([
      { field: 'inspirationImages', message: uploadMessages.rejected },
    ]);
  });
});

describe('GET /api/images/:id for a resume', () => {
  it('downloads the PDF for an admin only, as an attachment', async () => {
    const { uploadURL, uploadId, resumeUrl } = await resumeAddress();
    const pdf = makePdf();
    expect((await putBytes(t.api.url, uploadURL, pdf, 'application/pdf')).status).toBe(204);

    expect((await visitor.get(resumeUrl)).status).toBe(401);
    for (const role of ['customer', 'stylist'] as const) {
      const res = await (await t.signIn(role)).get(resumeUrl);
      expect([role, res.status]).toEqual([role, 404]);
    }
    const admin = await t.signIn('admin');
    const res = await admin.get(resumeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="resume-${uploadId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.text).toBe(pdf.toString());
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await admin.get(resumeUrl, { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers 404 for an unknown id and for a resume never uploaded', async () => {
    const admin = await t.signIn('admin');
    expect((await admin.get(`/api/images/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/images/not-a-uuid')).status).toBe(404);
    expect((await admin.get((await resumeAddress()).resumeUrl)).status).toBe(404);
  });

  it('never serves an uploaded photo as uploaded: only converted variants, so 404 before conversion', async () => {
    const { uploadURL, imageUrl } = await inspirationAddress();
    expect((await putBytes(t.api.url, uploadURL, jpeg, 'image/jpeg')).status).toBe(204);
    const res = await (await t.signIn('admin')).get(imageUrl);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(uploadMessages.stillProcessing);
  });
});
