import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import sharp from 'sharp';
import { type Client, send } from '../../support/http';
import { waitUntil } from '../support/wait';
import { readableEmail, STAFF, type SubmissionsEnv, startSubmissionsEnv } from './harness';

/**
 * The happy paths through the real upload calls: address -> PUT -> submission claims the file ->
 * worker (real sharp) -> emails link to files a signed-in admin can open.
 */
let s: SubmissionsEnv;
let admin: Client;

beforeAll(async () => {
  s = await startSubmissionsEnv('files', { worker: true });
  await seedDemo(s.db);
  admin = s.client();
  const res = await admin.postForm('/api/login', {
    email: 'admin@demo.bridalbeauty.test',
    password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(303);
});
afterAll(() => s?.close());

async function put(uploadURL: string, bytes: Buffer, contentType: string) {
  const res = await send(s.api.url, {
    method: 'PUT',
    path: uploadURL,
    headers: { origin: s.api.url, 'content-type': contentType },
    body: bytes,
  });
  return res.status;
}

const png = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 236, g: 200, b: 190 } } })
    .png()
    .toBuffer();

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

it('a consultation request with an uploaded photo: 201, emails, photos processed, settled timeline', async () => {
  const visitor = s.client();
  const address = await visitor.post('/api/consultation-requests/upload');
  expect(address.status).toBe(200);
  const { uploadURL, uploadId, imageUrl } = address.json;
  expect(imageUrl).toBe(`/api/images/${uploadId}`);
  expect(await put(uploadURL, await png(), 'image/png')).toBe(204);

  const email = `photo.${Date.now()}@example.com`;
  const res = await visitor.post('/api/consultation-requests', {
    name: 'Nora Ephron',
    email,
    skinType: 'dry',
    inspirationImages: [imageUrl],
  });
  expect(res.status).toBe(201);
  const { id, trackingToken } = res.json;

  const [client] = await s.emailsTo(email);
  expect(readableEmail(client!.raw)).toContain(
    "We'll contact you within 24 hours to schedule your free consultation.",
  );
  const photoLink = `${s.api.url}/api/images/${uploadId}`;
  for (const address of STAFF) {
    const [staff] = await s.emailsTo(address, email);
    expect(readableEmail(staff!.raw)).toContain(photoLink);
  }

  const timeline = await waitUntil(
    async () => {
      const t = await visitor.get(`/api/timelines/consultation-request/${id}?token=${trackingToken}`);
      return t.json.settled ? t.json : null;
    },
    20_000,
    'a settled timeline',
  );
  expect(timeline.entries.map((e: { label: string }) => e.label)).toEqual(
    expect.arrayContaining([
      TIMELINE_LABELS.requestReceived,
      TIMELINE_LABELS.teamNotified,
      TIMELINE_LABELS.confirmationEmailSent,
      TIMELINE_LABELS.photosProcessed,
    ]),
  );
  expect(await s.db('uploads').where({ id: uploadId }).first()).toMatchObject({ status: 'processed' });

  // The link in the staff email opens for a signed-in admin only.
  expect((await s.client().get(new URL(photoLink).pathname)).status).toBe(401);
  const photo = await admin.get(new URL(photoLink).pathname);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/webp');
});

it('a stylist application with an uploaded resume: 201, the staff link downloads the PDF for an admin', async () => {
  const visitor = s.client();
  const address = await visitor.post('/api/resume/upload-url');
  expect(address.status).toBe(200);
  const { uploadURL, uploadId, resumeUrl } = address.json;
  expect(await put(uploadURL, pdf(), 'application/pdf')).toBe(204);

  const email = `resume.${Date.now()}@example.com`;
  const res = await visitor.post('/api/stylist-applications', {
    firstName: 'Ines',
    lastName: 'Moreau',
    email,
    phone: '(253) 555-0177',
    specialties: 'makeup',
    experience: 'Eight years of editorial and bridal makeup, lead artist for a Seattle agency.',
    portfolio: '',
    resumeUrl,
  });
  expect(res.status).toBe(201);
  expect(await s.db('stylist_applications').where({ id: res.json.id }).first()).toMatchObject({
    resumeUploadId: uploadId,
  });

  const resumeLink = `${s.api.url}/api/images/${uploadId}`;
  for (const address of STAFF) {
    const [staff] = await s.emailsTo(address, email);
    expect(readableEmail(staff!.raw)).toContain(resumeLink);
  }
  const [ack] = await s.emailsTo(email);
  expect(readableEmail(ack!.raw)).toContain('within 3-5 business days');

  const resumePath = new URL(resumeLink).pathname;
  const refused = await s.client().get(resumePath);
  expect(refused.status).toBe(401);
  // Opened from the staff email in a signed-out browser: to sign in, and back to the file.
  const opened = await s.client().get(resumePath, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
  expect(opened.status).toBe(302);
  // The two answers differ only by Accept: both say so to any cache between.
  for (const answer of [refused, opened]) expect(answer.headers.get('vary')).toMatch(/\bAccept\b/);
  expect(opened.headers.get('location')).toBe(`/api/login?redirect=${encodeURIComponent(resumePath)}`);
  const download = await admin.get(new URL(resumeLink).pathname);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
  expect(download.text.startsWith('%PDF-')).toBe(true);
});
