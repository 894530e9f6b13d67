import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { bookingForm, futureDate, inspirationPng, questionnaire } from './support/landing';
import { CUSTOMER_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/**
 * Spec 000: the landing page's consultation questionnaire and its photo, the page without the
 * server's stylists or reviews, its accessibility, and screenshots at a phone's and a desk's width.
 */

const screenshotDir = path.resolve(__dirname, '../../test-results');

test.describe('Landing page', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the questionnaire names its rules under the fields', async ({ page }) => {
    await page.goto('/');
    const form = questionnaire(page);
    await form.getByLabel('Name', { exact: true }).fill('A');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  });

  test('a signed-in customer finds her name and email filled in', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await page.goto('/#consultation');
    const me = await (await page.request.get('/api/auth/user')).json();
    const form = questionnaire(page);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(me.email);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(`${me.firstName} ${me.lastName}`);
  });

  test("the questionnaire with a photo reaches 'Thank You!' and the photo gets processed", async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    const form = questionnaire(page);
    await form.getByLabel('Name', { exact: true }).fill('Jordan Ellis');
    await form.getByLabel('Email', { exact: true }).fill(`jordan.${Date.now()}@example.com`);
    await form.getByLabel('Event Type', { exact: true }).selectOption('wedding');
    await form.getByLabel('Event Date', { exact: true }).fill(futureDate(200));
    await form.getByLabel('Skin Type', { exact: true }).selectOption('combination');
    await form.getByLabel('How do you feel about false lashes?', { exact: true }).selectOption('nervous');
    await form.getByLabel("Is there a look that's too bold for you?", { exact: true }).fill('Glitter');
    await form.getByLabel('Allergies or sensitivities', { exact: true }).fill('None');

    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await form.getByLabel('Inspiration Photos (optional)', { exact: true }).setInputFiles({
      name: 'inspiration.png',
      mimeType: 'image/png',
      buffer: await inspirationPng(page),
    });
    expect((await put).headers()['content-type']).toBe('image/webp');
    await expect(form.getByRole('img', { name: /Inspiration 1/ })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove inspiration photo 1' })).toBeVisible();

    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/consultation-requests') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({ name: 'Jordan Ellis', skinType: 'combination', tooFoldForYou: 'Glitter' });
    expect(sent.inspirationImages).toEqual([expect.stringMatching(/^\/api\/images\/[\w-]+$/)]);

    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Consultation Request Submitted!' }),
    ).toBeVisible();
    const timeline = form.getByRole('region', { name: 'Request status' });
    await expect(timeline).toContainText('Request received');
    await expect(timeline).toContainText('Inspiration photos processed', { timeout: 60_000 });

    await form.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(form.getByRole('img', { name: /Inspiration 1/ })).toHaveCount(0);
  });

  test("a photo that cannot be sent shows 'Upload Failed' and is not kept", async ({ page }) => {
    await page.route('**/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, body: 'storage down' })
        : route.fallback(),
    );
    await page.goto('/');
    const form = questionnaire(page);
    await form.getByLabel('Inspiration Photos (optional)', { exact: true }).setInputFiles({
      name: 'inspiration.png',
      mimeType: 'image/png',
      buffer: await inspirationPng(page),
    });
    const toast = page.getByRole('status').filter({ hasText: 'Upload Failed' });
    await expect(toast).toContainText('Failed to upload images. Please try again.');
    await expect(form.getByRole('img', { name: /Inspiration 1/ })).toHaveCount(0);
  });

  test('more photos than a request takes: the first ten are sent and the rest are named', async ({
    page,
  }) => {
    let puts = 0;
    await page.route('**/*', (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      puts += 1;
      return route.fulfill({ status: 500, body: 'storage down' });
    });
    await page.goto('/');
    const form = questionnaire(page);
    const buffer = await inspirationPng(page);
    await form.getByLabel('Inspiration Photos (optional)', { exact: true }).setInputFiles(
      Array.from({ length: 12 }, (_, index) => ({
        name: `look-${index + 1}.png`,
        mimeType: 'image/png',
        buffer,
      })),
    );
    await expect(form.getByRole('status').filter({ hasText: 'Only 10 photos' })).toHaveText(
      'Only 10 photos can go with a request, so 2 were not added.',
    );
    // Every one of the ten was tried (the storage refused them all) before the failure was told.
    await expect(page.getByRole('status').filter({ hasText: 'Upload Failed' })).toBeVisible();
    expect(puts).toBe(10);
  });

  test('without stylists or reviews from the server, the page still reads well', async ({ page }) => {
    await page.route('**/api/stylists', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.route('**/api/testimonials', (route) => route.fulfill({ json: [] }));
    // Served from '/', the page comes with the server's stylists and reviews; opened from another
    // page, it reads them in the browser, and these answers stand.
    await page.goto('/contact');
    await page.locator('header a.brand').click();
    await expect(page).toHaveURL(/\/$/);
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(about.locator('.stylist-card')).toHaveCount(0);
    await expect(about.getByRole('status')).toHaveCount(0);
    // The three built-in reviews stand in.
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
  });

  test('testimonials show a name, a service label, an accessible rating and the words', async ({ page }) => {
    await page.goto('/');
    const reviews = page.locator('#testimonials');
    await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    await expect(reviews.locator('figure')).not.toHaveCount(0);
    await expect(
      reviews.getByText(/^(Makeup Services|Hair Services|Bridal Package|Hair & Makeup)$/).first(),
    ).toBeVisible();
  });

  test('the booking and questionnaire have no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/');
    await bookingForm(page).getByRole('button', { name: 'Continue to Booking' }).click();
    await questionnaire(page).getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(questionnaire(page).getByText('Name must be at least 2 characters')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('#book')
      .include('#consultation')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

for (const width of [390, 1440]) {
  test(`landing page screenshot at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Meet Your Beauty Experts' })).toBeVisible();
    await expect(page.locator('#about [aria-busy="true"], #testimonials [aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    // Nothing may spill sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(screenshotDir, `landing-${width}.png`), fullPage: true });
  });
}
