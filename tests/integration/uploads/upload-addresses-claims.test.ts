import { Invalid } from '@beauty/api/errors';
import { claimUploads } from '@beauty/api/features/uploads/uploads.service';
import { uploadMessages } from '@beauty/domain/messages';
import {
  inspirationAddress,
  jpeg,
  resumeAddress,
  TEN_MB,
  t,
  uploadRow,
  useReceivingWorld,
  visitor,
} from './upload-receiving-world';
import { makePdf, putBytes } from './upload-support';

useReceivingWorld('uploads_claims');

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
