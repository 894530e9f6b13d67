import { UPLOAD_LIMITS } from '@beauty/domain/schemas/uploads';
import { makeJpeg, makePdf, makePixelFloodPng, makePng } from '../integration/uploads/upload-support';
import { type Client, closeAgent } from '../support/http';
import { startWorld, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, uploads, end to end with the images worker: too large (413) and wrong types (415)
 * are refused where the bytes land and nothing is kept; a JPEG carrying a script is re-encoded,
 * so what is served is WebP without the script, with nosniff; an HTML page named .pdf is refused
 * for resumes; a pixel flood is rejected by the worker and never served.
 */
let world: World;
let viewers: Record<Viewer, Client>;

beforeAll(async () => {
  world = await startWorld('uploads', { worker: true });
  viewers = await world.viewers();
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

const SCRIPT = '<script>alert(document.cookie)</script>';

type Purpose = 'inspiration' | 'resume' | 'gallery';

/** A fresh upload address of `purpose` (its path and query, to PUT to) and the file's address. */
async function address(purpose: Purpose) {
  const res =
    purpose === 'gallery'
      ? await viewers.admin.post('/api/objects/upload')
      : await viewers['signed-out'].post(
          purpose === 'resume' ? '/api/resume/upload-url' : '/api/consultation-requests/upload',
        );
  expect(res.status).toBe(200);
  const url = new URL(res.json.uploadURL, world.origin);
  return {
    put: `${url.pathname}${url.search}`,
    id: res.json.uploadId as string,
    file: `/api/images/${res.json.uploadId}`,
  };
}

function put(path: string, body: Buffer, contentType: string, chunked = false) {
  return viewers['signed-out'].send({
    method: 'PUT',
    path,
    body,
    chunked,
    headers: { 'content-type': contentType },
  });
}

/** JPEG with a comment segment (COM, 0xFFFE) right after SOI holding `text`, and `text` appended. */
function withScript(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    comment,
    jpeg.subarray(2),
    Buffer.from(text),
  ]);
}

async function settled(uploadId: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const row = await world.db('uploads').where({ id: uploadId }).first('status', 'rejectionReason');
    if (row && row.status !== 'uploaded' && row.status !== 'pending') return row;
    if (Date.now() > deadline) throw new Error(`upload ${uploadId} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What an upload can leave behind: its rows, its event and its files (the worker, running
 * meanwhile, may write elsewhere, e.g. the stylists' figures it recomputes when it starts).
 */
async function uploadState() {
  const print = await world.fingerprint();
  return ['uploads', 'image_variants', 'outbox_events', '(stored files)'].map((name) => [
    name,
    print.get(name),
  ]);
}

/** A refusal where the bytes land: the status and message, no file kept, the upload still pending. */
async function expectRefused(
  purpose: Purpose,
  body: Buffer,
  contentType: string,
  status: number,
  chunked = false,
) {
  const target = await address(purpose);
  const before = await uploadState();
  const res = await put(target.put, body, contentType, chunked);
  expect([contentType, chunked, res.status]).toEqual([contentType, chunked, status]);
  expect(res.json?.message).toEqual(expect.any(String));
  expect(res.json.message.length).toBeGreaterThan(10);
  expect(await uploadState()).toEqual(before);
  expect((await world.db('uploads').where({ id: target.id }).first('status')).status).toBe('pending');
  return res;
}

describe('refused where the bytes land', () => {
  it('too large: 413 for a declared or a streamed size past the limit, nothing kept', async () => {
    const jpeg = await makeJpeg(64, 64);
    const over = (limit: number, head: Buffer) =>
      Buffer.concat([head, Buffer.alloc(limit + 1 - head.length)]);
    const inspiration = UPLOAD_LIMITS['consultation-inspiration'].maxBytes;
    const res = await expectRefused('inspiration', over(inspiration, jpeg), 'image/jpeg', 413);
    expect(res.json.message).toBe('Images must be 10 MB or smaller.');
    await expectRefused('inspiration', over(inspiration, jpeg), 'image/jpeg', 413, true);
    await expectRefused('gallery', over(UPLOAD_LIMITS.gallery.maxBytes, jpeg), 'image/jpeg', 413, true);
    await expectRefused('resume', over(UPLOAD_LIMITS.resume.maxBytes, makePdf()), 'application/pdf', 413);
  });

  it('wrong type: 415 for a type the purpose does not take, or bytes that are not the declared type', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`);
    const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
    const png = await makePng(32, 32);
    for (const [purpose, body, type] of [
      ['inspiration', svg, 'image/svg+xml'],
      ['inspiration', html, 'text/html'],
      ['inspiration', png, 'application/octet-stream'],
      ['inspiration', png, 'image/gif'],
      ['inspiration', html, 'image/png'],
      ['inspiration', png, 'image/jpeg'],
      ['gallery', svg, 'image/svg+xml'],
      ['gallery', html, 'image/webp'],
      ['resume', png, 'image/png'],
      ['resume', html, 'text/html'],
    ] as const) {
      await expectRefused(purpose, body, type, 415);
    }
  });

  it('an HTML page named resume.pdf is refused (415), a real PDF is taken and served only as a download', async () => {
    const html = Buffer.from(
      `<!doctype html><html><head><title>resume.pdf</title></head><body>${SCRIPT}</body></html>`,
    );
    const res = await expectRefused('resume', html, 'application/pdf', 415);
    expect(res.json.message).toMatch(/PDF/);

    const target = await address('resume');
    expect((await put(target.put, makePdf(), 'application/pdf')).status).toBe(204);
    const served = await viewers.admin.get(target.file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('neutralised by the images worker', () => {
  it('a JPEG carrying a script (in a comment segment and appended) is served only as WebP without it', async () => {
    const polyglot = withScript(await makeJpeg(1200, 800), SCRIPT);
    expect(polyglot.includes(SCRIPT)).toBe(true);
    const target = await address('gallery');
    expect((await put(target.put, polyglot, 'image/jpeg')).status).toBe(204);
    expect((await settled(target.id)).status).toBe('processed');
    const processed = await viewers.admin.post('/api/admin/gallery/process-image', { imageUrl: target.file });
    expect(processed.status).toBe(200);
    expect(processed.json.processedImageUrl).toBe(target.file);
    const created = await viewers.admin.post('/api/admin/gallery', {
      title: 'Polyglot',
      imageUrl: target.file,
      isPublic: true,
    });
    expect(created.status).toBe(201);

    for (const query of ['', '?w=480', '?w=960', '?w=1600', '?w=original', '?w=-1']) {
      const served = await world.browser().get(`${target.file}${query}`);
      expect([query, served.status]).toEqual([query, 200]);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(served.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const bytes = served.body.toString('latin1');
      expect(bytes).not.toContain('<script');
      expect(bytes).not.toContain('alert(');
    }
  });

  it('a pixel flood (20000 x 20000 PNG, a few KB) is rejected by the worker, never served, its bytes deleted', async () => {
    const flood = makePixelFloodPng(20_000, 20_000);
    expect(flood.length).toBeLessThan(100_000);
    const target = await address('gallery');
    expect((await put(target.put, flood, 'image/png')).status).toBe(204);
    const row = await settled(target.id);
    expect(row.status).toBe('rejected');

    const processed = await viewers.admin.post('/api/admin/gallery/process-image', { imageUrl: target.file });
    expect(processed.status).toBe(422);
    expect(processed.json.message).toEqual(expect.any(String));
    const mark = await world.writeMark();
    const created = await viewers.admin.post('/api/admin/gallery', { title: 'Flood', imageUrl: target.file });
    expect(created.status).toBe(400);
    expect(await world.writesSince(mark)).toEqual([]);
    expect((await viewers.admin.get(target.file)).status).toBe(404);
    const files = (await world.fingerprint()).get('(stored files)')!;
    expect(files).not.toContain(target.id);
  });
});
