import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resumeMessages, uploadMessages } from '@beauty/domain/messages';
import { signUpload } from '@beauty/server/storage/upload-signature';
import sharp from 'sharp';
import { waitUntil } from '../support/wait';
import {
  eventsFor,
  expectNothingKept,
  inspirationAddress,
  jpeg,
  originalFiles,
  resumeAddress,
  TEN_MB,
  t,
  uploadRow,
  useReceivingWorld,
} from './upload-receiving-world';
import { byteStream, makePdf, makePng, putBytes } from './upload-support';

useReceivingWorld('uploads_receive');

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
