import sharp from 'sharp';
import { Client } from '../../support/http';
import { waitUntil } from '../support/wait';
import {
  create,
  h,
  jpeg,
  listParts,
  localHarness,
  PART,
  path,
  q,
  rowOf,
  s3Harness,
  sendPart,
  useCompanionHarness,
} from './s3-companion-world';

describe.each([
  ['local disk', () => localHarness('s3_companion')],
  ['S3 (s3rver, SigV4 checked)', () => s3Harness('s3_companion')],
])('companion upload API on %s', (_name, start) => {
  useCompanionHarness(start);

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
