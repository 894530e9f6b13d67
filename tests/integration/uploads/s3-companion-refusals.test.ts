import { Client, request } from '../../support/http';
import {
  create,
  h,
  jpeg,
  listParts,
  localHarness,
  MiB,
  PART,
  path,
  q,
  rowOf,
  s3Harness,
  sendPart,
  useCompanionHarness,
} from './s3-companion-world';

describe.each([
  ['local disk', () => localHarness('s3_companion_refusals')],
  ['S3 (s3rver, SigV4 checked)', () => s3Harness('s3_companion_refusals')],
])('companion upload API on %s', (_name, start) => {
  useCompanionHarness(start);

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
});
