import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, type Page, test } from './support/test';

/**
 * Spec 001 gallery management through the companion upload API (/api/s3/): the admin's upload
 * form sends an image over the multipart threshold (5 MiB) in parts with Uppy, survives a part
 * whose connection drops (Uppy sends it again, the parts already sent stay), and the image shows
 * in the gallery as its WebP conversion.
 */

const ADMIN_EMAIL = process.env.DEMO_ADMIN_EMAIL ?? 'admin@demo.bridalbeauty.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';
const MiB = 1024 * 1024;

/** A real JPEG of 5.5 to 9.5 MiB (noise does not compress): two parts, under the 10 MB limit. */
async function largeJpeg(): Promise<Buffer> {
  const [width, height] = [2400, 2200];
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(jpeg.length).toBeGreaterThan(5.5 * MiB);
  expect(jpeg.length).toBeLessThan(9.5 * MiB);
  return jpeg;
}

async function signInAsAdmin(page: Page, redirect: string) {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === new URL(redirect, 'http://x').pathname);
}

test.describe('Gallery upload in parts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a large image goes up in parts, survives a dropped part, and shows in the gallery', async ({
    page,
  }) => {
    test.slow();
    const jpeg = await largeJpeg();
    const title = `Harbour bride in parts ${Date.now().toString(36)}`;

    // Uppy is not on the public pages.
    const publicScripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') publicScripts.push(response.url());
    });
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(publicScripts.filter((url) => /gallery-uploader/.test(url))).toEqual([]);

    await signInAsAdmin(page, '/?tab=gallery');
    const upload = page.getByRole('region', { name: 'Upload a New Image' });
    await upload.getByLabel('Title').fill(title);

    // The weak connection: the first attempt at part 2 is cut off mid-way, and part 1 is held
    // until the form in progress has been checked.
    const partPuts: string[] = [];
    let dropped = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/s3\/multipart\/[\w-]+\/\d+\?expires=/, async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      const part = /\/(\d+)\?/.exec(request.url())![1]!;
      partPuts.push(part);
      if (part === '1') await held;
      if (part === '2' && !dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/s3/multipart') && r.request().method() === 'POST',
    );
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Select Image to Upload' }).click();
    await (await chooser).setFiles({ name: 'harbour-bride.jpg', mimeType: 'image/jpeg', buffer: jpeg });

    // While it goes: the progress bar, labelled, and no serious accessibility problem.
    const progress = upload.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(upload.getByRole('status')).toContainText('harbour-bride.jpg: Uploading the image…');
    const scan = await new AxeBuilder({ page })
      .include('.gallery-upload')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // Nothing completes while part 1 is held: the waits start here, so a slow scan above does not
    // eat into them.
    const completed = page.waitForResponse(
      (r) => /\/api\/s3\/multipart\/[\w-]+\/complete\?key=/.test(r.url()) && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/gallery') && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    release();

    const start = await started;
    expect(start.status()).toBe(200);
    expect(start.request().postDataJSON()).toMatchObject({
      filename: 'harbour-bride.jpg',
      type: 'image/jpeg',
    });
    const complete = await completed;
    expect(complete.status()).toBe(200);
    const { parts } = complete.request().postDataJSON() as {
      parts: Array<{ PartNumber: number; ETag: string }>;
    };
    expect(parts.map((p) => p.PartNumber)).toEqual([1, 2]);
    for (const part of parts) expect(part.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    // Part 2 was sent again after its connection dropped; part 1 only once.
    expect(dropped).toBe(true);
    expect(partPuts.filter((p) => p === '1')).toHaveLength(1);
    expect(partPuts.filter((p) => p === '2')).toHaveLength(2);

    const record = await created;
    expect(record.status()).toBe(201);
    const { location } = (await complete.json()) as { location: string };
    expect(record.request().postDataJSON()).toMatchObject({ title, imageUrl: location, isPublic: true });
    await expect(
      page.getByRole('status').filter({ hasText: 'Gallery image uploaded successfully!' }),
    ).toBeVisible();

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const thumbnail = card.getByRole('img', { name: title, exact: true });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/images\/[\w-]+\?w=\d+$/);
  });
});
